import { createDecoder } from 'fast-jwt';
import { Secret, TOTP } from 'otpauth';
import { type ActiveSession, MFA_MESSAGES, type FactorVerified, type MfaChallenge, RECOVERY_CODE_COUNT, type Session, type TotpEnrolment } from '@capsuisse/contracts';
import { PASSWORD, TestApp } from './harness';

const STEP_MS = 30_000;
let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t?.close());
// The app clock follows real time: each test starts at the beginning of a 30 s step, so the codes it reads stay in the step they were shown in.
beforeEach(() => t.clock.advance(STEP_MS - (t.clock.now().getTime() % STEP_MS) + 100));

const login = (email: string, password = PASSWORD) => t.request<Session | MfaChallenge>('POST', '/api/auth/token?grant_type=password', { body: { email, password } });
const mfaGrant = (body: Record<string, unknown>, remoteAddress?: string) =>
  t.request('POST', '/api/auth/token?grant_type=mfa', { body, ...(remoteAddress && { remoteAddress }) });
const refresh = (token: string) => t.request<Session>('POST', '/api/auth/token?grant_type=refresh_token', { body: { refresh_token: token } });
/** The code an authenticator app shows at the app clock's time, `steps` periods later. */
const codeAt = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: t.clock.now().getTime() + steps * STEP_MS });
const decode = createDecoder();
const claims = (token: string) => decode(token) as { aal: string; mfa: boolean };

/** Enrols a TOTP factor on the session and verifies it: the secret, the recovery codes, and the session refreshed to aal2. */
async function enrol(session: Session) {
  const started = await t.request<TotpEnrolment>('POST', '/api/auth/factors', { token: session.access_token, body: { friendly_name: 'Mon téléphone', password: PASSWORD } });
  expect(started.status).toBe(201);
  const verified = await t.request<FactorVerified>('POST', `/api/auth/factors/${started.body.id}/verify`, { token: session.access_token, body: { code: codeAt(started.body.totp.secret) } });
  expect(verified.status).toBe(200);
  const upgraded = await refresh(session.refresh_token);
  return { factor: started.body, secret: started.body.totp.secret, recoveryCodes: verified.body.recovery_codes, session: upgraded.body };
}

describe('TOTP enrolment', () => {
  it('starts unverified with a secret, an otpauth URI for CapSuisse and the email, and a QR code; verifying gives 10 recovery codes once and aal2', async () => {
    const { user, session } = await t.asClient();
    const started = await t.request<TotpEnrolment>('POST', '/api/auth/factors', { token: session.access_token, body: { friendly_name: 'Mon téléphone', password: PASSWORD } });
    expect(started.status).toBe(201);
    const { totp, ...factor } = started.body;
    expect(factor).toEqual({ id: expect.any(String), factor_type: 'totp', friendly_name: 'Mon téléphone', status: 'unverified' });
    expect(totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp.uri).toBe(`otpauth://totp/CapSuisse:${encodeURIComponent(user.email)}?issuer=CapSuisse&secret=${totp.secret}&algorithm=SHA1&digits=6&period=30`);
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(totp.qr_code.split(',')[1], 'base64').toString()).toContain('<svg');
    expect((await t.request('GET', '/api/auth/user', { token: session.access_token })).body.factors).toEqual([factor]);

    // The secret is stored encrypted: neither the base32 nor its bytes appear in the row.
    const [row] = await t.rows('select secret_encrypted from mfa_factors where id = ?', [factor.id]);
    expect(row.secretEncrypted).toMatch(/^v1\./);
    expect(row.secretEncrypted).not.toContain(totp.secret);

    const wrong = await t.request('POST', `/api/auth/factors/${factor.id}/verify`, { token: session.access_token, body: { code: codeAt(totp.secret, 5) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MFA_MESSAGES.codeInvalid);
    const badFormat = await t.request('POST', `/api/auth/factors/${factor.id}/verify`, { token: session.access_token, body: { code: '12ab56' } });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.message).toBe(MFA_MESSAGES.codeFormat);

    const verified = await t.request<FactorVerified>('POST', `/api/auth/factors/${factor.id}/verify`, { token: session.access_token, body: { code: codeAt(totp.secret) } });
    expect(verified.status).toBe(200);
    expect(verified.body.factor).toEqual({ ...factor, status: 'verified' });
    expect(verified.body.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(verified.body.recovery_codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of verified.body.recovery_codes) expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    // Stored hashed only.
    const stored = await t.rows('select code_hash from mfa_recovery_codes where user_id = ?', [user.id]);
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    expect(stored.map((r) => r.codeHash)).not.toContain(verified.body.recovery_codes[0]);

    // The session proved the factor: its next token is aal2, and says the user is enrolled.
    expect(claims(session.access_token)).toMatchObject({ aal: 'aal1', mfa: false });
    const upgraded = await refresh(session.refresh_token);
    expect(claims(upgraded.body.access_token)).toMatchObject({ aal: 'aal2', mfa: true });
    expect(upgraded.body.user.factors).toEqual([{ ...factor, status: 'verified' }]);
    expect((await t.request('GET', '/api/auth/user', { token: upgraded.body.access_token })).body.factors).toEqual([{ ...factor, status: 'verified' }]);

    // One verified factor per account.
    const again = await t.request('POST', '/api/auth/factors', { token: upgraded.body.access_token, body: { password: PASSWORD } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MFA_MESSAGES.alreadyEnrolled);
  });

  it("answers 404 for another user's factor, 400 for a malformed id or an unknown field", async () => {
    const a = await t.asClient();
    const b = await t.asClient();
    const started = await t.request<TotpEnrolment>('POST', '/api/auth/factors', { token: a.session.access_token, body: { password: PASSWORD } });
    const foreign = await t.request('POST', `/api/auth/factors/${started.body.id}/verify`, { token: b.session.access_token, body: { code: codeAt(started.body.totp.secret) } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(MFA_MESSAGES.factorNotFound);
    expect((await t.request('DELETE', `/api/auth/factors/${started.body.id}`, { token: b.session.access_token })).status).toBe(404);
    expect((await t.request('POST', '/api/auth/factors/pas-un-id/verify', { token: a.session.access_token, body: { code: '123456' } })).status).toBe(400);
    expect((await t.request('POST', '/api/auth/factors', { token: a.session.access_token, body: { secret: 'AAAA', password: PASSWORD } })).status).toBe(400);
    expect((await t.request('POST', '/api/auth/factors', { body: {} })).status).toBe(401);
  });
});

describe('sign-in with a second factor', () => {
  it('asks for a code after the password, then opens an aal2 session; a wrong or replayed code is refused', async () => {
    const { user, session } = await t.asClient();
    const { secret, recoveryCodes } = await enrol(session);

    const challenged = await login(user.email);
    expect(challenged.status).toBe(200);
    expect(challenged.body).toEqual({ mfa_required: true, mfa_token: expect.any(String), expires_in: 300 });
    expect('access_token' in challenged.body).toBe(false);
    const { mfa_token } = challenged.body as MfaChallenge;
    // The challenge is no access token.
    expect((await t.request('GET', '/api/auth/user', { token: mfa_token })).status).toBe(401);

    const wrong = await mfaGrant({ mfa_token, code: codeAt(secret, 10) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MFA_MESSAGES.codeInvalid);
    // The enrolment used this step's code: it does not open a session.
    const replayedEnrolmentCode = await mfaGrant({ mfa_token, code: codeAt(secret) });
    expect(replayedEnrolmentCode.body.message).toBe(MFA_MESSAGES.codeReused);

    t.clock.advance(STEP_MS);
    const code = codeAt(secret);
    const ok = await mfaGrant({ mfa_token, code });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ token_type: 'bearer', user: { email: user.email, factors: [{ factor_type: 'totp', status: 'verified' }] } });
    expect(claims(ok.body.access_token)).toMatchObject({ aal: 'aal2', mfa: true });
    // The challenge opened its session: used again, with the next code or a recovery code, it is a 401 that spends nothing.
    t.clock.advance(STEP_MS);
    for (const second of [{ code: codeAt(secret) }, { recovery_code: recoveryCodes[0] }]) {
      expect(await mfaGrant({ mfa_token, ...second })).toMatchObject({ status: 401, body: { message: MFA_MESSAGES.challengeExpired } });
    }
    expect(await t.rows('select 1 from mfa_recovery_codes where user_id = ? and used_at is not null', [user.id])).toHaveLength(0);
    // The same code again, within its window: refused.
    const replay = await mfaGrant({ mfa_token: ((await login(user.email)).body as MfaChallenge).mfa_token, code });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(MFA_MESSAGES.codeReused);
    // Refresh keeps the session's aal.
    expect(claims((await refresh(ok.body.refresh_token)).body.access_token)).toMatchObject({ aal: 'aal2' });
  });

  it('accepts the code of the next step (clock drift of ±1 step), not two steps away; an expired challenge is refused', async () => {
    const { user, session } = await t.asClient();
    const { secret } = await enrol(session);
    t.clock.advance(STEP_MS);
    const token = async () => ((await login(user.email)).body as MfaChallenge).mfa_token;
    expect((await mfaGrant({ mfa_token: await token(), code: codeAt(secret, 2) })).body.message).toBe(MFA_MESSAGES.codeInvalid);
    expect((await mfaGrant({ mfa_token: await token(), code: codeAt(secret, 1) })).status).toBe(200);

    const stale = await token();
    t.clock.advance(6 * 60_000);
    const expired = await mfaGrant({ mfa_token: stale, code: codeAt(secret) });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(MFA_MESSAGES.challengeExpired);
    expect((await mfaGrant({ mfa_token: 'forged', code: '123456' })).status).toBe(401);
    const both = await mfaGrant({ mfa_token: await token(), code: '123456', recovery_code: 'abcd-efgh-jkmn-pqrs' });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe(MFA_MESSAGES.oneCode);
  });

  it('takes each recovery code once, in any case and grouping', async () => {
    const { user, session } = await t.asClient();
    const { recoveryCodes } = await enrol(session);
    const challenge = async () => ((await login(user.email)).body as MfaChallenge).mfa_token;
    const typed = recoveryCodes[0].toUpperCase().replace(/-/g, ' ');
    const first = await mfaGrant({ mfa_token: await challenge(), recovery_code: typed });
    expect(first.status).toBe(200);
    expect(claims(first.body.access_token)).toMatchObject({ aal: 'aal2' });
    const again = await mfaGrant({ mfa_token: await challenge(), recovery_code: recoveryCodes[0] });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MFA_MESSAGES.recoveryCodeInvalid);
    expect((await mfaGrant({ mfa_token: await challenge(), recovery_code: recoveryCodes[1] })).status).toBe(200);
    // Another user's code is no good here.
    const other = await t.asClient();
    const otherCodes = (await enrol(other.session)).recoveryCodes;
    expect((await mfaGrant({ mfa_token: await challenge(), recovery_code: otherCodes[0] })).status).toBe(400);
    // One challenge, two recovery codes at once: one session, and only its code is spent.
    const raced = await challenge();
    const both = await Promise.all([recoveryCodes[2], recoveryCodes[3]].map((recovery_code) => mfaGrant({ mfa_token: raced, recovery_code })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
    expect(await t.rows('select 1 from mfa_recovery_codes where user_id = ? and used_at is not null', [user.id])).toHaveLength(3);
  });
});

describe('axel endpoints and removal', () => {
  it('refuses an aal1 session of an enrolled axel on every axel route, with a French 403; the aal2 session passes', async () => {
    const { user, session } = await t.asAxel();
    const before = await t.newSession(user);
    expect((await t.request('GET', '/api/admin/users', { token: before.access_token })).status).toBe(200);
    const { session: aal2 } = await enrol(session);
    expect((await t.request('GET', '/api/admin/users', { token: aal2.access_token })).status).toBe(200);

    // The session opened before enrolment ended with it, its access and refresh tokens at once.
    expect((await t.request('GET', '/api/admin/users', { token: before.access_token })).status).toBe(401);
    expect((await refresh(before.refresh_token)).status).toBe(401);
    // The enrolling session's token from before the code says aal1 and no factor: the session's own level decides.
    expect(claims(session.access_token)).toMatchObject({ aal: 'aal1', mfa: false });
    expect((await t.request('GET', '/api/admin/users', { token: session.access_token })).status).toBe(200);
    // A session opened without the code since.
    const aal1 = (await refresh((await t.newSession(user)).refresh_token)).body;
    expect(claims(aal1.access_token)).toMatchObject({ aal: 'aal1', mfa: true });
    for (const url of ['/api/admin/users', '/api/admin/counters', '/api/admin/audit']) {
      const res = await t.request('GET', url, { token: aal1.access_token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MFA_MESSAGES.axelAal2Required);
    }
    // Signed-in routes stay open: who am I, sign out.
    expect((await t.request('GET', '/api/auth/user', { token: aal1.access_token })).status).toBe(200);
    // A password alone gives no session at all now.
    expect('mfa_required' in (await login(user.email)).body).toBe(true);
  });

  it('removes a verified factor from an aal2 session only; the recovery codes go with it and the password alone signs in again', async () => {
    const { user, session } = await t.asCoach();
    const { factor, session: aal2 } = await enrol(session);
    const aal1 = (await refresh((await t.newSession(user)).refresh_token)).body;
    const refused = await t.request('DELETE', `/api/auth/factors/${factor.id}`, { token: aal1.access_token, body: { password: PASSWORD } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MFA_MESSAGES.aal2Required);

    const removed = await t.request('DELETE', `/api/auth/factors/${factor.id}`, { token: aal2.access_token, body: { password: PASSWORD } });
    expect(removed.status).toBe(204);
    expect((await t.request('GET', '/api/auth/user', { token: aal2.access_token })).body.factors).toEqual([]);
    // Every other session ended with the factor.
    expect((await t.request('GET', '/api/auth/user', { token: aal1.access_token })).status).toBe(401);
    const [entry] = await t.rows(`select details from audit_log where actor_id = ? and action = 'auth.mfa_removed'`, [user.id]);
    expect(entry.details).toMatchObject({ factorId: factor.id, sessions_ended: 1 });
    expect(await t.rows('select 1 from mfa_recovery_codes where user_id = ?', [user.id])).toHaveLength(0);
    expect(await t.rows(`select 1 from audit_log where actor_id = ? and action in ('auth.mfa_enrolled', 'auth.mfa_removed')`, [user.id])).toHaveLength(2);
    const plain = await login(user.email);
    expect(plain.status).toBe(200);
    expect('access_token' in plain.body).toBe(true);
  });

  it('an aal1 session ends neither one nor all of the aal2 sessions; an aal2 session ends any', async () => {
    const { user, session } = await t.asClient();
    const { session: aal2 } = await enrol(session);
    // Sessions without the code (a password that leaked): every one opened before enrolment ended with it.
    const before = await t.newSession(user);
    const sessions = (await t.request<ActiveSession[]>('GET', '/api/auth/sessions', { token: aal2.access_token })).body;
    const aal2Id = (sessions.find((s) => s.current) as ActiveSession).id;
    const alive = async (token: string) => (await t.request('GET', '/api/auth/user', { token })).status;

    const refused = await t.request('DELETE', `/api/auth/sessions/${aal2Id}`, { token: before.access_token });
    expect(refused).toMatchObject({ status: 403, body: { message: MFA_MESSAGES.aal2Required } });
    const third = await t.newSession(user);
    expect((await t.request('POST', '/api/auth/logout?scope=global', { token: before.access_token })).status).toBe(204);
    expect(await alive(before.access_token)).toBe(401);
    expect(await alive(third.access_token)).toBe(401);
    expect(await alive(aal2.access_token)).toBe(200);

    const fourth = await t.newSession(user);
    const fourthId = (await t.request<ActiveSession[]>('GET', '/api/auth/sessions', { token: fourth.access_token })).body.find((s) => s.current)?.id;
    expect((await t.request('DELETE', `/api/auth/sessions/${fourthId}`, { token: aal2.access_token })).status).toBe(204);
    expect(await alive(fourth.access_token)).toBe(401);
  });

  it('asks for the password again to enrol and to remove a verified factor: without it or wrong, a French 400 that changes nothing', async () => {
    const { user, session } = await t.asClient();
    const start = (body: Record<string, string>) => t.request('POST', '/api/auth/factors', { token: session.access_token, body });
    expect(await start({})).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.passwordRequired } });
    expect(await start({ password: 'Pas-le-bon-1' })).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.passwordWrong } });
    expect(await t.rows('select 1 from mfa_factors where user_id = ?', [user.id])).toHaveLength(0);

    const { factor, session: aal2 } = await enrol(session);
    const remove = (body?: Record<string, string>) => t.request('DELETE', `/api/auth/factors/${factor.id}`, { token: aal2.access_token, ...(body && { body }) });
    expect(await remove()).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.passwordRequired } });
    expect(await remove({ password: 'Pas-le-bon-1' })).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.passwordWrong } });
    // Still enrolled, and the wrong password signed nobody out.
    expect((await t.request('GET', '/api/auth/user', { token: aal2.access_token })).body.factors).toEqual([expect.objectContaining({ id: factor.id, status: 'verified' })]);
    expect((await remove({ password: PASSWORD })).status).toBe(204);
  });

  it('lets an unfinished enrolment be dropped from any session, without the password', async () => {
    const { session } = await t.asClient();
    const started = await t.request<TotpEnrolment>('POST', '/api/auth/factors', { token: session.access_token, body: { password: PASSWORD } });
    expect((await t.request('DELETE', `/api/auth/factors/${started.body.id}`, { token: session.access_token })).status).toBe(204);
    expect((await t.request('GET', '/api/auth/user', { token: session.access_token })).body.factors).toEqual([]);
  });
});
