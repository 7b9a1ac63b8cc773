import { TestApp } from './harness';

// Production's defaults (a file of its own: every TestApp starts on a fresh database).
let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start({ API_DOCS: 'false', HEALTH_DETAILS: 'false' });
});
afterAll(() => t?.close());

it('hides the OpenAPI page and the health details when configured so', async () => {
  expect((await t.request('GET', '/api/docs-json')).status).toBe(404);
  const health = await t.request('GET', '/api/health');
  expect(health.status).toBe(200);
  expect(health.body).toEqual({ status: 'ok' });
});
