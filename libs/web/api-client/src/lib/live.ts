import { API, type LiveEvent } from '@capsuisse/contracts';
import type { FetchLike } from './http-client';
import type { SessionStore } from './session-store';

/** off: signed out or nobody listens; connecting: (re)opening the stream; live: subscribed, events arrive. */
export type LiveStatus = 'off' | 'connecting' | 'live';
export type LiveListener = (event: LiveEvent) => void;

export interface LiveConnectionOptions {
  fetch: FetchLike;
  sessions: Pick<SessionStore, 'getAccessToken' | 'refreshSession' | 'onAuthStateChange'>;
  /** Where the stream is, `/api` and the contract's path by default. */
  url?: string;
  /** The first wait after a failure, doubled at each one up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
}

/** One `data:` frame of Server-Sent Events, or null for a comment (the heartbeat). */
function parseFrame(frame: string): LiveEvent | null {
  const data = frame
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trimStart())
    .join('\n');
  return data ? (JSON.parse(data) as LiveEvent) : null;
}

/**
 * The tab's one stream of the user's events (`GET /api/events`). Read with fetch, not EventSource, which
 * cannot send the Bearer header. Open while someone listens and the user is signed in; reopened when it ends
 * (the server ends it when the token expires or the session's access changes) or fails, waiting longer after
 * each failure. Every `ready` means "subscribed again": listeners reload what they show, and merge.
 */
export class LiveConnection {
  private readonly listeners = new Set<LiveListener>();
  private readonly watchers = new Set<() => void>();
  private readonly url: string;
  private readonly firstDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly random: () => number;
  private status: LiveStatus = 'off';
  private abort: AbortController | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private signedOut = false;

  constructor(private readonly options: LiveConnectionOptions) {
    this.url = options.url ?? `/api${API.live.events.path}`;
    this.firstDelayMs = options.firstDelayMs ?? 1_000;
    this.maxDelayMs = options.maxDelayMs ?? 30_000;
    this.random = options.random ?? Math.random;
    options.sessions.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT') {
        this.signedOut = true;
        this.stop();
      } else if (event === 'SIGNED_IN' || event === 'MFA_CHALLENGE_VERIFIED' || event === 'INITIAL_SESSION') {
        this.signedOut = false;
        if (this.listeners.size && !this.abort) this.connect();
      }
    });
  }

  readonly getStatus = (): LiveStatus => this.status;

  /** For useSyncExternalStore: called when the status changes. */
  readonly watch = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  };

  /** Listens to every event; the stream opens with the first listener and closes with the last. */
  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1 && !this.signedOut) this.connect();
    return () => {
      this.listeners.delete(listener);
      if (!this.listeners.size) this.stop();
    };
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const watcher of [...this.watchers]) watcher();
  }

  private stop(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.abort?.abort();
    this.abort = null;
    this.failures = 0;
    this.setStatus('off');
  }

  private connect(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.abort?.abort();
    const abort = new AbortController();
    this.abort = abort;
    this.setStatus('connecting');
    void this.run(abort.signal).then(
      (again) => this.ended(abort, again),
      () => this.ended(abort, 'later'),
    );
  }

  /** One stream: 'now' when it ended after being live (a token of the day opens the next), 'later' when it failed, 'never' when signed out. */
  private async run(signal: AbortSignal): Promise<'now' | 'later' | 'never'> {
    let response = await this.open(signal, await this.options.sessions.getAccessToken());
    if (response?.status === 401) {
      // A token we believed valid: one refresh, one retry; a refused refresh has signed the user out.
      const renewed = await this.options.sessions.refreshSession();
      response = renewed ? await this.open(signal, renewed.access_token) : null;
    }
    if (!response) return 'never';
    if (!response.ok || !response.body) return 'later';
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let wasLive = false;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return wasLive ? 'now' : 'later';
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = parseFrame(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (!event) continue;
        if (event.type === 'ready') {
          wasLive = true;
          this.failures = 0;
          this.setStatus('live');
        }
        for (const listener of [...this.listeners]) listener(event);
      }
    }
  }

  private open(signal: AbortSignal, token: string | null): Promise<Response | null> {
    if (!token) return Promise.resolve(null);
    return this.options.fetch(this.url, { headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` }, signal });
  }

  private ended(abort: AbortController, again: 'now' | 'later' | 'never'): void {
    // Stopped, or replaced by a newer stream: that one decides.
    if (this.abort !== abort) return;
    this.abort = null;
    if (again === 'never' || !this.listeners.size) return this.stop();
    this.setStatus('connecting');
    // After a live stream, soon but spread: a replica that stops ends all its streams at once.
    const delay = again === 'now' ? this.random() * this.firstDelayMs : Math.min(this.maxDelayMs, this.firstDelayMs * 2 ** this.failures++) * (0.5 + this.random() / 2);
    this.retry = setTimeout(() => this.connect(), delay);
  }
}
