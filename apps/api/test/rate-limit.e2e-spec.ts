import { API_ERRORS } from '@capsuisse/contracts';
import { PASSWORD, TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start({ RATE_LIMIT_LOGIN: '3', RATE_LIMIT_RECOVER: '2', RATE_LIMIT_RESET: '2', RATE_LIMIT_WINDOW_SECONDS: '60' });
});
afterAll(() => t?.close());

const tooMany = { statusCode: 429, error: 'Too Many Requests', message: API_ERRORS.tooManyRequests };

it('limits password attempts per account: the 4th in the window is 429, even with the right password', async () => {
  const { user } = await t.asClient();
  const attempt = (password: string) => t.request('POST', '/api/auth/token?grant_type=password', { body: { email: user.email, password } });
  for (let i = 0; i < 3; i++) expect((await attempt('Wrong-Password-1')).status).toBe(401);
  const blocked = await attempt(PASSWORD);
  expect(blocked.status).toBe(429);
  expect(blocked.body).toEqual(tooMany);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  // Another account is not blocked by this one's attempts.
  const other = await t.asClient();
  expect((await t.request('POST', '/api/auth/token?grant_type=password', { body: { email: other.user.email, password: PASSWORD } })).status).toBe(200);
});

it('does not count refreshes', async () => {
  const { session } = await t.asClient();
  let token = session.refresh_token;
  for (let i = 0; i < 5; i++) {
    const res = await t.request('POST', '/api/auth/token?grant_type=refresh_token', { body: { refresh_token: token } });
    expect(res.status).toBe(200);
    token = res.body.refresh_token;
  }
});

it('limits recovery and reset requests', async () => {
  const recover = () => t.request('POST', '/api/auth/recover', { body: { email: 'limit@test.capsuisse.ch' } });
  expect((await recover()).status).toBe(200);
  expect((await recover()).status).toBe(200);
  expect((await recover()).body).toEqual(tooMany);
  const reset = () => t.request('POST', '/api/auth/reset', { body: { token: 'guess', password: 'Nouveau-Pass-2' } });
  expect((await reset()).status).toBe(400);
  expect((await reset()).status).toBe(400);
  expect((await reset()).status).toBe(429);
});
