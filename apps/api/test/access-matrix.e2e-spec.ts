import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@capsuisse/contracts';
import type { Access } from '@capsuisse/server-core';
import { TestApp } from './harness';
import { type RegisteredRoute, registeredRoutes } from './routes';

interface Caller {
  name: string;
  role: Role | null;
  hasPaid: boolean;
}

/** What the declaration promises this caller. */
function expected(access: Access, caller: Caller): 'allowed' | 401 | 402 | 403 {
  if (access.kind === 'public') return 'allowed';
  // No route of the matrix carries a valid signature.
  if (access.kind === 'signature') return 403;
  if (!caller.role) return 401;
  if (access.kind === 'signed-in') return 'allowed';
  if (!access.roles.includes(caller.role)) return 403;
  return access.paid && !caller.hasPaid ? 402 : 'allowed';
}

const callers: Caller[] = [
  { name: 'anonymous', role: null, hasPaid: false },
  ...ROLES.map((role) => ({ name: role, role, hasPaid: true })),
  { name: 'unpaid client', role: 'client', hasPaid: false },
  { name: 'unpaid client_se_loger', role: 'client_se_loger', hasPaid: false },
];

let t: TestApp;
let routes: RegisteredRoute[];

// The live stream does not end by itself: its answer is read up to its headers, then the stream is left.
const EVENTS = '/api/events';
async function openStream(token: string | undefined): Promise<{ status: number }> {
  const res = await t.app.inject({ method: 'GET', url: EVENTS, headers: token ? { authorization: `Bearer ${token}` } : {}, payloadAsStream: true });
  res.stream().destroy();
  return { status: res.statusCode };
}
beforeAll(async () => {
  t = await TestApp.start();
  // Params get a uuid: no such resource, so each call shows what the access declaration alone decides.
  routes = registeredRoutes(t).map((r) => ({ ...r, path: r.path.replace(/:\w+/g, randomUUID()) }));
});
afterAll(() => t?.close());

it('finds the routes of every module', () => {
  expect(routes.map((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}/g, ':id')}`)).toEqual(
    expect.arrayContaining(['GET /api/health', 'GET /api/config', 'POST /api/auth/signup', 'POST /api/auth/token', 'POST /api/auth/logout', 'GET /api/auth/user', 'GET /api/me', 'PATCH /api/me',
      'GET /api/documents', 'POST /api/documents/:id', 'GET /api/documents/:id/link', 'GET /api/documents/:id/cv-check', 'POST /api/documents/:id/validate',
      'POST /api/documents/:id/reject', 'POST /api/admin/assignments', 'GET /api/coach/clients', 'GET /api/recruiter/candidates', 'GET /api/recruiter/candidates/:id', 'PUT /api/admin/users/:id/recruiter-approval', 'GET /api/storage/:id/:id',
      'POST /api/payments/checkout', 'POST /api/payments/verify', 'POST /api/payments/webhook', 'GET /api/payments/demo/:id', 'POST /api/payments/demo/:id/confirm']),
  );
});

it('every route declares who may call it', () => {
  expect(routes.filter((r) => !r.access).map((r) => `${r.method} ${r.path}`)).toEqual([]);
});

it('every route × every caller answers as declared (401 signed out, 403 wrong role, 402 unpaid)', async () => {
  const users = new Map<string, Awaited<ReturnType<TestApp['userWith']>>>();
  for (const caller of callers) if (caller.role) users.set(caller.name, await t.userWith(caller.role, { hasPaid: caller.hasPaid }));
  const tokens = new Map<string, string>();
  const mismatches: string[] = [];
  for (const route of routes) {
    for (const caller of callers) {
      const user = users.get(caller.name);
      const token = user ? (tokens.get(caller.name) ?? (await t.newSession(user.user)).access_token) : undefined;
      if (token) tokens.set(caller.name, token);
      const res = route.path === EVENTS ? await openStream(token) : await t.request(route.method, route.path, { token, body: route.method === 'GET' ? undefined : {} });
      // A change that succeeded may have ended the session (a logout): the next call gets a fresh one.
      if (route.method !== 'GET' && res.status < 300) tokens.delete(caller.name);
      const want = expected(route.access as Access, caller);
      const ok = want === 'allowed' ? ![401, 402, 403].includes(res.status) && res.status < 500 : res.status === want;
      if (!ok) mismatches.push(`${route.method} ${route.path} as ${caller.name}: expected ${want}, got ${res.status}`);
    }
  }
  expect(mismatches).toEqual([]);
});

it('declares the documents routes as DESIGN says (so the matrix asserts their 402 and 403)', () => {
  const access = (route: string) => routes.find((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}/g, ':id')}` === route)?.access;
  const paidClient = { kind: 'roles', roles: ['client', 'client_se_loger'], paid: true };
  expect(access('GET /api/documents')).toEqual(paidClient);
  expect(access('POST /api/documents/:id')).toEqual(paidClient);
  for (const route of ['GET /api/documents/:id/link', 'GET /api/documents/:id/cv-check']) expect({ route, access: access(route) }).toEqual({ route, access: { kind: 'roles', roles: ['client', 'client_se_loger', 'accompagnateur', 'axel'], paid: false } });
  for (const verdict of ['validate', 'reject']) expect(access(`POST /api/documents/:id/${verdict}`)).toEqual({ kind: 'roles', roles: ['accompagnateur', 'axel'], paid: false });
  const axelOnly = { kind: 'roles', roles: ['axel'], paid: false, denied: "Vous n'avez pas les permissions administrateur Axel" };
  for (const route of ['POST /api/admin/assignments', 'GET /api/admin/users', 'POST /api/admin/users', 'GET /api/admin/counters', 'GET /api/admin/users/:id', 'PATCH /api/admin/users/:id',
    'PUT /api/admin/users/:id/role', 'PUT /api/admin/users/:id/access', 'PUT /api/admin/users/:id/recruiter-approval', 'POST /api/admin/users/:id/password', 'DELETE /api/admin/users/:id', 'GET /api/admin/audit', 'GET /api/admin/analytics']) {
    expect({ route, access: access(route) }).toEqual({ route, access: axelOnly });
  }
  expect(access('GET /api/coach/clients')).toEqual({ kind: 'roles', roles: ['accompagnateur'], paid: false });
  expect(access('GET /api/milestones')).toEqual(paidClient);
  for (const route of ['GET /api/users/:id/milestones', 'POST /api/users/:id/milestones', 'PATCH /api/users/:id/milestones/:id', 'DELETE /api/users/:id/milestones/:id', 'PUT /api/users/:id/milestones/order']) {
    expect({ route, access: access(route) }).toEqual({ route, access: { kind: 'roles', roles: ['accompagnateur', 'axel'], paid: false } });
  }
  // An approved recruiter (the matrix's): one axel has not approved gets a 403 of its own (recruiter.e2e-spec).
  for (const route of ['GET /api/recruiter/candidates', 'GET /api/recruiter/candidates/:id']) expect({ route, access: access(route) }).toEqual({ route, access: { kind: 'roles', roles: ['recruteur'], paid: false } });
  expect(access('GET /api/storage/:id/:id')).toEqual({ kind: 'signature' });
});

it('declares the payment routes: client roles pay (paid or not), the webhook and demo page are public', () => {
  const access = (route: string) => routes.find((r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}/g, ':id')}` === route)?.access;
  const client = { kind: 'roles', roles: ['client', 'client_se_loger'], paid: false };
  expect(access('POST /api/payments/checkout')).toEqual(client);
  expect(access('POST /api/payments/verify')).toEqual(client);
  for (const route of ['POST /api/payments/webhook', 'GET /api/payments/demo/:id', 'POST /api/payments/demo/:id/confirm']) expect(access(route)).toEqual({ kind: 'public' });
});
