import { API_ERRORS, accountTypeForService, type ServiceChoice, type Session, type SignupRequest, VALIDATION } from '@capsuisse/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import { REFRESH_REUSE_GRACE_MS } from '@capsuisse/server-auth';
import { PASSWORD, TestApp } from './harness';

const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t?.close());

let n = 0;
const signup = (over: Partial<Record<keyof SignupRequest, unknown>> = {}): Record<string, string> => ({
  email: `new-${++n}@test.capsuisse.ch`,
  password: 'Abcdef1!',
  confirmPassword: 'Abcdef1!',
  firstName: 'Jeanne',
  lastName: 'Martin',
  countryCode: '+41',
  phone: '079 123 45 67',
  accountType: 'client',
  ...(over as Record<string, string>),
});
const login = (email: string, password: string) => t.request('POST', '/api/auth/token?grant_type=password', { body: { email, password } });
const refresh = (token: string) => t.request('POST', '/api/auth/token?grant_type=refresh_token', { body: { refresh_token: token } });
const me = (token: string) => t.request('GET', '/api/auth/user', { token });

describe('sign-up', () => {
  it.each([
    ['email format', { email: 'pas-un-email' }, 'email', VALIDATION.emailFormat],
    ['email length', { email: `${'a'.repeat(251)}@x.ch` }, 'email', VALIDATION.emailMax],
    ['password min', { password: 'Ab1!', confirmPassword: 'Ab1!' }, 'password', VALIDATION.passwordMin],
    ['password max', { password: `Ab1!${'x'.repeat(130)}`, confirmPassword: `Ab1!${'x'.repeat(130)}` }, 'password', VALIDATION.passwordMax],
    ['uppercase', { password: 'abcdef1!', confirmPassword: 'abcdef1!' }, 'password', VALIDATION.passwordUpper],
    ['lowercase', { password: 'ABCDEF1!', confirmPassword: 'ABCDEF1!' }, 'password', VALIDATION.passwordLower],
    ['digit', { password: 'Abcdefg!', confirmPassword: 'Abcdefg!' }, 'password', VALIDATION.passwordDigit],
    ['special', { password: 'Abcdefg1', confirmPassword: 'Abcdefg1' }, 'password', VALIDATION.passwordSpecial],
    ['confirmation', { confirmPassword: 'Abcdef1?' }, 'confirmPassword', VALIDATION.passwordsMismatch],
    ['first name required', { firstName: '   ' }, 'firstName', VALIDATION.firstNameRequired],
    ['first name length', { firstName: 'a'.repeat(101) }, 'firstName', VALIDATION.firstNameMax],
    ['last name required', { lastName: '' }, 'lastName', VALIDATION.lastNameRequired],
    ['last name length', { lastName: 'a'.repeat(101) }, 'lastName', VALIDATION.lastNameMax],
    ['phone required', { phone: '' }, 'phone', VALIDATION.phoneRequired],
  ])('refuses a bad %s with the spec message (400)', async (_, over, path, message) => {
    const res = await t.request('POST', '/api/auth/signup', { body: signup(over) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(res.body.issues[0]).toEqual({ path, message });
  });

  it.each(['axel', 'accompagnateur', 'admin', 'expert'])('refuses to create a %s account', async (accountType) => {
    const body = signup({ accountType });
    const res = await t.request('POST', '/api/auth/signup', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(VALIDATION.accountTypeForbidden);
    expect((await login(body.email, body.password)).status).toBe(401);
  });

  it.each([
    ['client', 'client'],
    ['autre', 'client'],
    ['client_se_loger', 'client_se_loger'],
    ['recruteur', 'recruteur'],
  ])('signs up a %s as role %s and returns a session', async (accountType, role) => {
    const body = signup({ accountType, email: ` Mixed-${++n}@Test.CapSuisse.ch ` });
    const res = await t.request<Session>('POST', '/api/auth/signup', { body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: 900, user: { email: body.email.trim().toLowerCase(), role, factors: [] } });
    expect(res.body.expires_at).toBeGreaterThan(Date.now() / 1000);
    const profile = await t.request('GET', '/api/me', { token: res.body.access_token });
    expect(profile.body).toMatchObject({ role, first_name: 'Jeanne', last_name: 'Martin', country_code: '+41', phone: '079 123 45 67', has_paid: false, overall_progress: 0, first_login_completed: true });
  });

  it("keeps /signup-general's country and service on the account; 'Se loger' makes a client_se_loger", async () => {
    const choice: ServiceChoice = { country: 'Suisse', service: 'Se loger' };
    const body = { ...signup({ accountType: accountTypeForService(choice.service) }), metadata: choice };
    const res = await t.request<Session>('POST', '/api/auth/signup', { body });
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('client_se_loger');
    expect((await t.request('GET', '/api/me', { token: res.body.access_token })).body.role).toBe('client_se_loger');
    const [user] = await t.rows<{ metadata: Record<string, unknown> }>('select metadata from users where id = ?', [res.body.user.id]);
    expect(user.metadata).toEqual({ country: 'Suisse', service: 'Se loger', accountType: 'client_se_loger' });
  });

  it.each([
    ['an account type slipped in', { country: 'Maroc', service: 'Création de société', accountType: 'axel' }, VALIDATION.unknownFields(['accountType'])],
    ['an unknown key', { country: 'Suisse', service: 'Travailler', campaign: 'x' }, VALIDATION.unknownFields(['campaign'])],
    ['900 kB in a known key', { country: 'x'.repeat(900_000), service: 'Travailler' }, VALIDATION.serviceChoice],
    ['a service the country does not offer', { country: 'Maroc', service: 'Travailler' }, VALIDATION.serviceChoice],
    ['a missing service', { country: 'Suisse' }, VALIDATION.serviceChoice],
    ['not an object', 'Suisse', VALIDATION.serviceChoice],
  ])('refuses metadata with %s: a French 400, and nothing is created', async (_, metadata, message) => {
    const fields = signup({ accountType: 'autre' });
    const res = await t.request('POST', '/api/auth/signup', { body: { ...fields, metadata } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.issues[0].path).toMatch(/^metadata/);
    expect(JSON.stringify(res.body).length).toBeLessThan(2_000);
    expect(await t.rows('select id from users where email = ?', [fields.email])).toEqual([]);
  });

  it('refuses a second account with the same email (409)', async () => {
    const body = signup();
    expect((await t.request('POST', '/api/auth/signup', { body })).status).toBe(201);
    const again = await t.request('POST', '/api/auth/signup', { body: { ...body, email: body.email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(API_ERRORS.emailTaken);
  });

  it('answers malformed JSON with a French 400, not a 500', async () => {
    const res = await t.request('POST', '/api/auth/signup', { body: '{oops', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(API_ERRORS.badRequest);
  });
});

describe('login', () => {
  it('logs in with the right password; a wrong one is 401 and changes nothing', async () => {
    const { user } = await t.asClient();
    const wrong = await login(user.email, 'Wrong-Password-1');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(API_ERRORS.invalidCredentials);
    expect((await login('nobody@test.capsuisse.ch', PASSWORD)).body.message).toBe(API_ERRORS.invalidCredentials);
    const ok = await login(user.email.toUpperCase(), PASSWORD);
    expect(ok.status).toBe(200);
    expect((await me(ok.body.access_token)).body).toEqual({ id: user.id, email: user.email, role: 'client', factors: [] });
  });

  it('marks the first login completed when the person signs in themselves, not when a session is made for them', async () => {
    const { user, session } = await t.asClient();
    const profile = () => t.request('GET', '/api/me', { token: session.access_token });
    expect((await profile()).body.first_login_completed).toBe(false);
    expect((await login(user.email, 'Wrong-Password-1')).status).toBe(401);
    expect((await profile()).body.first_login_completed).toBe(false);
    expect((await login(user.email, PASSWORD)).status).toBe(200);
    expect((await profile()).body.first_login_completed).toBe(true);
  });

  it('is 401 without a token and with an expired one', async () => {
    const { session } = await t.asClient();
    expect((await me('')).status).toBe(401);
    expect((await me('not-a-jwt')).status).toBe(401);
    t.clock.advance(16 * 60_000);
    const expired = await me(session.access_token);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(API_ERRORS.sessionExpired);
    // The refresh token outlives the access token.
    expect((await refresh(session.refresh_token)).status).toBe(200);
  });
});

describe('refresh', () => {
  it('rotates: the new pair works, the old refresh token is spent', async () => {
    const { session } = await t.asClient();
    const next = await refresh(session.refresh_token);
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(session.refresh_token);
    expect((await me(next.body.access_token)).status).toBe(200);
    expect((await refresh(next.body.refresh_token)).status).toBe(200);
  });

  it('gives a new token in the same family to a rotated one sent again within seconds (a page reloaded mid-refresh)', async () => {
    const { session } = await t.asClient();
    const first = await refresh(session.refresh_token);
    t.clock.advance(REFRESH_REUSE_GRACE_MS - 1_000);
    const again = await refresh(session.refresh_token);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).not.toBe(first.body.refresh_token);
    // Nothing was revoked: both answers work, and the newest one goes on rotating.
    expect((await me(first.body.access_token)).status).toBe(200);
    expect((await me(again.body.access_token)).status).toBe(200);
    expect((await refresh(again.body.refresh_token)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back later', async () => {
    const { user, session } = await t.asClient();
    const other = await t.newSession(user);
    const next = await refresh(session.refresh_token);
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1_000);
    const reuse = await refresh(session.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe(API_ERRORS.sessionExpired);
    // Everything issued in that family is dead: the new access token and the new refresh token.
    expect((await me(next.body.access_token)).status).toBe(401);
    expect((await refresh(next.body.refresh_token)).status).toBe(401);
    // Other devices (other families) are untouched.
    expect((await me(other.access_token)).status).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await refresh('made-up')).status).toBe(401);
  });
});

describe('logout', () => {
  async function threeDevices() {
    const { user, session: a } = await t.asClient();
    return { a, b: await t.newSession(user), c: await t.newSession(user) };
  }
  const alive = async (s: Session) => (await me(s.access_token)).status === 200 && (await refresh(s.refresh_token)).status === 200;

  it('scope=local ends this device only', async () => {
    const { a, b, c } = await threeDevices();
    expect((await t.request('POST', '/api/auth/logout?scope=local', { token: a.access_token })).status).toBe(204);
    expect((await me(a.access_token)).status).toBe(401);
    expect((await refresh(a.refresh_token)).status).toBe(401);
    expect(await alive(b)).toBe(true);
    expect(await alive(c)).toBe(true);
  });

  it('scope=others ends every other device and keeps this one', async () => {
    const { a, b, c } = await threeDevices();
    expect((await t.request('POST', '/api/auth/logout?scope=others', { token: a.access_token })).status).toBe(204);
    expect(await alive(a)).toBe(true);
    expect((await me(b.access_token)).status).toBe(401);
    expect((await refresh(c.refresh_token)).status).toBe(401);
  });

  it('scope=global (the default) ends every device', async () => {
    const { a, b, c } = await threeDevices();
    expect((await t.request('POST', '/api/auth/logout', { token: a.access_token })).status).toBe(204);
    for (const s of [a, b, c]) {
      expect((await me(s.access_token)).status).toBe(401);
      expect((await refresh(s.refresh_token)).status).toBe(401);
    }
  });

  it('refuses an unknown scope', async () => {
    const { a } = await threeDevices();
    expect((await t.request('POST', '/api/auth/logout?scope=everything', { token: a.access_token })).status).toBe(400);
    expect(await alive(a)).toBe(true);
  });
});

describe('password recovery', () => {
  const tokenIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? '').searchParams.get('token') ?? '';

  async function requestReset() {
    const { user, session } = await t.asClient();
    expect((await t.request('POST', '/api/auth/recover', { body: { email: user.email } })).status).toBe(200);
    const mail = await t.mailTo(user.email);
    expect(mail.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
    return { user, session, token: tokenIn(mail.text) };
  }

  it('answers 200 for an unknown email too, and sends nothing', async () => {
    expect((await t.request('POST', '/api/auth/recover', { body: { email: 'ghost@test.capsuisse.ch' } })).status).toBe(200);
    await expect(t.mailTo('ghost@test.capsuisse.ch', 1000)).rejects.toThrow();
  });

  it('answers before looking the account up, so alike and in the same time whether it exists or not: the link is made by a job', async () => {
    const { user } = await t.asClient();
    const recover = (email: string) => t.request('POST', '/api/auth/recover', { body: { email } });
    // A transaction that holds the reset links (and, on PGlite, its one connection): the job waits, the answers
    // must not. Begun by hand: the requests are not made inside its async context, which a job would inherit.
    const em = t.app.get(EntityManager).fork();
    await em.begin();
    const held = { statuses: [] as number[], links: -1 };
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the answer waited for the work')), 5000)));
    try {
      await em.execute('lock table password_reset_tokens in exclusive mode');
      for (const email of [user.email, 'ghost-held@test.capsuisse.ch']) held.statuses.push((await Promise.race([recover(email), waited])).status);
      held.links = (await em.execute('select 1 from password_reset_tokens where user_id = ?', [user.id])).length;
    } finally {
      clearTimeout(timer);
      await em.commit();
    }
    expect(held).toEqual({ statuses: [200, 200], links: 0 });
    expect((await t.mailTo(user.email)).text).toContain('/reset-password?token=');
  });

  it('resets once with the emailed token, signs out everywhere, and refuses the token again', async () => {
    const { user, session, token } = await requestReset();
    const reset = await t.request('POST', '/api/auth/reset', { body: { token, password: 'Nouveau-Pass-2' } });
    expect(reset.status).toBe(200);
    expect((await me(session.access_token)).status).toBe(401);
    expect((await login(user.email, PASSWORD)).status).toBe(401);
    expect((await login(user.email, 'Nouveau-Pass-2')).status).toBe(200);
    const again = await t.request('POST', '/api/auth/reset', { body: { token, password: 'Encore-Pass-3' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(API_ERRORS.resetTokenInvalid);
  });

  (process.env['REDIS_URL'] ? it : it.skip)('leaves no copy of the link in Redis once the mail is sent', async () => {
    const { token } = await requestReset();
    const redis = new Redis(process.env['REDIS_URL'] ?? '');
    const copies = async () => {
      const dumps: string[] = [];
      for (const key of await redis.keys(`${t.config.queuePrefix}:*`)) {
        const type = await redis.type(key);
        if (type === 'hash') dumps.push(JSON.stringify(await redis.hgetall(key)));
        else if (type === 'string') dumps.push((await redis.get(key)) ?? '');
        else if (type === 'list') dumps.push(JSON.stringify(await redis.lrange(key, 0, -1)));
        else if (type === 'stream') dumps.push(JSON.stringify(await redis.xrange(key, '-', '+')));
      }
      return dumps.filter((d) => d.includes(token)).length;
    };
    try {
      // The job is removed just after its handler wrote the outbox row.
      let left = await copies();
      for (const start = Date.now(); left > 0 && Date.now() - start < 5000; left = await copies()) await new Promise((r) => setTimeout(r, 100));
      expect(left).toBe(0);
    } finally {
      redis.disconnect();
    }
  });

  it('keeps only the newest link alive: a new request ends the older one', async () => {
    const { user, token: first } = await requestReset();
    expect((await t.request('POST', '/api/auth/recover', { body: { email: user.email } })).status).toBe(200);
    let second = first;
    for (const start = Date.now(); second === first && Date.now() - start < 15_000; await new Promise((r) => setTimeout(r, 100))) {
      second = tokenIn((await t.mailTo(user.email)).text);
    }
    expect(second).not.toBe(first);
    expect((await t.request('POST', '/api/auth/reset', { body: { token: first, password: 'Nouveau-Pass-2' } })).status).toBe(400);
    expect((await t.request('POST', '/api/auth/reset', { body: { token: second, password: 'Nouveau-Pass-2' } })).status).toBe(200);
  });

  it('refuses a token older than one hour', async () => {
    const { user, token } = await requestReset();
    t.clock.advance(HOUR + 1000);
    const res = await t.request('POST', '/api/auth/reset', { body: { token, password: 'Nouveau-Pass-2' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(API_ERRORS.resetTokenInvalid);
    expect((await login(user.email, PASSWORD)).status).toBe(200);
  });

  it('applies the sign-up password rules to the new password', async () => {
    const { token } = await requestReset();
    const res = await t.request('POST', '/api/auth/reset', { body: { token, password: 'faible' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(VALIDATION.passwordMin);
  });
});

describe('own profile', () => {
  it('saves first/last name, dial code and phone, empty fields as null', async () => {
    const { session } = await t.asClient();
    const res = await t.request('PATCH', '/api/me', { token: session.access_token, body: { first_name: ' Élise ', phone: '' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Élise', last_name: 'client', phone: null, has_paid: true });
    expect((await t.request('GET', '/api/me', { token: session.access_token })).body.first_name).toBe('Élise');
  });

  it('refuses a name over 100 characters with the spec message', async () => {
    const { session } = await t.asClient();
    const res = await t.request('PATCH', '/api/me', { token: session.access_token, body: { last_name: 'x'.repeat(101) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(VALIDATION.lastNameMax);
  });
});
