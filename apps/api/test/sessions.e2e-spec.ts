import { API_ERRORS, REFRESH_COOKIE } from '@capsuisse/contracts';
import { PASSWORD, type Response, TestApp } from './harness';

// Issue 10 item 2 and 9: refresh tokens' idle and absolute lifetimes, the web's refresh cookie, and the
// list of a user's active sessions.
const DAY = 86_400_000;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start({ SESSION_IDLE_DAYS: '7', SESSION_MAX_DAYS: '30' });
});
afterAll(() => t?.close());

const refresh = (token: string) => t.request('POST', '/api/auth/token?grant_type=refresh_token', { body: { refresh_token: token } });
const cookieRefresh = (cookie?: string, userAgent = CHROME) =>
  t.request('POST', '/api/auth/token?grant_type=refresh_token&transport=cookie', {
    body: {},
    headers: { 'user-agent': userAgent, ...(cookie !== undefined && { cookie: `${REFRESH_COOKIE}=${cookie}` }) },
  });
const me = (token: string) => t.request('GET', '/api/auth/user', { token });
/** The app clock moves with real time too: "now" within the few seconds a test takes. */
const near = (iso: string, at: Date) => Math.abs(new Date(iso).getTime() - at.getTime()) < 5_000;

/** The Set-Cookie line of the refresh cookie, split into its value and attributes. */
function refreshCookie(res: Response): { value: string; attributes: Record<string, string | true> } {
  const header = res.headers['set-cookie'];
  const lines = (Array.isArray(header) ? header : [header]).filter((l): l is string => typeof l === 'string');
  const line = lines.find((l) => l.startsWith(`${REFRESH_COOKIE}=`));
  if (!line) throw new Error(`no ${REFRESH_COOKIE} cookie in ${JSON.stringify(header)}`);
  const [pair, ...rest] = line.split(';').map((p) => p.trim());
  const attributes = Object.fromEntries(rest.map((a) => (a.includes('=') ? [a.split('=')[0].toLowerCase(), a.slice(a.indexOf('=') + 1)] : [a.toLowerCase(), true])));
  return { value: decodeURIComponent(pair.slice(REFRESH_COOKIE.length + 1)), attributes };
}

async function browserSignIn(userAgent = CHROME) {
  const { user } = await t.asClient();
  const res = await t.request('POST', '/api/auth/token?grant_type=password&transport=cookie', { body: { email: user.email, password: PASSWORD }, headers: { 'user-agent': userAgent } });
  expect(res.status).toBe(200);
  return { user, res, cookie: refreshCookie(res).value };
}

describe('lifetimes', () => {
  it('refuses a refresh token left unused longer than the idle lifetime', async () => {
    const { session } = await t.asClient();
    t.clock.advance(6 * DAY);
    const next = await refresh(session.refresh_token);
    expect(next.status).toBe(200); // used within 6 days: the idle clock starts again
    t.clock.advance(7 * DAY + 60_000);
    const idle = await refresh(next.body.refresh_token);
    expect(idle.status).toBe(401);
    expect(idle.body.message).toBe(API_ERRORS.sessionExpired);
  });

  it('refuses a session older than the absolute lifetime, however often it was used', async () => {
    const { session } = await t.asClient();
    let token = session.refresh_token;
    for (const days of [5, 5, 5, 5, 5, 4]) {
      t.clock.advance(days * DAY);
      const next = await refresh(token);
      expect(next.status).toBe(200);
      token = next.body.refresh_token;
    }
    t.clock.advance(DAY + 60_000); // 30 days after sign-in, last used a day ago
    const old = await refresh(token);
    expect(old.status).toBe(401);
    expect(old.body.message).toBe(API_ERRORS.sessionExpired);
  });

  it('ends the access tokens of an ended session too', async () => {
    const { session } = await t.asClient();
    t.clock.advance(7 * DAY + 60_000);
    expect((await me(session.access_token)).status).toBe(401);
  });
});

describe('the refresh cookie (transport=cookie)', () => {
  it('is HttpOnly, Secure, SameSite=Strict, scoped to /api/auth, lives as long as the idle lifetime, and stays out of the JSON', async () => {
    const { res } = await browserSignIn();
    const { value, attributes } = refreshCookie(res);
    expect(value).toMatch(/^\S{20,}$/);
    expect(attributes).toMatchObject({ path: '/api/auth', httponly: true, secure: true, samesite: 'Strict', 'max-age': String(7 * 86_400) });
    expect(res.body.refresh_token).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain(value);
    expect((await me(res.body.access_token)).status).toBe(200);
  });

  it('sign-up with transport=cookie sets it the same way', async () => {
    const email = `cookie-${Date.now()}@test.capsuisse.ch`;
    const body = { email, password: 'Abcdef1!', confirmPassword: 'Abcdef1!', firstName: 'Léa', lastName: 'Martin', countryCode: '+41', phone: '079 123 45 67', accountType: 'client' };
    const res = await t.request('POST', '/api/auth/signup?transport=cookie', { body });
    expect(res.status).toBe(201);
    expect(res.body.refresh_token).toBeUndefined();
    expect(refreshCookie(res).attributes).toMatchObject({ httponly: true, secure: true, samesite: 'Strict', path: '/api/auth' });
  });

  it('refreshes from the cookie alone and rotates it; the spent one is refused', async () => {
    const { cookie } = await browserSignIn();
    const next = await cookieRefresh(cookie);
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).toBeUndefined();
    expect((await me(next.body.access_token)).status).toBe(200);
    const rotated = refreshCookie(next).value;
    expect(rotated).not.toBe(cookie);
    expect((await cookieRefresh(rotated)).status).toBe(200);
  });

  it('ignores a refresh token in the body with transport=cookie, and clears a refused cookie', async () => {
    const { session } = await t.asClient();
    const res = await t.request('POST', '/api/auth/token?grant_type=refresh_token&transport=cookie', { body: { refresh_token: session.refresh_token } });
    expect(res.status).toBe(401);
    expect((await cookieRefresh('made-up')).status).toBe(401);
    const refused = await cookieRefresh('made-up');
    expect(refreshCookie(refused).value).toBe('');
    expect(refreshCookie(refused).attributes['path']).toBe('/api/auth');
    // Its body token was not spent by that attempt.
    expect((await refresh(session.refresh_token)).status).toBe(200);
  });

  it('is refused once idle, and cleared', async () => {
    const { cookie } = await browserSignIn();
    t.clock.advance(7 * DAY + 60_000);
    const res = await cookieRefresh(cookie);
    expect(res.status).toBe(401);
    expect(refreshCookie(res).value).toBe('');
  });

  it('sign-out clears it, and the cookie no longer refreshes', async () => {
    const { res, cookie } = await browserSignIn();
    const out = await t.request('POST', '/api/auth/logout?scope=local', { token: res.body.access_token, headers: { cookie: `${REFRESH_COOKIE}=${cookie}` } });
    expect(out.status).toBe(204);
    const cleared = refreshCookie(out);
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toMatchObject({ path: '/api/auth', httponly: true, secure: true, samesite: 'Strict' });
    expect(new Date(String(cleared.attributes['expires'])).getTime()).toBeLessThan(Date.now());
    expect((await cookieRefresh(cookie)).status).toBe(401);
  });

  it('refuses an unknown transport with a French 400', async () => {
    const res = await t.request('POST', '/api/auth/token?grant_type=password&transport=header', { body: { email: 'a@b.ch', password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Transport de session inconnu');
  });
});

describe('active sessions', () => {
  it('lists the live sessions with device, creation, last use and the current one; not ended or expired ones', async () => {
    const { user, res: chrome } = await browserSignIn(CHROME);
    const firefox = await t.request('POST', '/api/auth/token?grant_type=password', { body: { email: user.email, password: PASSWORD }, headers: { 'user-agent': FIREFOX } });
    const gone = await t.newSession(user);
    await t.request('POST', '/api/auth/logout?scope=local', { token: gone.access_token });

    const list = await t.request('GET', '/api/auth/sessions', { token: chrome.body.access_token });
    expect(list.status).toBe(200);
    // The harness's first session (no User-Agent), Chrome and Firefox; not the signed-out one.
    expect(list.body).toHaveLength(3);
    const byDevice = Object.fromEntries(list.body.map((s: { device: string }) => [s.device, s]));
    expect(Object.keys(byDevice).sort()).toEqual(['Appareil inconnu', 'Chrome sur Windows', 'Firefox sur Linux']);
    expect(byDevice['Chrome sur Windows'].current).toBe(true);
    expect(byDevice['Firefox sur Linux'].current).toBe(false);
    expect(near(byDevice['Firefox sur Linux'].created_at, t.clock.now())).toBe(true);
    expect((await me(firefox.body.access_token)).status).toBe(200);
  });

  it('shows the last use moving with each refresh, and drops an idle session', async () => {
    const { user } = await browserSignIn();
    const other = await t.newSession(user);
    const signedInAt = t.clock.now();
    t.clock.advance(DAY);
    const refreshed = await refresh(other.refresh_token);
    let list = await t.request('GET', '/api/auth/sessions', { token: refreshed.body.access_token });
    const mine = list.body.find((s: { current: boolean }) => s.current);
    expect(near(mine.created_at, signedInAt)).toBe(true);
    expect(near(mine.last_used_at, t.clock.now())).toBe(true);
    expect(new Date(mine.last_used_at).getTime() - new Date(mine.created_at).getTime()).toBeGreaterThanOrEqual(DAY);
    expect(list.body.find((s: { id: string; device: string }) => s.id !== mine.id && s.device === 'Chrome sur Windows')).toBeTruthy();

    t.clock.advance(6 * DAY + 60_000); // the browser's session: 7 days idle; the other: 6
    list = await t.request('GET', '/api/auth/sessions', { token: (await refresh(refreshed.body.refresh_token)).body.access_token });
    expect(list.body.map((s: { device: string }) => s.device)).not.toContain('Chrome sur Windows');
  });

  it('ends another device: its access and refresh tokens stop at once; audited', async () => {
    const { user, res, cookie } = await browserSignIn();
    const other = await t.newSession(user);
    const list = await t.request('GET', '/api/auth/sessions', { token: other.access_token });
    const browser = list.body.find((s: { device: string }) => s.device === 'Chrome sur Windows');
    const end = await t.request('DELETE', `/api/auth/sessions/${browser.id}`, { token: other.access_token });
    expect(end.status).toBe(204);
    expect((await me(res.body.access_token)).status).toBe(401);
    expect((await cookieRefresh(cookie)).status).toBe(401);
    expect((await me(other.access_token)).status).toBe(200);
    const [entry] = await t.rows(`select actor_id, action, target_id from audit_log where action = 'auth.session_end' and target_id = ?`, [browser.id]);
    expect(entry).toMatchObject({ actorId: user.id, action: 'auth.session_end' });
    // Ended already: not found.
    expect((await t.request('DELETE', `/api/auth/sessions/${browser.id}`, { token: other.access_token })).status).toBe(404);
  });

  it("answers 404 for another user's session and leaves it alive", async () => {
    const alice = await t.asClient();
    const bob = await t.asCoach();
    const [bobSession] = (await t.request('GET', '/api/auth/sessions', { token: bob.session.access_token })).body;
    const res = await t.request('DELETE', `/api/auth/sessions/${bobSession.id}`, { token: alice.session.access_token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(API_ERRORS.notFound);
    expect((await me(bob.session.access_token)).status).toBe(200);
    expect((await t.request('DELETE', '/api/auth/sessions/pas-un-id', { token: alice.session.access_token })).status).toBe(400);
    expect((await t.request('GET', '/api/auth/sessions')).status).toBe(401);
  });
});
