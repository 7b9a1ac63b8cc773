import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { Redis } from 'ioredis';
import { Client, type PoolConfig } from 'pg';
import { Clock } from '../clock/clock';
import { AppConfig } from '../config/app-config';
import { DatabaseServer } from '../database/database.module';

/** A kept read lives this long at most: what no process announced (SQL by hand while nothing listens) shows after it. */
const TTL_MS = 60_000;
const MAX_STAMPS = 50_000;
const HEARTBEAT_MS = 1_000;
/** Where the database announces the changes no process claimed (see the migration `read_model`). */
const CHANNEL = 'read_model';
/** Every stamp at once: a change too large to name. */
const EVERYTHING = '*';

/** A subject a kept read shows: `<kind>:<id>`, as the database's triggers name it (`read_model_note`). */
export type Subject = `${string}:${string}`;

/** The stamps of one process: every move takes the next tick; a subject never moved reads `floor`. */
class Stamps {
  private readonly bySubject = new Map<string, number>();
  private tick = 0;
  private floor = 0;

  of(subject: string): number {
    return this.bySubject.get(subject) ?? this.floor;
  }

  /** The last tick given: a value read from now on is of a state no later stamp has seen. */
  get latest(): number {
    return this.tick;
  }

  move(subjects: Iterable<string>): void {
    if (this.bySubject.size >= MAX_STAMPS) this.forgetAll();
    for (const subject of subjects) {
      if (subject === EVERYTHING) return this.forgetAll();
      this.bySubject.set(subject, ++this.tick);
    }
  }

  /** Every stamp read so far goes stale: what was kept under it is read again. */
  forgetAll(): void {
    this.bySubject.clear();
    this.floor = ++this.tick;
  }
}

/** How the changes committed anywhere reach this process's stamps. */
interface Sharing {
  /** Whether every change committed since now will reach this process: nothing is kept otherwise. */
  readonly live: boolean;
  publish(subjects: string[]): Promise<void>;
  close(): Promise<void>;
}

/** One process (no Redis): its own commits are all there is. */
const alone: Sharing = { live: true, publish: async () => undefined, close: async () => undefined };

/**
 * Replicas (Redis): each commit's subjects are published to every process, each keeping the stamps in memory,
 * so a kept read costs no round trip. A subscription that drops (or misses its heartbeat) forgets every stamp
 * and keeps nothing until it is subscribed again: the changes published meanwhile never reached it.
 */
class RedisSharing implements Sharing {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly origin = randomUUID();
  private subscribed = false;

  constructor(
    url: string,
    private readonly channel: string,
    stamps: Stamps,
    private readonly logger: Logger,
  ) {
    this.publisher = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.subscriber = new Redis(url, { autoResubscribe: false, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: HEARTBEAT_MS });
    for (const client of [this.publisher, this.subscriber]) client.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    this.subscriber.on('ready', () => {
      this.subscriber.subscribe(this.channel).then(
        () => (this.subscribed = true),
        () => this.subscriber.disconnect(true),
      );
    });
    this.subscriber.on('close', () => {
      this.subscribed = false;
      stamps.forgetAll();
    });
    // A process moved its own stamps as it committed: hearing its message again would end what it kept since.
    this.subscriber.on('message', (_channel: string, message: string) => {
      const [from, ...subjects] = message.split(' ');
      if (from !== this.origin) stamps.move(subjects);
    });
    // A connection that stalls without closing would keep stale stamps: a missed PING reconnects it.
    this.heartbeat = setInterval(() => {
      if (this.subscribed) this.subscriber.ping().catch(() => this.subscriber.disconnect(true));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get live(): boolean {
    return this.subscribed;
  }

  async publish(subjects: string[]): Promise<void> {
    try {
      await this.publisher.publish(this.channel, [this.origin, ...subjects].join(' '));
    } catch (error) {
      // Committed already: the other replicas show it when their kept reads end (TTL_MS at most).
      this.logger.error(`change not shared (${String(error)}): other replicas may show the old state for up to a minute`);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    // QUIT fails while disconnected, and a client would keep reconnecting: drop it then.
    await Promise.all([this.publisher, this.subscriber].map((client) => client.quit().catch(() => client.disconnect())));
  }
}

/** What a kept read needs to know of its entries. */
export interface KeptOptions<V> {
  /** How much an entry weighs (1 each by default) and how much is kept at most: the oldest go first. */
  weigh?: (value: V) => number;
  budget: number;
  /** When an entry ends on its own (epoch ms), before the read model's minute. */
  until?: (value: V) => number;
}

interface Entry<V> {
  value: V;
  /** What it shows, and the latest tick when it was read: it holds while none of them has moved past it. */
  subjects: readonly Subject[];
  read: number;
  until: number;
  weight: number;
}

/**
 * Values read from the database, served from memory while nothing they show has changed. Each entry
 * remembers the subjects it shows and the tick of the stamps when it was read; any committed change that
 * concerns one of them moves its stamp past that tick, on every process (`ReadModel`), so the next read loads
 * the value again.
 */
export class KeptReads<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private weight = 0;

  constructor(
    private readonly model: ReadModel,
    private readonly options: KeptOptions<V>,
  ) {}

  /**
   * The value from memory when none of its subjects has changed since, or from `load`. The subjects are one, or
   * known from the value once read (a client's slots show its coaches' calendars). A kept value comes as it is,
   * not in a promise.
   */
  through<L extends V | null>(key: string, subjects: Subject | ((value: V) => readonly Subject[]), load: () => Promise<L>): V | Promise<L> {
    return this.hit(key) ?? this.keep(key, subjects, load);
  }

  /**
   * The values of `ids` in their order: those kept as they are, the others loaded together by one `load` of the
   * missing ids (an id it leaves out has none: undefined). Each id's entry is kept under `keyOf(id)` and shows
   * `subjectsOf(id)`.
   */
  async many<I extends string>(ids: readonly I[], keyOf: (id: I) => string, subjectsOf: (id: I) => readonly Subject[], load: (missing: I[]) => Promise<ReadonlyMap<I, V>>): Promise<(V | undefined)[]> {
    const kept = ids.map((id) => this.hit(keyOf(id)));
    const missing = ids.filter((_, i) => kept[i] === undefined);
    if (!missing.length) return kept;
    const read = this.model.latest();
    const loaded = await load(missing);
    if (read !== null) for (const [id, value] of loaded) this.store(keyOf(id), subjectsOf(id), read, value);
    return ids.map((id, i) => kept[i] ?? loaded.get(id));
  }

  /** The kept value of `key` while none of its subjects has moved; a stale one is forgotten. */
  private hit(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (hit && hit.until > this.model.now() && this.model.unmovedSince(hit.read, hit.subjects)) return hit.value;
    if (hit) this.forget(key);
    return undefined;
  }

  // The tick is read before loading: a change committed meanwhile moves a stamp past it, so this entry is not served again.
  private async keep<L extends V | null>(key: string, subjects: Subject | ((value: V) => readonly Subject[]), load: () => Promise<L>): Promise<L> {
    const read = this.model.latest();
    const value = await load();
    if (value !== null && read !== null) this.store(key, typeof subjects === 'string' ? [subjects] : subjects(value), read, value);
    return value;
  }

  private store(key: string, subjects: readonly Subject[], read: number, value: V): void {
    const entry = { value, subjects, read, until: Math.min(this.options.until?.(value) ?? Infinity, this.model.now() + TTL_MS), weight: this.options.weigh?.(value) ?? 1 };
    this.forget(key);
    this.entries.set(key, entry);
    this.weight += entry.weight;
    for (const oldest of this.entries.keys()) {
      if (this.weight <= this.options.budget) break;
      this.forget(oldest);
    }
  }

  private forget(key: string): void {
    this.weight -= this.entries.get(key)?.weight ?? 0;
    this.entries.delete(key);
  }
}

/**
 * The one way the API keeps what it reads often (docs/architecture.md, "The read model"). The database names
 * what each change concerns: triggers made from each read's list of watched columns note subjects in the
 * transaction (`read_model_note`). At commit, the process that made the change claims them (one hook on the
 * ORM's commits) and moves their stamps, here at once and on every other process through Redis, before the
 * request answers. A change no process claims (SQL by hand, a transaction outside the ORM) is announced by the
 * database itself at commit (NOTIFY), heard by every process on PostgreSQL; on PGlite, or while not
 * listening, such a change shows when the kept read ends (a minute at most).
 */
@Injectable()
export class ReadModel implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ReadModel');
  private readonly stamps = new Stamps();
  private readonly sharing: Sharing;
  // What each root transaction claimed before its commit, moved once it has committed.
  private readonly claimed = new WeakMap<object, string[]>();
  private listener?: Client;
  private closing = false;

  constructor(
    private readonly orm: MikroORM,
    config: AppConfig,
    private readonly clock: Clock,
    private readonly server: DatabaseServer,
  ) {
    this.sharing = config.redis ? new RedisSharing(config.redis.url, `${config.queuePrefix}:read-model`, this.stamps, this.logger) : alone;
    orm.em.getEventManager().registerSubscriber({
      beforeTransactionCommit: async ({ transaction }) => {
        const noted = await claim(transaction as Raw);
        if (noted.length) this.claimed.set(transaction as object, noted);
      },
      afterTransactionCommit: async ({ transaction }) => {
        const noted = this.claimed.get(transaction as object);
        if (noted) await this.moved(noted);
      },
    });
  }

  onModuleInit(): void {
    if (!this.server.isEmbedded) void this.listen();
  }

  kept<V>(options: KeptOptions<V>): KeptReads<V> {
    return new KeptReads(this, options);
  }

  /** Answers kept as the bytes sent (a `JsonText`'s), weighed by their size. */
  keptBytes(budget: number): KeptReads<Buffer> {
    return this.kept<Buffer>({ weigh: (bytes) => bytes.length, budget });
  }

  /** The subject's current stamp; null while changes might not reach this process: nothing is kept then. */
  stampOf(subject: Subject): number | null {
    return this.sharing.live ? this.stamps.of(subject) : null;
  }

  /** The latest stamp given, to keep what is read now under; null while changes might not reach this process. */
  latest(): number | null {
    return this.sharing.live ? this.stamps.latest : null;
  }

  /** Whether none of `subjects` has moved since the stamp `read` (`latest()`), and changes still reach this process. */
  unmovedSince(read: number, subjects: readonly Subject[]): boolean {
    if (!this.sharing.live) return false;
    for (const subject of subjects) if (this.stamps.of(subject) > read) return false;
    return true;
  }

  now(): number {
    return this.clock.now().getTime();
  }

  /** Committed changes of `subjects`: their kept reads end here at once, on the other processes when the message reaches them. */
  async moved(subjects: string[]): Promise<void> {
    this.stamps.move(subjects);
    await this.sharing.publish(subjects);
  }

  // The database's own announcements, on a connection of their own. Whatever ends it forgets every stamp
  // (announcements may have been missed) and makes it again a second later.
  private async listen(): Promise<void> {
    const em = this.orm.em as unknown as { getConnection(): { getConnectionOptions(): PoolConfig } };
    const client = new Client(em.getConnection().getConnectionOptions());
    let ended = false;
    const again = () => {
      if (ended) return;
      ended = true;
      this.listener = undefined;
      this.stamps.forgetAll();
      if (!this.closing) setTimeout(() => void this.listen(), HEARTBEAT_MS).unref();
    };
    client.on('notification', ({ payload }) => this.stamps.move((payload ?? EVERYTHING).split(' ')));
    client.on('error', (error) => this.logger.warn(`listening to the database: ${error.message}`));
    client.on('end', again);
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      this.listener = client;
    } catch (error) {
      this.logger.warn(`not listening to the database (${String(error)}): changes made by hand show within a minute`);
      again();
      await client.end().catch(() => undefined);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    await Promise.all([this.sharing.close(), this.listener?.end().catch(() => undefined)]);
  }
}

interface Raw {
  raw(sql: string): Promise<{ rows: { noted: string | null }[] }>;
}

// Read, then cleared so the commit does not announce them again; without a function, so it runs before the migrations too.
const CLAIM = `with noted as (select current_setting('capsuisse.read_changes', true) as noted) select noted, set_config('capsuisse.read_changes', '', true) from noted`;

/** The subjects the transaction's triggers noted (`read_model_note`). */
async function claim(transaction: Raw): Promise<string[]> {
  const { rows } = await transaction.raw(CLAIM);
  return rows[0]?.noted ? rows[0].noted.split(' ') : [];
}
