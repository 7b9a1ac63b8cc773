import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { listRoutes, VALIDATION } from '@capsuisse/contracts';
import { type Access, ACCESS_KEY } from '@capsuisse/server-core';
import { TestApp } from './harness';

// Served by the API but deliberately outside the contract: neither is called by the web client.
const OUTSIDE_CONTRACT = [
  'GET /api/storage/:owner/:name', // signed file links, opened by the browser from a SignedLink url
  'GET /api/payments/demo/:id', // the demo checkout's HTML page (no Stripe key)
  'POST /api/payments/demo/:id/confirm', // its form's submission
];

/** `METHOD /api/path` of every route Nest registered, with its access declaration (as the access matrix reads them). */
function registeredRoutes(t: TestApp): Map<string, Access | undefined> {
  const reflector = t.app.get(Reflector);
  const scanner = t.app.get(MetadataScanner);
  const routes = new Map<string, Access | undefined>();
  for (const { instance, metatype } of t.app.get(DiscoveryService).getControllers()) {
    if (!instance || !metatype) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
    for (const name of scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
      const handler = (instance as Record<string, unknown>)[name] as object;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      if (path === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      const full = `/api/${[base, path].filter((p) => p && p !== '/').join('/')}`;
      routes.set(`${method} ${full}`, reflector.getAllAndOverride<Access>(ACCESS_KEY, [handler as never, metatype]));
    }
  }
  return routes;
}

let t: TestApp;
let registered: Map<string, Access | undefined>;
beforeAll(async () => {
  t = await TestApp.start();
  registered = registeredRoutes(t);
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
