import type { AddressInfo } from 'node:net';
import { EntityManager } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Secret, TOTP } from 'otpauth';
import { API_ERRORS, type FactorVerified, type MfaChallenge, type TotpEnrolment } from '@capsuisse/contracts';
import { RolesService } from '@capsuisse/server-profiles';
import { PASSWORD, TestApp } from './harness';

// Per window: address + account, account, address (see RateLimiter).
const LIMITS = { RATE_LIMIT_LOGIN: '3,5,8', RATE_LIMIT_SIGNUP: '2,2,3', RATE_LIMIT_RECOVER: '2,3,4', RATE_LIMIT_RESET: '2,2,2', RATE_LIMIT_MFA: '5,3,50', RATE_LIMIT_WINDOW_SECONDS: '60' };

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start(LIMITS);
});
afterAll(() => t?.close());

/** A request and how long it took: a hold is a lower bound of it. */
async function timed<T>(request: () => Promise<T>): Promise<{ res: T; ms: number }> {
  const started = performance.now();
  const res = await request();
  return { res, ms: performance.now() - started };
}

const tooMany = { statusCode: 429, error: 'Too Many Requests', message: API_ERRORS.tooManyRequests };
type From = { remoteAddress?: string; headers?: Record<string, string> };
const login = (app: TestApp, email: string, password: string, from: From = {}) =>
  app.request('POST', '/api/auth/token?grant_type=password', { body: { email, password }, ...from });
const signup = (app: TestApp, email: string, from: From = {}) =>
  app.request('POST', '/api/auth/signup', {
    body: { email, password: 'Motdepasse-1!', confirmPassword: 'Motdepasse-1!', firstName: 'Léa', lastName: 'Muller', countryCode: '+41', phone: '791234567', accountType: 'client' },
    ...from,
  });

it('limits password attempts per address and account: the 4th in the window is 429, even with the right password', async () => {
  const { user } = await t.asClient();
  const from = { remoteAddress: '203.0.113.1' };
  for (let i = 0; i < 3; i++) expect((await login(t, user.email, 'Wrong-Password-1', from)).status).toBe(401);
  const blocked = await login(t, user.email, PASSWORD, from);
  expect(blocked.status).toBe(429);
  expect(blocked.body).toEqual(tooMany);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  // Another account from the same address is not blocked by this one's attempts.
  const other = await t.asClient();
  expect((await login(t, other.user.email, PASSWORD, from)).status).toBe(200);
});

it('lets the rightful user in from another address after 31 wrong passwords from one: an address past its limits adds nothing to the account', async () => {
  const { user } = await t.asClient();
  const from = { remoteAddress: '203.0.113.20' };
  const statuses = [];
  for (let i = 0; i < 31; i++) statuses.push((await login(t, user.email, 'Wrong-Password-1', from)).status);
  expect(statuses).toEqual([401, 401, 401, ...new Array(28).fill(429)]);
  expect((await login(t, user.email, PASSWORD, { remoteAddress: '198.51.100.20' })).status).toBe(200);
});

it('the same for recovery mails: a flood from one address leaves the account its own mails', async () => {
  const email = `recover-flood-${Date.now()}@test.capsuisse.ch`;
  const recover = (remoteAddress: string) => t.request('POST', '/api/auth/recover', { body: { email }, remoteAddress });
  for (let i = 0; i < 31; i++) await recover('203.0.113.21');
  expect((await recover('198.51.100.21')).status).toBe(200);
});

describe('a browser the account signed in from before (device cookie)', () => {
  const deviceCookie = (headers: Record<string, unknown>) =>
    ([headers['set-cookie']].flat() as string[]).find((c) => c?.startsWith('capsuisse_device='))?.split(';')[0] ?? '';

  it('is set at sign-in: HttpOnly, Secure, SameSite=Strict, on the auth endpoints only', async () => {
    const { user } = await t.asClient();
    const res = await login(t, user.email, PASSWORD, { remoteAddress: '198.51.100.40' });
    const cookie = ([res.headers['set-cookie']].flat() as string[]).find((c) => c.startsWith('capsuisse_device='));
    expect(cookie).toMatch(/; Path=\/api\/auth; HttpOnly; Secure; SameSite=Strict$/);
  });

  it('gets in at once while strangers slow the account down, and its own wrong guesses count under it alone', async () => {
    const { user } = await t.asClient();
    const cookie = deviceCookie((await login(t, user.email, PASSWORD, { remoteAddress: '198.51.100.41' })).headers);
    expect(cookie).not.toBe('');
    // Strangers from eight addresses: with the sign-in, the account's five of the window are spent and four more.
    for (let i = 0; i < 8; i++) expect((await login(t, user.email, 'Wrong-Password-1', { remoteAddress: `192.0.2.${30 + i}` })).status).toBe(401);
    // A new address is held (250 ms a try past the count, here five tries past it), not refused.
    const stranger = await timed(() => login(t, user.email, PASSWORD, { remoteAddress: '192.0.2.40' }));
    expect(stranger.res.status).toBe(200);
    expect(stranger.ms).toBeGreaterThanOrEqual(1_250);
    // Another account's cookie vouches for nothing here: held too.
    const other = await t.asClient();
    const otherCookie = deviceCookie((await login(t, other.user.email, PASSWORD, { remoteAddress: '198.51.100.42' })).headers);
    const vouched = await timed(() => login(t, user.email, PASSWORD, { remoteAddress: '198.51.100.43', headers: { cookie: otherCookie } }));
    expect(vouched.ms).toBeGreaterThanOrEqual(1_500);
    // The browser the account signed in from, from anywhere, is not held (its hold would be 1.75 s by now).
    const signedIn = await timed(() => login(t, user.email, PASSWORD, { remoteAddress: '198.51.100.44', headers: { cookie } }));
    expect(signedIn.res.status).toBe(200);
    expect(signedIn.ms).toBeLessThan(1_750);
    const renewed = deviceCookie(signedIn.res.headers);
    for (let i = 0; i < 3; i++) expect((await login(t, user.email, 'Wrong-Password-1', { remoteAddress: `198.51.100.${50 + i}`, headers: { cookie: renewed } })).status).toBe(401);
    expect((await login(t, user.email, PASSWORD, { remoteAddress: '198.51.100.60', headers: { cookie: renewed } })).status).toBe(429);
  });
});

it('counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4', async () => {
  const { user } = await t.asClient();
  for (let i = 1; i <= 3; i++) expect((await login(t, user.email, 'Wrong-Password-1', { remoteAddress: `2001:db8:20:1::${i}` })).status).toBe(401);
  expect((await login(t, user.email, PASSWORD, { remoteAddress: '2001:db8:20:1:ffff:1:2:3' })).status).toBe(429);
  expect((await login(t, user.email, PASSWORD, { remoteAddress: '2001:db8:20:2::1' })).status).toBe(200);
  const other = await t.asClient();
  for (let i = 0; i < 3; i++) expect((await login(t, other.user.email, 'Wrong-Password-1', { remoteAddress: '::ffff:203.0.113.22' })).status).toBe(401);
  expect((await login(t, other.user.email, PASSWORD, { remoteAddress: '203.0.113.22' })).status).toBe(429);
});

it('does not believe a forged X-Forwarded-For: new header values do not escape the limit', async () => {
  const { user } = await t.asClient();
  const from = (i: number) => ({ remoteAddress: '203.0.113.2', headers: { 'x-forwarded-for': `198.51.100.${i}` } });
  for (let i = 0; i < 3; i++) expect((await login(t, user.email, 'Wrong-Password-1', from(i))).status).toBe(401);
  expect((await login(t, user.email, PASSWORD, from(99))).status).toBe(429);
});

it('slows one account attacked from many addresses, never locks it: the rightful user from a new address gets in, later', async () => {
  const { user } = await t.asClient();
  for (let i = 0; i < 5; i++) expect((await login(t, user.email, 'Wrong-Password-1', { remoteAddress: `192.0.2.${i}` })).status).toBe(401);
  const held = await timed(() => login(t, user.email, 'Wrong-Password-1', { remoteAddress: '192.0.2.6' }));
  expect(held.res.status).toBe(401);
  expect(held.ms).toBeGreaterThanOrEqual(250);
  const rightful = await timed(() => login(t, user.email, PASSWORD, { remoteAddress: '192.0.2.200' }));
  expect(rightful.res.status).toBe(200);
  expect(rightful.ms).toBeGreaterThanOrEqual(500);
});

it('stops password spraying: one address trying many accounts hits 429', async () => {
  const from = { remoteAddress: '203.0.113.3' };
  for (let i = 0; i < 8; i++) expect((await login(t, `spray-${i}@test.capsuisse.ch`, 'Summer2026!', from)).status).toBe(401);
  expect((await login(t, 'spray-9@test.capsuisse.ch', 'Summer2026!', from)).status).toBe(429);
});

it('limits sign-ups per address', async () => {
  const from = { remoteAddress: '203.0.113.4' };
  for (let i = 0; i < 3; i++) expect((await signup(t, `flood-${i}-${Date.now()}@test.capsuisse.ch`, from)).status).toBe(201);
  const blocked = await signup(t, `flood-x-${Date.now()}@test.capsuisse.ch`, from);
  expect(blocked.body).toEqual(tooMany);
  expect(await t.rows(`select 1 from users where email like 'flood-x-%'`)).toHaveLength(0);
});

it('does not count refreshes', async () => {
  const { session } = await t.asClient();
  let token = session.refresh_token;
  for (let i = 0; i < 10; i++) {
    const res = await t.request('POST', '/api/auth/token?grant_type=refresh_token', { body: { refresh_token: token }, remoteAddress: '203.0.113.5' });
    expect(res.status).toBe(200);
    token = res.body.refresh_token;
  }
});

it('limits recovery mails to one person from many addresses, and reset attempts per address', async () => {
  const recover = (i: number) => t.request('POST', '/api/auth/recover', { body: { email: 'limit@test.capsuisse.ch' }, remoteAddress: `192.0.2.${50 + i}` });
  for (let i = 0; i < 3; i++) expect((await recover(i)).status).toBe(200);
  expect((await recover(9)).body).toEqual(tooMany);
  const reset = () => t.request('POST', '/api/auth/reset', { body: { token: 'guess', password: 'Nouveau-Pass-2' }, remoteAddress: '203.0.113.6' });
  expect((await reset()).status).toBe(400);
  expect((await reset()).status).toBe(400);
  expect((await reset()).status).toBe(429);
});

describe('behind our own proxy (TRUST_PROXY_HOPS=1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await TestApp.start({ ...LIMITS, TRUST_PROXY_HOPS: '1' });
  });
  afterAll(() => proxied?.close());

  it('counts the address our proxy saw, not what the caller wrote before it', async () => {
    const { user } = await proxied.asClient();
    // nginx appends the real address; whatever the caller sent stays in front of it.
    const via = (forged: string, real: string) => ({ remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': `${forged}, ${real}` } });
    for (let i = 0; i < 3; i++) expect((await login(proxied, user.email, 'Wrong-Password-1', via(`198.51.100.${i}`, '203.0.113.7'))).status).toBe(401);
    expect((await login(proxied, user.email, PASSWORD, via('198.51.100.77', '203.0.113.7'))).status).toBe(429);
    // Another client behind the same proxy is someone else.
    expect((await login(proxied, user.email, PASSWORD, via('198.51.100.1', '203.0.113.8'))).status).toBe(200);
  });
});

const shared = process.env['REDIS_URL'] && process.env['DATABASE_URL'] ? describe : describe.skip;
shared('two API instances on one PostgreSQL and one Redis', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await TestApp.start({ ...LIMITS, QUEUE_PREFIX: t.config.queuePrefix, DATABASE_URL: t.config.databaseUrl ?? '', JWT_SECRET: t.config.jwtSecret });
  });
  afterAll(() => second?.close());

  it('share one login limit', async () => {
    const email = `shared-${Date.now()}@test.capsuisse.ch`;
    const from = { remoteAddress: '203.0.113.9' };
    expect((await login(t, email, 'Wrong-Password-1', from)).status).toBe(401);
    expect((await login(second, email, 'Wrong-Password-1', from)).status).toBe(401);
    expect((await login(t, email, 'Wrong-Password-1', from)).status).toBe(401);
    expect((await login(second, email, 'Wrong-Password-1', from)).status).toBe(429);
  });

  it('schedule each repeated job once, though both declare it', async () => {
    const connection = new Redis(t.config.redis?.url ?? '', { maxRetriesPerRequest: null });
    const schedulers = async (name: string) => {
      const queue = new Queue(name, { connection, prefix: t.config.queuePrefix });
      const found = (await queue.getJobSchedulers()).map((s) => s.key);
      await queue.close();
      return found;
    };
    try {
      expect(await schedulers('payments')).toEqual(['reconcile']);
      expect(await schedulers('privacy')).toEqual(['retention']);
    } finally {
      connection.disconnect();
    }
  });

  // Each instance keeps the access facts of sessions it served in memory; what one changes, the other must
  // not serve from its memory afterwards. Over real sockets, as requests reach replicas.
  describe('over the network', () => {
    let one: string;
    let two: string;
    beforeAll(async () => {
      const address = async (app: TestApp) => {
        await app.app.listen(0, '127.0.0.1');
        return `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
      };
      [one, two] = await Promise.all([address(t), address(second)]);
    });
    const call = (base: string, method: string, path: string, token: string, body?: object) =>
      fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
        body: body && JSON.stringify(body),
      }).then((r) => r.status);
    // "At once" is as soon as Redis's message reaches the other instance, well under a millisecond; on a loaded
    // machine Redis may answer the publisher before it writes the subscribers' copies (seen once in CI). So a
    // read on the other instance is asked again, 10 ms apart, until it answers `expected` (one second at most).
    const onceTold = async (path: string, token: string, expected: number) => {
      let status = await call(two, 'GET', path, token);
      for (let i = 0; i < 100 && status !== expected; i++) {
        await new Promise((r) => setTimeout(r, 10));
        status = await call(two, 'GET', path, token);
      }
      return status;
    };

    it('a sign-out on one: the other refuses the token at once', async () => {
      const { session } = await t.asClient();
      expect(await call(two, 'GET', '/api/me', session.access_token)).toBe(200);
      expect(await call(two, 'GET', '/api/me', session.access_token)).toBe(200);
      expect(await call(one, 'POST', '/api/auth/logout?scope=local', session.access_token)).toBe(204);
      expect(await onceTold('/api/me', session.access_token, 401)).toBe(401);
    });

    it("a role change or a withdrawn payment by axel on one: the other applies it at once", async () => {
      const axel = await t.asAxel();
      const { user, session } = await t.asClient();
      expect(await call(two, 'GET', '/api/documents', session.access_token)).toBe(200);
      expect(await call(one, 'PUT', `/api/admin/users/${user.id}/access`, axel.session.access_token, { has_paid: false })).toBe(200);
      expect(await onceTold('/api/documents', session.access_token, 402)).toBe(402);
      expect(await call(one, 'PUT', `/api/admin/users/${user.id}/role`, axel.session.access_token, { role: 'recruteur' })).toBe(200);
      expect(await onceTold('/api/recruiter/candidates', session.access_token, 200)).toBe(200);
      expect(await call(two, 'GET', '/api/documents', session.access_token)).toBe(403);
    });

    it('what either reads while a change is not yet committed is not served once it is', async () => {
      const { user, session } = await t.asClient();
      const axel = await t.asAxel();
      await t.app.get(EntityManager).fork().transactional(async (em) => {
        await t.app.get(RolesService).setRole(em, user.id, 'recruteur', axel.user.id);
        for (const base of [one, two]) expect(await call(base, 'GET', '/api/documents', session.access_token)).toBe(200);
      });
      for (const base of [one, two]) expect(await call(base, 'GET', '/api/documents', session.access_token)).toBe(403);
    });
  });
});

it('second-factor codes: 429 with Retry-After past the count from one address; from many, held, not refused; a browser the user signed in from is not held', async () => {
  const { user, session } = await t.asClient();
  const started = await t.request<TotpEnrolment>('POST', '/api/auth/factors', { token: session.access_token, body: { password: PASSWORD } });
  const totp = new TOTP({ secret: Secret.fromBase32(started.body.totp.secret) });
  const verified = await t.request<FactorVerified>('POST', `/api/auth/factors/${started.body.id}/verify`, { token: session.access_token, body: { code: totp.generate({ timestamp: t.clock.now().getTime() }) } });
  expect(verified.status).toBe(200);
  const challenge = async (remoteAddress: string, cookie = '') =>
    ((await login(t, user.email, PASSWORD, { remoteAddress, headers: { cookie } })).body as MfaChallenge).mfa_token;
  const code = (remoteAddress: string, body: Record<string, string>, cookie = '') =>
    t.request('POST', '/api/auth/token?grant_type=mfa', { body, remoteAddress, headers: { cookie } });
  // A browser that completes a sign-in with its code: its device cookie names the user.
  const known = await code('198.51.100.70', { mfa_token: await challenge('198.51.100.70'), recovery_code: verified.body.recovery_codes[0] });
  expect(known.status).toBe(200);
  const cookie = ([known.headers['set-cookie']].flat() as string[]).find((c) => c.startsWith('capsuisse_device='))?.split(';')[0] ?? '';
  expect(cookie).not.toBe('');
  // Five codes from one address (its own count; the challenges come from elsewhere): the sixth is refused.
  const from = '192.0.2.150';
  for (let i = 0; i < 5; i++) expect((await code(from, { mfa_token: await challenge(`192.0.2.${170 + i}`), code: '000000' })).status).toBe(400);
  const blocked = await code(from, { mfa_token: await challenge('192.0.2.179'), code: '000000' });
  expect(blocked.status).toBe(429);
  expect(blocked.body).toEqual(tooMany);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  // The user's count (3) is long spent: a code from a new address is held, then checked.
  const held = await timed(async () => code('192.0.2.160', { mfa_token: await challenge('192.0.2.160'), code: '000000' }));
  expect(held.res.status).toBe(400);
  expect(held.ms).toBeGreaterThanOrEqual(1_000);
  // The known browser is counted apart and answered at once.
  const mfaToken = await challenge('192.0.2.161', cookie);
  const fast = await timed(() => code('192.0.2.161', { mfa_token: mfaToken, code: '000000' }, cookie));
  expect(fast.res.status).toBe(400);
  expect(fast.ms).toBeLessThan(1_000);
});
