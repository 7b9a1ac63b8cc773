import { SESSION_REFRESH_CHECK_MS, type AuthEvent, type BrowserSession } from '@capsuisse/contracts';
import { HttpClient } from './http-client';
import { type RefreshLocks, SIGNED_IN_KEY, SessionStore } from './session-store';
import { fakeResponse } from '@capsuisse/web-testing';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
const REFRESH_URL = '/api/auth/token?grant_type=refresh_token&transport=cookie';

function session(id: string, expiresInS: number, userId = 'u1'): BrowserSession {
  return {
    access_token: `access-${id}`,
    expires_in: expiresInS,
    expires_at: Math.floor(Date.now() / 1000) + expiresInS,
    token_type: 'bearer',
    user: { id: userId, email: 'marie@example.ch', role: 'client', factors: [] },
  };
}

type Reply = { status: number; body?: unknown } | 'network-down';

/** A fetch whose answers the test queues, recording every call with the fake clock's time. */
function fakeFetch() {
  const replies: Reply[] = [];
  const calls: { url: string; body: unknown; at: number; auth: string | undefined }[] = [];
  const fetchFn = async (url: string, init?: RequestInit): Promise<Response> => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined, at: Date.now(), auth: headers['Authorization'] });
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected call ${url}`);
    if (reply === 'network-down') throw new TypeError('Failed to fetch');
    return fakeResponse(reply);
  };
  return { fetchFn, replies, calls };
}

/** The storage holds no token: only who is signed in, if anyone. */
const storageText = () => JSON.stringify({ ...localStorage, ...sessionStorage });

describe('SessionStore', () => {
  const stores: SessionStore[] = [];
  beforeEach(() => {
    jest.useFakeTimers({ now: T0 });
    localStorage.clear();
  });
  afterEach(() => {
    stores.splice(0).forEach((s) => s.dispose());
    jest.useRealTimers();
  });

  /** A tab. With `signedIn`, someone signed in earlier on this browser: the load refreshes from the cookie, answered with it. */
  function make(signedIn?: BrowserSession, options: { win?: Window | null } = {}) {
    if (signedIn) localStorage.setItem(SIGNED_IN_KEY, signedIn.user.id);
    const net = fakeFetch();
    if (signedIn) net.replies.push({ status: 200, body: signedIn });
    const store = new SessionStore({ http: new HttpClient('/api', net.fetchFn), storage: localStorage, win: options.win === undefined ? window : options.win, locks: null });
    stores.push(store);
    const events: [AuthEvent, string | null][] = [];
    store.onAuthStateChange((event, s) => events.push([event, s?.access_token ?? null]));
    return { store, net, events };
  }

  it('starts signed out without a request when nobody signed in on this browser', async () => {
    const { store, events, net } = make();
    expect(store.getSnapshot().ready).toBe(false);
    await store.initialize();
    expect(store.getSnapshot()).toEqual({ ready: true, session: null });
    expect(events).toEqual([['INITIAL_SESSION', null]]);
    expect(net.calls).toHaveLength(0);
  });

  it('signs in with the cookie transport and keeps no token in storage; a reload gets its session from the cookie', async () => {
    const first = make();
    await first.store.initialize();
    // Were the server to put a refresh token in the JSON, the store would still not keep it.
    first.net.replies.push({ status: 200, body: { ...session('a', 900), refresh_token: 'refresh-secret' } });
    await first.store.signIn({ email: 'marie@example.ch', password: 'x' });
    expect(first.net.calls[0].url).toBe('/api/auth/token?grant_type=password&transport=cookie');
    expect(first.events.at(-1)).toEqual(['SIGNED_IN', 'access-a']);
    expect(first.store.session).not.toHaveProperty('refresh_token');
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBe('u1');
    expect(storageText()).not.toMatch(/access-a|refresh-secret/);
    first.store.dispose();

    const reload = make(undefined, { win: null });
    reload.net.replies.push({ status: 200, body: session('b', 900) });
    await reload.store.initialize();
    expect(reload.net.calls).toEqual([expect.objectContaining({ url: REFRESH_URL, body: {}, auth: undefined })]);
    expect(reload.store.session?.access_token).toBe('access-b');
    expect(reload.events).toEqual([['INITIAL_SESSION', 'access-b']]);
  });

  it('signs up with the cookie transport', async () => {
    const { store, net } = make();
    await store.initialize();
    net.replies.push({ status: 201, body: session('a', 900) });
    await store.signUp({ email: 'marie@example.ch', password: 'Abcdef1!', confirmPassword: 'Abcdef1!', firstName: 'M', lastName: 'D', countryCode: '+41', phone: '079 123 45 67', accountType: 'client' });
    expect(net.calls[0].url).toBe('/api/auth/signup?transport=cookie');
    expect(store.session?.access_token).toBe('access-a');
  });

  it('refreshes from the cookie before expiry on the periodic check', async () => {
    const { store, net, events } = make(session('a', 200));
    await store.initialize();
    expect(net.calls).toHaveLength(1); // the load's refresh; 200 s left: no other yet

    net.replies.push({ status: 200, body: session('b', 900) });
    await jest.advanceTimersByTimeAsync(4 * SESSION_REFRESH_CHECK_MS); // 80 s left: inside the margin
    expect(net.calls).toHaveLength(2);
    expect(net.calls[1]).toMatchObject({ url: REFRESH_URL, body: {} });
    expect(events.at(-1)).toEqual(['TOKEN_REFRESHED', 'access-b']);
  });

  it('retries a failing refresh with a backoff starting at 200 ms and doubling', async () => {
    localStorage.setItem(SIGNED_IN_KEY, 'u1');
    const { store, net, events } = make();
    net.replies.push('network-down', { status: 503 }, { status: 502 }, { status: 200, body: session('b', 900) });
    const init = store.initialize();
    await jest.advanceTimersByTimeAsync(2000);
    await init;
    const gaps = net.calls.slice(1).map((c, i) => c.at - net.calls[i].at);
    expect(gaps).toEqual([200, 400, 800]);
    expect(store.session?.access_token).toBe('access-b');
    expect(events).toEqual([['INITIAL_SESSION', 'access-b']]);
  });

  it('signs out, here and for the other tabs, when the server refuses the cookie', async () => {
    const { store, net, events } = make(session('a', 200));
    await store.initialize();
    net.replies.push({ status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Session expirée' } });
    await jest.advanceTimersByTimeAsync(4 * SESSION_REFRESH_CHECK_MS);
    expect(store.session).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
    expect(events.at(-1)).toEqual(['SIGNED_OUT', null]);
  });

  it('a load whose cookie is refused starts signed out and stops trying', async () => {
    localStorage.setItem(SIGNED_IN_KEY, 'u1');
    const { store, net, events } = make();
    net.replies.push({ status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Session expirée' } });
    await store.initialize();
    expect(events).toEqual([['INITIAL_SESSION', null]]);
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
  });

  it('keeps a still-valid session through a network outage, removes it once expired', async () => {
    const { store, net, events } = make(session('a', 100));
    await store.initialize();
    net.replies.push(...Array<Reply>(30).fill('network-down'));
    await jest.advanceTimersByTimeAsync(SESSION_REFRESH_CHECK_MS + 26_000);
    expect(store.session?.access_token).toBe('access-a'); // 44 s left: kept, tried again at the next check

    await jest.advanceTimersByTimeAsync(2 * SESSION_REFRESH_CHECK_MS + 30_000);
    expect(store.session).toBeNull();
    expect(events.at(-1)).toEqual(['SIGNED_OUT', null]);
  });

  it('sends a single refresh request for concurrent callers (refresh tokens rotate)', async () => {
    const { store, net } = make(session('a', 600));
    await store.initialize();
    net.replies.push({ status: 200, body: session('b', 900) });
    const results = await Promise.all([store.refreshSession(), store.refreshSession(), store.refreshSession()]);
    expect(net.calls).toHaveLength(2);
    expect(results.map((s) => s?.access_token)).toEqual(['access-b', 'access-b', 'access-b']);
  });

  it('recovers the session when the tab becomes visible again', async () => {
    const { store, net, events } = make(session('a', 600));
    await store.initialize();
    const visibility = jest.spyOn(document, 'visibilityState', 'get');

    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(20 * SESSION_REFRESH_CHECK_MS); // no checks while hidden: now expired
    expect(net.calls).toHaveLength(1);

    net.replies.push({ status: 200, body: session('b', 900) });
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(net.calls).toHaveLength(2);
    expect(events.at(-1)).toEqual(['TOKEN_REFRESHED', 'access-b']);
    visibility.mockRestore();
  });

  it('follows a sign-out made in another tab', async () => {
    const { store, events } = make(session('a', 900));
    await store.initialize();
    localStorage.removeItem(SIGNED_IN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_KEY, newValue: null }));
    expect(store.session).toBeNull();
    expect(events.at(-1)).toEqual(['SIGNED_OUT', null]);
  });

  it('follows a sign-in made in another tab: gets its own access token from the shared cookie', async () => {
    const { store, net, events } = make();
    await store.initialize();
    localStorage.setItem(SIGNED_IN_KEY, 'u2');
    net.replies.push({ status: 200, body: session('other', 900, 'u2') });
    window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_KEY, newValue: 'u2' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(net.calls).toEqual([expect.objectContaining({ url: REFRESH_URL })]);
    expect(events.at(-1)).toEqual(['SIGNED_IN', 'access-other']);
  });

  it('signs out on the server with the global scope and a bearer token', async () => {
    const { store, net, events } = make(session('a', 900));
    await store.initialize();
    net.replies.push({ status: 204 });
    await store.signOut();
    expect(net.calls[1]).toMatchObject({ url: '/api/auth/logout?scope=global', auth: 'Bearer access-a' });
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
    expect(events.at(-1)).toEqual(['SIGNED_OUT', null]);
  });

  it('keeps the session and throws the server message when sign-out fails', async () => {
    const { store, net } = make(session('a', 900));
    await store.initialize();
    net.replies.push({ status: 500, body: { statusCode: 500, error: 'Internal', message: 'Une erreur interne est survenue' } });
    await expect(store.signOut()).rejects.toMatchObject({ message: 'Une erreur interne est survenue', body: { statusCode: 500 } });
    expect(store.session?.access_token).toBe('access-a');
  });

  it('reports aal2 once a verified second factor exists', async () => {
    const s = session('a', 900);
    s.user.factors = [{ id: 'f1', factor_type: 'totp', friendly_name: null, status: 'verified' }];
    const { store } = make(s);
    await store.initialize();
    expect(store.assuranceLevel()).toBe('aal2');
  });
});

describe('tabs refreshing at once', () => {
  beforeEach(() => localStorage.clear());

  /**
   * One browser: a cookie jar the tabs share, and a server that rotates the cookie on each refresh and,
   * like the API, ends the session when a spent cookie comes back. Each answer takes 20 ms.
   */
  function browser() {
    const jar = { cookie: 'r0' };
    const spent = new Set<string>();
    let n = 0;
    let revoked = false;
    const fetchFn = async (url: string): Promise<Response> => {
      const sent = jar.cookie;
      await new Promise((r) => setTimeout(r, 20));
      if (url !== REFRESH_URL) throw new Error(`unexpected call ${url}`);
      if (revoked || spent.has(sent)) {
        revoked = true;
        return fakeResponse({ status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Session expirée' } });
      }
      spent.add(sent);
      jar.cookie = `r${++n}`; // the answer's Set-Cookie
      return fakeResponse({ status: 200, body: session(String(n), 900) });
    };
    return { fetchFn, reused: () => revoked };
  }

  /** Web Locks as the browser grants them: one holder at a time, in request order. */
  function locks(): RefreshLocks {
    let tail: Promise<unknown> = Promise.resolve();
    return {
      request<T>(_: string, callback: () => Promise<T>): Promise<T> {
        const run = tail.then(callback);
        tail = run.catch(() => undefined);
        return run;
      },
    };
  }

  async function loadTabs(shared: RefreshLocks | null) {
    localStorage.setItem(SIGNED_IN_KEY, 'u1');
    const b = browser();
    const tabs = [1, 2, 3].map(() => new SessionStore({ http: new HttpClient('/api', b.fetchFn), storage: localStorage, win: null, locks: shared }));
    await Promise.all(tabs.map((t) => t.initialize()));
    tabs.forEach((t) => t.dispose());
    return { tabs, reused: b.reused() };
  }

  it('without a lock, three tabs loading together send the same cookie and the session is revoked', async () => {
    const { tabs, reused } = await loadTabs(null);
    expect(reused).toBe(true);
    expect(tabs.filter((t) => t.session === null).length).toBeGreaterThan(0);
  });

  it('under the Web Lock each tab sends the cookie the previous answer set: all three signed in, no reuse', async () => {
    const { tabs, reused } = await loadTabs(locks());
    expect(reused).toBe(false);
    expect(tabs.map((t) => t.session?.access_token).sort()).toEqual(['access-1', 'access-2', 'access-3']);
  });
});
