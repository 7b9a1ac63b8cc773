import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { LiveEvent } from '@capsuisse/contracts';
import { Clock } from '../clock/clock';
import { AppConfig } from '../config/app-config';
import { ReadModel } from '../read-model/read-model';

/** How often an open stream gets a comment (proxies close a silent connection) and its end is checked. */
export const LIVE_HEARTBEAT_MS = 15_000;
/** What a stream may hold unsent: a reader that stopped reading is ended (it reloads when it comes back) rather than kept in memory. */
const MAX_UNSENT_BYTES = 1 << 20;
/** How often the subscription to Redis is pinged: a stalled one would deliver nothing without closing. */
const PING_MS = 1_000;

/** What a process delivers: the users an event concerns, and the event. */
interface Delivery {
  to: readonly string[];
  event: LiveEvent;
}

/** How events published anywhere reach this process's streams. */
interface Fanout {
  /** Resolves once every event published from now on reaches this process. */
  ready(): Promise<void>;
  publish(deliveries: readonly Delivery[]): Promise<void>;
  close(): Promise<void>;
}

/** One process (no Redis): its own events are all there is. */
const alone: Fanout = { ready: async () => undefined, publish: async () => undefined, close: async () => undefined };

/**
 * Replicas (Redis pub/sub, one channel): each process delivers its own events at once and publishes them;
 * the others deliver what they hear. A subscription that drops or misses its ping ends every stream here:
 * the events published meanwhile never reached them, so the pages reconnect and reload.
 */
class RedisFanout implements Fanout {
  private readonly origin = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly ping: NodeJS.Timeout;
  private subscribed = false;
  private waiting: (() => void)[] = [];

  constructor(
    url: string,
    private readonly channel: string,
    deliver: (deliveries: readonly Delivery[]) => void,
    lost: () => void,
    private readonly logger: Logger,
  ) {
    this.publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.publisher.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    this.subscriber = new Redis(url, { autoResubscribe: false, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: PING_MS });
    this.subscriber.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    this.subscriber.on('ready', () => {
      this.subscriber.subscribe(this.channel).then(
        () => {
          this.subscribed = true;
          for (const resolve of this.waiting.splice(0)) resolve();
        },
        () => this.subscriber.disconnect(true),
      );
    });
    this.subscriber.on('close', () => {
      if (this.subscribed) lost();
      this.subscribed = false;
    });
    this.subscriber.on('message', (_channel: string, message: string) => {
      const { from, deliveries } = JSON.parse(message) as { from: string; deliveries: Delivery[] };
      if (from !== this.origin) deliver(deliveries);
    });
    this.ping = setInterval(() => {
      if (this.subscribed) this.subscriber.ping().catch(() => this.subscriber.disconnect(true));
    }, PING_MS);
    this.ping.unref();
  }

  ready(): Promise<void> {
    return this.subscribed ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }

  async publish(deliveries: readonly Delivery[]): Promise<void> {
    try {
      // Made with the first stream or event: the first publish may come while it connects.
      if (this.publisher.status !== 'ready') await connected(this.publisher, PING_MS);
      await this.publisher.publish(this.channel, JSON.stringify({ from: this.origin, deliveries }));
    } catch (error) {
      // Committed already: the pages on other replicas see it when their stream reopens and they reload.
      this.logger.error(`live event not shared (${String(error)}): other replicas show it on their next reload`);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.ping);
    for (const resolve of this.waiting.splice(0)) resolve();
    // QUIT fails while disconnected, and a client would keep reconnecting: drop it then.
    await Promise.all([this.publisher, this.subscriber].map((client) => client.quit().catch(() => client.disconnect())));
  }
}

/** Resolves when `client` is ready, or after `ms` (the command then fails as it would have). */
function connected(client: Redis, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    client.once('ready', done);
  });
}

/** An open stream: whose it is, until when, and the access stamp it was opened under. */
interface Stream {
  userId: string;
  until: number;
  access: number | null;
  body: PassThrough;
}

const frame = (event: LiveEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * The signed-in users' live events (docs/architecture.md, "Live events"): infrastructure only, domains say
 * who an event concerns. A stream ends when its access token expires, when its user's access changes (a
 * sign-out, a revoked session, a role change: the read model's `access:<user>` stamp moves) and on shutdown;
 * the page then reconnects, with a token of the day, and reloads what it shows.
 */
@Injectable()
export class LiveEvents implements BeforeApplicationShutdown {
  private readonly logger = new Logger('LiveEvents');
  private readonly byUser = new Map<string, Set<Stream>>();
  private fanout?: Fanout;
  private heartbeat?: NodeJS.Timeout;
  private closing = false;

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly readModel: ReadModel,
  ) {}

  /** Open streams on this process. */
  get open(): number {
    let count = 0;
    for (const streams of this.byUser.values()) count += streams.size;
    return count;
  }

  /** A stream of `userId`'s events until `until` (epoch ms): `ready` first, once subscribed. */
  stream(userId: string, until: number): PassThrough {
    const body = new PassThrough();
    const stream: Stream = { userId, until, access: this.readModel.stampOf(`access:${userId}`), body };
    if (this.closing) {
      body.end();
      return body;
    }
    let streams = this.byUser.get(userId);
    if (!streams) this.byUser.set(userId, (streams = new Set()));
    streams.add(stream);
    // A client that leaves (or a stream ended here) frees its place at once.
    body.on('close', () => this.forget(stream));
    this.startHeartbeat();
    body.write(': live\n\n');
    this.shared()
      .ready()
      .then(() => {
        if (!body.writableEnded && !this.closing) body.write(frame({ type: 'ready' }));
      });
    return body;
  }

  /** Sends each event to every open stream of its users, on every process: together, in one message between processes. */
  async publish(...deliveries: Delivery[]): Promise<void> {
    const sent = deliveries.filter((d) => d.to.length).map((d) => ({ to: [...new Set(d.to)], event: d.event }));
    if (!sent.length) return;
    this.deliver(sent);
    await this.shared().publish(sent);
  }

  beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    clearInterval(this.heartbeat);
    // Cut, not ended: an ended response leaves its connection kept alive, and the server's close waits for it.
    for (const streams of [...this.byUser.values()]) for (const stream of streams) stream.body.destroy();
    return this.fanout?.close() ?? Promise.resolve();
  }

  // Made at the first stream or event: a process that serves neither (the worker) opens no connection.
  private shared(): Fanout {
    this.fanout ??= this.config.redis
      ? // Named for its message (a list of deliveries): a replica of the release before, during a rollout, hears none it cannot read.
        new RedisFanout(this.config.redis.url, `${this.config.queuePrefix}:live-deliveries`, (deliveries) => this.deliver(deliveries), () => this.endAll(), this.logger)
      : alone;
    return this.fanout;
  }

  // Each stream writes its frames of the batch at once: one write to its socket instead of one per event.
  private deliver(deliveries: readonly Delivery[]): void {
    const frames = new Map<Stream, string>();
    for (const { to, event } of deliveries) {
      const text = frame(event);
      for (const userId of to) for (const stream of this.byUser.get(userId) ?? []) frames.set(stream, (frames.get(stream) ?? '') + text);
    }
    for (const [stream, text] of frames) {
      if (stream.body.writableLength > MAX_UNSENT_BYTES) this.end(stream);
      else stream.body.write(text);
    }
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => this.beat(), LIVE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** A comment on every stream; those whose token expired or whose user's access changed end. */
  beat(): void {
    const now = this.clock.now().getTime();
    for (const streams of this.byUser.values()) {
      for (const stream of streams) {
        if (now >= stream.until || this.readModel.stampOf(`access:${stream.userId}`) !== stream.access) this.end(stream);
        else stream.body.write(': ping\n\n');
      }
    }
  }

  private endAll(): void {
    for (const streams of [...this.byUser.values()]) for (const stream of streams) this.end(stream);
  }

  private end(stream: Stream): void {
    stream.body.end();
    this.forget(stream);
  }

  private forget(stream: Stream): void {
    const streams = this.byUser.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) this.byUser.delete(stream.userId);
    if (!this.byUser.size) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }
}
