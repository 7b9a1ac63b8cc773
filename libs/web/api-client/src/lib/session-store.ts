import {
  API,
  SESSION_REFRESH_BACKOFF_START_MS,
  SESSION_REFRESH_CHECK_MS,
  type AssuranceLevel,
  type AuthEvent,
  type AuthUser,
  type BrowserSession,
  type FactorVerified,
  hasVerifiedFactor,
  isMfaChallenge,
  type LoginRequest,
  type LogoutScope,
  type MfaChallenge,
  type MfaGrantRequest,
  type Session,
  type SignupRequest,
  type TokenResponse,
} from '@capsuisse/contracts';
import { ApiError } from './api-error';
import { callRoute } from './call';
import type { HttpClient } from './http-client';

/**
 * Who is signed in on this browser (a user id, no token): whether a page load should try the refresh
 * cookie (an anonymous visitor costs no request), and the storage event that tells other tabs someone
 * signed in or out.
 */
export const SIGNED_IN_KEY = 'capsuisse.signed-in';
/** The Web Lock that serialises refreshes across this browser's tabs (see `refreshSession`). */
export const REFRESH_LOCK = 'capsuisse.refresh';
/** Refresh when less than three checks are left before expiry, so one failed check still leaves time. */
export const SESSION_EXPIRY_MARGIN_MS = 3 * SESSION_REFRESH_CHECK_MS;

export type AuthListener = (event: AuthEvent, session: BrowserSession | null) => void;
export type { AssuranceLevel };

export interface SessionState {
  /** False until the page load's session is known (refreshed from the cookie when there is one). */
  ready: boolean;
  session: BrowserSession | null;
}

/** The part of `navigator.locks` the store uses (absent: one tab assumed, as in jsdom). */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface SessionStoreOptions {
  http: HttpClient;
  storage?: Storage | null;
  /** Current time in milliseconds. */
  now?: () => number;
  /** Where visibility changes and other tabs' storage writes come from; null in tests that drive them. */
  win?: Window | null;
  /** Web Locks shared by the browser's tabs; defaults to `navigator.locks`. */
  locks?: RefreshLocks | null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// The web never holds a refresh token: were the server to send one, it is dropped here.
const browserSession = ({ refresh_token: _, ...session }: Session | BrowserSession & { refresh_token?: string }): BrowserSession => session;

/** Only the password grant may answer a challenge; the refresh and mfa grants always answer a session. */
function sessionOf(response: TokenResponse): BrowserSession {
  if (isMfaChallenge(response)) throw new Error('unexpected second-factor challenge');
  return browserSession(response);
}

/**
 * The browser's session (spec §4 "Session"). The refresh token lives in an HttpOnly cookie the page cannot
 * read (`transport=cookie`), the access token in this object's memory only; a page load gets its access
 * token by refreshing from the cookie. Refreshed before the access token expires, recovered when the tab
 * becomes visible again, removed when it can no longer be refreshed.
 */
export class SessionStore {
  private readonly http: HttpClient;
  private readonly storage: Storage | null;
  private readonly now: () => number;
  private readonly win: Window | null;
  private readonly locks: RefreshLocks | null;
  private state: SessionState = { ready: false, session: null };
  private readonly listeners = new Set<AuthListener>();
  private readonly watchers = new Set<() => void>();
  private initializing: Promise<void> | null = null;
  private refreshing: Promise<BrowserSession | null> | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private detach: (() => void) | null = null;

  constructor(options: SessionStoreOptions) {
    this.http = options.http;
    this.storage = options.storage === undefined ? globalThis.localStorage ?? null : options.storage;
    this.now = options.now ?? Date.now;
    this.win = options.win === undefined ? (typeof window === 'undefined' ? null : window) : options.win;
    this.locks = options.locks === undefined ? ((globalThis.navigator as Navigator | undefined)?.locks ?? null) : options.locks;
  }

  // --- reading -------------------------------------------------------------------------------

  readonly getSnapshot = (): SessionState => this.state;

  /** For useSyncExternalStore: called on every change of the snapshot. */
  readonly subscribe = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  };

  get session(): BrowserSession | null {
    return this.state.session;
  }

  onAuthStateChange(listener: AuthListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** aal2 once the user has a verified second factor. */
  assuranceLevel(): AssuranceLevel | null {
    const user = this.state.session?.user;
    if (!user) return null;
    return hasVerifiedFactor(user.factors) ? 'aal2' : 'aal1';
  }

  // --- life cycle ----------------------------------------------------------------------------

  /** Refreshes from the cookie when someone is signed in on this browser, then emits INITIAL_SESSION. */
  initialize(): Promise<void> {
    this.initializing ??= (async () => {
      if (this.signedInHere()) await this.refreshSession({ silent: true });
      this.update(this.state.session, 'INITIAL_SESSION', { ready: true, persist: false });
      this.attachToWindow();
      if (this.isVisible()) this.startAutoRefresh();
    })();
    return this.initializing;
  }

  startAutoRefresh(): void {
    this.stopAutoRefresh();
    this.ticker = setInterval(() => void this.tick(), SESSION_REFRESH_CHECK_MS);
  }

  stopAutoRefresh(): void {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
  }

  dispose(): void {
    this.stopAutoRefresh();
    this.detach?.();
    this.detach = null;
  }

  /** One refresh check: the timer calls it, and so does the tab coming back into view. */
  async tick(): Promise<void> {
    const session = this.state.session;
    if (session && this.expiresSoon(session)) await this.refreshSession();
  }

  // --- auth actions --------------------------------------------------------------------------

  /** The password grant: a session, or for an account with a second factor a challenge for `verifyMfaChallenge`. */
  async signIn(credentials: LoginRequest): Promise<BrowserSession | MfaChallenge> {
    const response = await callRoute(this.http, API.auth.token, { query: { grant_type: 'password', transport: 'cookie' }, body: credentials });
    if (isMfaChallenge(response)) return response;
    const session = browserSession(response);
    this.update(session, 'SIGNED_IN');
    return session;
  }

  /** Completes a challenged sign-in with a code from the app or a recovery code: an aal2 session. */
  async verifyMfaChallenge(mfaToken: string, answer: Omit<MfaGrantRequest, 'mfa_token'>): Promise<BrowserSession> {
    const session = sessionOf(await callRoute(this.http, API.auth.token, { query: { grant_type: 'mfa', transport: 'cookie' }, body: { mfa_token: mfaToken, ...answer } }));
    this.update(session, 'MFA_CHALLENGE_VERIFIED');
    return session;
  }

  /**
   * Verifies a factor being enrolled with its first code. The server made this session aal2: a refresh
   * brings the token that says so, and the user with the verified factor. The recovery codes come back once.
   */
  async verifyFactor(factorId: string, code: string): Promise<FactorVerified> {
    const token = await this.getAccessToken();
    const verified = await callRoute(this.http, API.auth.verifyFactor, { params: { id: factorId }, body: { code } }, token ?? undefined);
    const session = await this.refreshSession({ silent: true });
    this.emit('MFA_CHALLENGE_VERIFIED', session);
    return verified;
  }

  async signUp(request: SignupRequest): Promise<BrowserSession> {
    const session = browserSession(await callRoute(this.http, API.auth.signup, { query: { transport: 'cookie' }, body: request }));
    this.update(session, 'SIGNED_IN');
    return session;
  }

  /** Signs out on the server first; a failure other than "already signed out" keeps the session and throws. */
  async signOut(scope: LogoutScope = 'global'): Promise<void> {
    const token = await this.getAccessToken();
    if (token) {
      try {
        await callRoute(this.http, API.auth.logout, { query: { scope } }, token);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    }
    if (scope !== 'others') this.update(null, 'SIGNED_OUT');
  }

  /** Re-reads the user (role, factors) and emits USER_UPDATED when it changed. */
  async reloadUser(): Promise<AuthUser | null> {
    const token = await this.getAccessToken();
    const session = this.state.session;
    if (!token || !session) return null;
    const user = await callRoute(this.http, API.auth.user, {}, token);
    if (JSON.stringify(user) !== JSON.stringify(session.user)) this.update({ ...session, user }, 'USER_UPDATED');
    return user;
  }

  /** The reset-password page tells listeners a recovery link was opened. */
  notifyPasswordRecovery(): void {
    this.emit('PASSWORD_RECOVERY', this.state.session);
  }

  /** A valid access token, refreshed first when it is about to expire; null when signed out. */
  async getAccessToken(): Promise<string | null> {
    let session = this.state.session;
    if (session && this.expiresSoon(session)) session = await this.refreshSession();
    return session?.access_token ?? null;
  }

  /**
   * Exchanges the refresh cookie for a new session. Refresh tokens rotate and a spent one sent again revokes
   * the whole session, so no two refreshes may send the same cookie: concurrent calls in this tab share one
   * request, and the tabs of this browser (one cookie jar) take turns under a Web Lock, each sending the
   * cookie the previous one's answer set. A lock rather than a server grace period keeps reuse detection
   * strict; rather than sharing access tokens between tabs, each tab keeps its own, so no token crosses tabs.
   * Network and gateway failures are retried with a doubling backoff from SESSION_REFRESH_BACKOFF_START_MS
   * until the next check is due; a refused cookie, or an expired session that still cannot be refreshed,
   * signs the user out (and, through the storage event, the other tabs).
   */
  refreshSession(options: { silent?: boolean } = {}): Promise<BrowserSession | null> {
    this.refreshing ??= this.runRefresh(options.silent ?? false).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  // --- internals -----------------------------------------------------------------------------

  private async runRefresh(silent: boolean, event: AuthEvent = 'TOKEN_REFRESHED'): Promise<BrowserSession | null> {
    const current = this.state.session;
    if (!current && !this.signedInHere()) return null;
    try {
      const next = await this.withLock(() => this.requestRefresh());
      this.update(next, silent ? null : current?.user.id === next.user.id ? event : 'SIGNED_IN');
      return next;
    } catch (error) {
      const transient = error instanceof ApiError && error.retryable;
      if (transient && current && !this.isExpired(current)) return current; // the next check tries again
      // A refused cookie ends the session for every tab; a network outage only this tab's copy.
      this.update(null, silent || !current ? null : 'SIGNED_OUT', { persist: !transient });
      return null;
    }
  }

  private withLock<T>(run: () => Promise<T>): Promise<T> {
    return this.locks ? this.locks.request(REFRESH_LOCK, run) : run();
  }

  private async requestRefresh(): Promise<BrowserSession> {
    const started = this.now();
    let delay = SESSION_REFRESH_BACKOFF_START_MS;
    for (;;) {
      try {
        // No token in the body: the browser sends the HttpOnly cookie, and stores the rotated one from the answer.
        return sessionOf(await callRoute(this.http, API.auth.token, { query: { grant_type: 'refresh_token', transport: 'cookie' }, body: {} }));
      } catch (error) {
        const retryable = error instanceof ApiError && error.retryable;
        if (!retryable || this.now() - started + delay >= SESSION_REFRESH_CHECK_MS) throw error;
        await sleep(delay);
        delay *= 2;
      }
    }
  }

  private update(session: BrowserSession | null, event: AuthEvent | null, options: { ready?: boolean; persist?: boolean } = {}): void {
    if (options.persist !== false) this.writeSignedIn(session);
    this.state = { ready: options.ready ?? this.state.ready, session };
    for (const watcher of this.watchers) watcher();
    if (event) this.emit(event, session);
  }

  private emit(event: AuthEvent, session: BrowserSession | null): void {
    for (const listener of this.listeners) listener(event, session);
  }

  private expiresSoon(session: BrowserSession): boolean {
    return session.expires_at * 1000 - this.now() < SESSION_EXPIRY_MARGIN_MS;
  }

  private isExpired(session: BrowserSession): boolean {
    return session.expires_at * 1000 <= this.now();
  }

  private isVisible(): boolean {
    return this.win?.document.visibilityState !== 'hidden';
  }

  private attachToWindow(): void {
    const win = this.win;
    if (!win || this.detach) return;
    const onVisibility = () => {
      if (win.document.visibilityState === 'visible') {
        this.startAutoRefresh();
        void this.tick();
      } else {
        this.stopAutoRefresh();
      }
    };
    // Another tab signed out, or someone signed in: follow it (a sign-in gets this tab its own access token
    // from the cookie the other tab's sign-in set).
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SIGNED_IN_KEY && event.key !== null) return;
      if (!event.newValue) {
        if (this.state.session) this.update(null, 'SIGNED_OUT', { persist: false });
      } else if (event.newValue !== this.state.session?.user.id) {
        void this.refreshSession();
      }
    };
    win.document.addEventListener('visibilitychange', onVisibility);
    win.addEventListener('storage', onStorage);
    this.detach = () => {
      win.document.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('storage', onStorage);
    };
  }

  private signedInHere(): boolean {
    return Boolean(this.storage?.getItem(SIGNED_IN_KEY));
  }

  private writeSignedIn(session: BrowserSession | null): void {
    if (!this.storage) return;
    if (session) this.storage.setItem(SIGNED_IN_KEY, session.user.id);
    else this.storage.removeItem(SIGNED_IN_KEY);
  }
}
