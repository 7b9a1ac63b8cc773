import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { paidRolesOf, PUBLIC, returns, ROLE_SETS, rolesOf, route, type RouteAccess, SIGNED_IN } from '@capsuisse/contracts';
import { type Caller, DomainError, Endpoint, Errors } from '@capsuisse/server-core';
import { AccessGuard } from './access.guard';
import type { AuthService } from './auth.service';

const declared = (access: RouteAccess) => route({ method: 'GET', path: '/x', access, summary: 'test', response: returns<string>() });

// Handlers as a controller would declare them; the guard only reads their metadata.
class Routes {
  undeclared() {
    return 'undeclared';
  }
  @Endpoint(declared(PUBLIC)) open() {
    return 'open';
  }
  @Endpoint(declared(SIGNED_IN)) anyone() {
    return 'anyone';
  }
  @Endpoint(declared(rolesOf(ROLE_SETS.reviewers))) staff() {
    return 'staff';
  }
  @Endpoint(declared(paidRolesOf(ROLE_SETS.clients))) paid() {
    return 'paid';
  }
  @Endpoint(declared(rolesOf(ROLE_SETS.axelSpace))) axelOnly() {
    return 'axel';
  }
}

function context(handler: keyof Routes, authorization?: string): { ctx: ExecutionContext; request: { headers: object; caller?: Caller } } {
  const request = { headers: authorization ? { authorization } : {} } as { headers: object; caller?: Caller };
  const ctx = {
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
  return { ctx, request };
}

// `kept`: the session's facts are in the access cache, so the service answers at once (no promise).
function guard(caller: Caller | null, hasPaid = true, kept = false): AccessGuard {
  const found = () => (caller ? { caller, hasPaid } : Promise.reject(Errors.sessionExpired()));
  const auth = { authenticate: kept ? found : async () => found() } as unknown as AuthService;
  return new AccessGuard(new Reflector(), auth);
}

const status = async (g: AccessGuard, ctx: ExecutionContext) => {
  try {
    await g.canActivate(ctx);
    return 200;
  } catch (e) {
    return e instanceof DomainError ? e.status : 500;
  }
};

const client: Caller = { id: 'u1', role: 'client', sessionId: 's1', aal: 'aal1', mfa: false };
const coach: Caller = { id: 'u2', role: 'accompagnateur', sessionId: 's2', aal: 'aal1', mfa: false };

describe('AccessGuard', () => {
  it('denies a route that declares nothing, even to axel', async () => {
    expect(await status(guard({ id: 'a', role: 'axel', sessionId: 's', aal: 'aal1', mfa: false }), context('undeclared', 'Bearer x').ctx)).toBe(403);
  });

  it('lets anyone through a public route without reading a token', async () => {
    expect(await status(guard(null), context('open').ctx)).toBe(200);
  });

  it('is 401 without a token or with a rejected one', async () => {
    expect(await status(guard(client), context('anyone').ctx)).toBe(401);
    expect(await status(guard(null), context('anyone', 'Bearer bad').ctx)).toBe(401);
  });

  it('sets the caller for signed-in routes', async () => {
    const { ctx, request } = context('anyone', 'Bearer ok');
    expect(await status(guard(client), ctx)).toBe(200);
    expect(request.caller).toEqual(client);
  });

  it('decides a kept session at once, without a promise, as it decides one read from the database', async () => {
    expect(guard(client, true, true).canActivate(context('anyone', 'Bearer ok').ctx)).toBe(true);
    expect(() => guard(client, false, true).canActivate(context('paid', 'Bearer ok').ctx)).toThrow(expect.objectContaining({ status: 402 }));
    await expect(guard(client).canActivate(context('anyone', 'Bearer ok').ctx)).resolves.toBe(true);
  });

  it('is 403 for a role not listed', async () => {
    expect(await status(guard(client), context('staff', 'Bearer ok').ctx)).toBe(403);
    expect(await status(guard(coach), context('staff', 'Bearer ok').ctx)).toBe(200);
  });

  it('gates paid routes: 402 unpaid client, 403 other roles, 200 paid client', async () => {
    expect(await status(guard(client, false), context('paid', 'Bearer ok').ctx)).toBe(402);
    expect(await status(guard(coach, true), context('paid', 'Bearer ok').ctx)).toBe(403);
    expect(await status(guard(client, true), context('paid', 'Bearer ok').ctx)).toBe(200);
  });

  it("requires aal2 on axel's routes once axel has a verified factor; signed-in routes stay open to enrol or sign out", async () => {
    const axel = (aal: 'aal1' | 'aal2', mfa: boolean): Caller => ({ id: 'a', role: 'axel', sessionId: 's', aal, mfa });
    expect(await status(guard(axel('aal1', false)), context('axelOnly', 'Bearer ok').ctx)).toBe(200);
    expect(await status(guard(axel('aal1', true)), context('axelOnly', 'Bearer ok').ctx)).toBe(403);
    expect(await status(guard(axel('aal1', true)), context('staff', 'Bearer ok').ctx)).toBe(403);
    expect(await status(guard(axel('aal2', true)), context('axelOnly', 'Bearer ok').ctx)).toBe(200);
    expect(await status(guard(axel('aal1', true)), context('anyone', 'Bearer ok').ctx)).toBe(200);
    // Other roles' spaces do not ask for it.
    expect(await status(guard({ ...coach, mfa: true }), context('staff', 'Bearer ok').ctx)).toBe(200);
  });
});
