import {
  API,
  SESSION_REFRESH_BACKOFF_START_MS,
  SESSION_REFRESH_CHECK_MS,
  type AssuranceLevel,
  type AuthEvent,
  type AuthUser,
  type FactorVerified,
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

export const SESSION_STORAGE_KEY = 'capsuisse.session';
/** Refresh when less than three checks are left before expiry, so one failed check still leaves time. */
export const SESSION_EXPIRY_MARGIN_MS = 3 * SESSION_REFRESH_CHECK_MS;

export type AuthListener = (event: AuthEvent, session: Session | null) => void;
export type { AssuranceLevel };

export interface SessionState {
  /** False until the stored session has been read (and refreshed if it had to be). */
  ready: boolean;
  session: Session | null;
}

export interface SessionStoreOptions {
  http: HttpClient;
  storage?: Storage | null;
  /** Current time in milliseconds. */
  now?: () => number;
  /** Where visibility changes and other tabs' storage writes come from; null in tests that drive them. */
  win?: Window | null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['access_token'] === 'string' && typeof v['refresh_token'] === 'string' && typeof v['expires_at'] === 'number' && typeof v['user'] === 'object';
}

/** Only the password grant may answer a challenge; the refresh and mfa grants always answer a session. */
function sessionOf(response: TokenResponse): Session {
  if (isMfaChallenge(response)) throw new Error('unexpected second-factor challenge');
  return response;
}

/**
 * The browser's session (spec §4 "Session"): kept in localStorage, refreshed before the access token
 * expires, recovered when the tab becomes visible again, removed when it can no longer be refreshed.
 */
export class SessionStore {
  private readonly http: HttpClient;
  private readonly storage: Storage | null;
  private readonly now: () => number;
  private readonly win: Window | null;
  private state: SessionState = { ready: false, session: null };
  private readonly listeners = new Set<AuthListener>();
  private readonly watchers = new Set<() => void>();
  private initializing: Promise<void> | null = null;
  private refreshing: Promise<Session | null> | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private detach: (() => void) | null = null;

  constructor(options: SessionStoreOptions) {
    this.http = options.http;
    this.storage = options.storage === undefined ? globalThis.localStorage ?? null : options.storage;
    this.now = options.now ?? Date.now;
    this.win = options.win === undefined ? (typeof window === 'undefined' ? null : window) : options.win;
  }

  // --- reading -------------------------------------------------------------------------------

  readonly getSnapshot = (): SessionState => this.state;

  /** For useSyncExternalStore: called on every change of the snapshot. */
  readonly subscribe = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  };

  get session(): Session | null {
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
    return user.factors.some((f) => f.status === 'verified') ? 'aal2' : 'aal1';
  }

  // --- life cycle ----------------------------------------------------------------------------

  /** Reads the stored session (refreshing it if it is about to expire), then emits INITIAL_SESSION. */
  initialize(): Promise<void> {
    this.initializing ??= (async () => {
      const stored = this.readStorage();
      if (stored) {
        this.state = { ready: false, session: stored };
        if (this.expiresSoon(stored)) await this.refreshSession({ silent: true });
      }
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
  async signIn(credentials: LoginRequest): Promise<Session | MfaChallenge> {
    const response = await callRoute(this.http, API.auth.token, { query: { grant_type: 'password' }, body: credentials });
    if (isMfaChallenge(response)) return response;
    this.update(response, 'SIGNED_IN');
    return response;
  }

  /** Completes a challenged sign-in with a code from the app or a recovery code: an aal2 session. */
  async verifyMfaChallenge(mfaToken: string, answer: Omit<MfaGrantRequest, 'mfa_token'>): Promise<Session> {
    const session = sessionOf(await callRoute(this.http, API.auth.token, { query: { grant_type: 'mfa' }, body: { mfa_token: mfaToken, ...answer } }));
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

  async signUp(request: SignupRequest): Promise<Session> {
    const session = await callRoute(this.http, API.auth.signup, { body: request });
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
   * Exchanges the refresh token for a new session. Concurrent calls share one request (refresh tokens
   * rotate: sending the same one twice would revoke the whole family). Network and gateway failures are
   * retried with a doubling backoff from SESSION_REFRESH_BACKOFF_START_MS until the next check is due;
   * a refused token, or an expired session that still cannot be refreshed, signs the user out.
   */
  refreshSession(options: { silent?: boolean } = {}): Promise<Session | null> {
    this.refreshing ??= this.runRefresh(options.silent ?? false).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  // --- internals -----------------------------------------------------------------------------

  private async runRefresh(silent: boolean): Promise<Session | null> {
    const current = this.state.session;
    if (!current) return null;
    // Another tab may already have rotated the token: adopt its session instead of reusing ours.
    const stored = this.readStorage();
    if (stored && stored.refresh_token !== current.refresh_token && !this.expiresSoon(stored)) {
      this.update(stored, silent ? null : 'TOKEN_REFRESHED', { persist: false });
      return stored;
    }
    try {
      const next = await this.requestRefresh(current.refresh_token);
      this.update(next, silent ? null : 'TOKEN_REFRESHED');
      return next;
    } catch (error) {
      const transient = error instanceof ApiError && error.retryable;
      if (transient && !this.isExpired(current)) return current; // the next check tries again
      this.update(null, silent ? null : 'SIGNED_OUT');
      return null;
    }
  }

  private async requestRefresh(refreshToken: string): Promise<Session> {
    const started = this.now();
    let delay = SESSION_REFRESH_BACKOFF_START_MS;
    for (;;) {
      try {
        return sessionOf(await callRoute(this.http, API.auth.token, { query: { grant_type: 'refresh_token' }, body: { refresh_token: refreshToken } }));
      } catch (error) {
        const retryable = error instanceof ApiError && error.retryable;
        if (!retryable || this.now() - started + delay >= SESSION_REFRESH_CHECK_MS) throw error;
        await sleep(delay);
        delay *= 2;
      }
    }
  }

  private update(session: Session | null, event: AuthEvent | null, options: { ready?: boolean; persist?: boolean } = {}): void {
    if (options.persist !== false) this.writeStorage(session);
    this.state = { ready: options.ready ?? this.state.ready, session };
    for (const watcher of this.watchers) watcher();
    if (event) this.emit(event, session);
  }

  private emit(event: AuthEvent, session: Session | null): void {
    for (const listener of this.listeners) listener(event, session);
  }

  private expiresSoon(session: Session): boolean {
    return session.expires_at * 1000 - this.now() < SESSION_EXPIRY_MARGIN_MS;
  }

  private isExpired(session: Session): boolean {
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
    // Another tab signed in, refreshed or signed out: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SESSION_STORAGE_KEY) return;
      const next = this.parse(event.newValue);
      const previous = this.state.session;
      if (!next) {
        if (previous) this.update(null, 'SIGNED_OUT', { persist: false });
      } else {
        this.update(next, previous?.user.id === next.user.id ? 'TOKEN_REFRESHED' : 'SIGNED_IN', { persist: false });
      }
    };
    win.document.addEventListener('visibilitychange', onVisibility);
    win.addEventListener('storage', onStorage);
    this.detach = () => {
      win.document.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('storage', onStorage);
    };
  }

  private readStorage(): Session | null {
    return this.parse(this.storage?.getItem(SESSION_STORAGE_KEY) ?? null);
  }

  private parse(raw: string | null): Session | null {
    if (!raw) return null;
    try {
      const value: unknown = JSON.parse(raw);
      return isSession(value) ? value : null;
    } catch {
      return null;
    }
  }

  private writeStorage(session: Session | null): void {
    if (!this.storage) return;
    if (session) this.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else this.storage.removeItem(SESSION_STORAGE_KEY);
  }
}
