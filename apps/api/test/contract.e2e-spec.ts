import { listRoutes, VALIDATION } from '@capsuisse/contracts';
import type { Access } from '@capsuisse/server-core';
import { TestApp } from './harness';
import { registeredRoutes } from './routes';

// Served by the API but deliberately outside the contract: neither is called by the web client.
const OUTSIDE_CONTRACT = [
  'GET /api/storage/:owner/:name', // signed file links, opened by the browser from a SignedLink url
  'GET /api/payments/demo/:id', // the demo checkout's HTML page (no Stripe key)
  'POST /api/payments/demo/:id/confirm', // its form's submission
  // The tus protocol's requests on an upload the contract's `videoUpload` created (HEAD is no contract method), same access.
  'HEAD /api/uploads/videos/:id',
  'PATCH /api/uploads/videos/:id',
  'DELETE /api/uploads/videos/:id',
];

let t: TestApp;
let registered: Map<string, Access | undefined>;
beforeAll(async () => {
  t = await TestApp.start();
  registered = new Map(registeredRoutes(t).map((r) => [`${r.method} ${r.path}`, r.access]));
});
afterAll(() => t?.close());

const contract = listRoutes().map((r) => ({ key: `${r.method} /api${r.path}`, access: r.access }));

it('every route the API serves is in the contract (or listed as deliberately outside)', () => {
  const known = new Set([...contract.map((r) => r.key), ...OUTSIDE_CONTRACT]);
  expect([...registered.keys()].filter((key) => !known.has(key))).toEqual([]);
});

it('every contract route is served by the API', () => {
  expect(contract.map((r) => r.key).filter((key) => !registered.has(key))).toEqual([]);
  expect(OUTSIDE_CONTRACT.filter((key) => !registered.has(key))).toEqual([]);
});

it("each route's access is its contract entry's", () => {
  const mismatches = contract.filter((r) => JSON.stringify(registered.get(r.key)) !== JSON.stringify(r.access)).map((r) => r.key);
  expect(mismatches).toEqual([]);
  // A tus request on an upload is guarded as its creation is.
  const creation = registered.get('POST /api/programme/training/days/:day/video/uploads');
  expect(creation).toBeDefined();
  for (const key of OUTSIDE_CONTRACT.filter((k) => k.includes('/uploads/videos/'))) expect(registered.get(key)).toEqual(creation);
});

describe('validation at the edge (French 400s before any service runs)', () => {
  it('refuses unknown body fields', async () => {
    const { session } = await t.asClient();
    const res = await t.request('PATCH', '/api/me', { token: session.access_token, body: { first_name: 'Marie', role: 'axel' } });
    expect(res).toMatchObject({ status: 400, body: { message: VALIDATION.unknownFields(['role']) } });
    const login = await t.request('POST', '/api/auth/token?grant_type=password', { body: { email: 'a@b.ch', password: 'x', remember: true } });
    expect(login).toMatchObject({ status: 400, body: { message: VALIDATION.unknownFields(['remember']) } });
  });

  it('refuses a malformed id, an unknown grant and an overlong search', async () => {
    const { session } = await t.asCoach();
    expect(await t.request('POST', '/api/documents/not-an-id/validate', { token: session.access_token })).toMatchObject({ status: 400, body: { message: VALIDATION.idFormat } });
    expect(await t.request('POST', '/api/auth/token?grant_type=magic', { body: {} })).toMatchObject({ status: 400, body: { message: VALIDATION.grantType } });
    const search = await t.request('GET', `/api/coach/clients?search=${'x'.repeat(101)}`, { token: session.access_token });
    expect(search).toMatchObject({ status: 400, body: { message: VALIDATION.searchMax } });
  });
});
