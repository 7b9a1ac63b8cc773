import { SESSION_REFRESH_CHECK_MS, type AuthEvent, type Session } from '@capsuisse/contracts';
import { HttpClient } from './http-client';
import { SESSION_STORAGE_KEY, SessionStore } from './session-store';
import { fakeResponse } from '@capsuisse/web-testing';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);

function session(id: string, expiresInS: number): Session {
  return {
    access_token: `access-${id}`,
    refresh_token: `refresh-${id}`,
    expires_in: expiresInS,
    expires_at: Math.floor(Date.now() / 1000) + expiresInS,
    token_type: 'bearer',
    user: { id: 'u1', email: 'marie@example.ch', role: 'client', factors: [] },
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

function setup(stored?: Session) {
  localStorage.clear();
  if (stored) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
  const net = fakeFetch();
  const store = new SessionStore({ http: new HttpClient('/api', net.fetchFn), storage: localStorage, win: window });
  const events: [AuthEvent, string | null][] = [];
  store.onAuthStateChange((event, s) => events.push([event, s?.access_token ?? null]));
  return { store, net, events };
}

const stored = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as Session | null;

describe('SessionStore', () => {
  let current: SessionStore | undefined;
  beforeEach(() => jest.useFakeTimers({ now: T0 }));
  afterEach(() => {
    current?.dispose();
    jest.useRealTimers();
  });
  const make = (s?: Session) => {
    const ctx = setup(s);
    current = ctx.store;
    return ctx;
  };

  it('starts signed out and says so once ready', async () => {
    const { store, events, net } = make();
    expect(store.getSnapshot().ready).toBe(false);
    await store.initialize();
    expect(store.getSnapshot()).toEqual({ ready: true, session: null });
    expect(events).toEqual([['INITIAL_SESSION', null]]);
    expect(net.calls).toHaveLength(0);
  });

  it('keeps a signed-in session in localStorage and restores it without a request', async () => {
    const first = make();
    await first.store.initialize();
    first.net.replies.push({ status: 200, body: session('a', 900) });
    await first.store.signIn({ email: 'marie@example.ch', password: 'x' });
    expect(first.net.calls[0].url).toBe('/api/auth/token?grant_type=password');
    expect(first.events.at(-1)).toEqual(['SIGNED_IN', 'access-a']);
    expect(stored()?.access_token).toBe('access-a');
    first.store.dispose();

    const second = new SessionStore({ http: new HttpClient('/api', fakeFetch().fetchFn), storage: localStorage, win: null });
    await second.initialize();
    expect(second.session?.access_token).toBe('access-a');
  });

  it('refreshes before expiry on the periodic check and stores the rotated tokens', async () => {
    const { store, net, events } = make(session('a', 200));
    await store.initialize();
    expect(net.calls).toHaveLength(0); // 200 s left: not yet

    net.replies.push({ status: 200, body: session('b', 900) });
    await jest.advanceTimersByTimeAsync(4 * SESSION_REFRESH_CHECK_MS); // 80 s left: inside the margin
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0]).toMatchObject({ url: '/api/auth/token?grant_type=refresh_token', body: { refresh_token: 'refresh-a' } });
    expect(events.at(-1)).toEqual(['TOKEN_REFRESHED', 'access-b']);
    expect(stored()?.refresh_token).toBe('refresh-b');
  });

  it('retries a failing refresh with a backoff starting at 200 ms and doubling', async () => {
    const { store, net, events } = make(session('a', 60));
    net.replies.push('network-down', { status: 503 }, { status: 502 }, { status: 200, body: session('b', 900) });
    const init = store.initialize();
    await jest.advanceTimersByTimeAsync(2000);
    await init;
    const gaps = net.calls.slice(1).map((c, i) => c.at - net.calls[i].at);
    expect(gaps).toEqual([200, 400, 800]);
    expect(store.session?.access_token).toBe('access-b');
    expect(events).toEqual([['INITIAL_SESSION', 'access-b']]);
  });

  it('signs out when the server refuses the refresh token', async () => {
    const { store, net, events } = make(session('a', 200));
    await store.initialize();
    net.replies.push({ status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Session expirée' } });
    await jest.advanceTimersByTimeAsync(4 * SESSION_REFRESH_CHECK_MS);
    expect(store.session).toBeNull();
    expect(stored()).toBeNull();
    expect(events.at(-1)).toEqual(['SIGNED_OUT', null]);
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
    expect(net.calls).toHaveLength(1);
    expect(results.map((s) => s?.access_token)).toEqual(['access-b', 'access-b', 'access-b']);
  });

  it('recovers the session when the tab becomes visible again', async () => {
    const { store, net, events } = make(session('a', 600));
    await store.initialize();
    const visibility = jest.spyOn(document, 'visibilityState', 'get');

    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(20 * SESSION_REFRESH_CHECK_MS); // no checks while hidden: now expired
    expect(net.calls).toHaveLength(0);

    net.replies.push({ status: 200, body: session('b', 900) });
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(net.calls).toHaveLength(1);
    expect(events.at(-1)).toEqual(['TOKEN_REFRESHED', 'access-b']);
    visibility.mockRestore();
  });

  it('adopts a session another tab already refreshed instead of reusing the old token', async () => {
    const { store, net } = make(session('a', 200));
    await store.initialize();
    // The other tab rotated the token; its storage event has not reached us yet.
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session('other-tab', 900)));
    await jest.advanceTimersByTimeAsync(4 * SESSION_REFRESH_CHECK_MS);
    expect(net.calls).toHaveLength(0);
    expect(store.session?.access_token).toBe('access-other-tab');
  });

  it('follows a sign-out made in another tab', async () => {
    const { store, events } = make(session('a', 900));
    await store.initialize();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue: null }));
    expect(store.session).toBeNull();
    expect(events.at(-1)).toEqual(['SIGNED_OUT', null]);
  });

  it('signs out on the server with the global scope and a bearer token', async () => {
    const { store, net, events } = make(session('a', 900));
    await store.initialize();
    net.replies.push({ status: 204 });
    await store.signOut();
    expect(net.calls[0]).toMatchObject({ url: '/api/auth/logout?scope=global', auth: 'Bearer access-a' });
    expect(stored()).toBeNull();
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
