import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/core';
import { Redis } from 'ioredis';
import type { AssuranceLevel, Role } from '@capsuisse/contracts';
import { Clock } from '../clock/clock';
import { AppConfig } from '../config/app-config';
import { transactionOf } from '../request-scope';

/** What the access check needs of a live session, valid until `until` (epoch ms). */
export interface AccessFacts {
  userId: string;
  role: Role;
  hasPaid: boolean;
  /** The session's assurance level, and whether the user has a verified factor (read from the server, never the token). */
  aal: AssuranceLevel;
  mfa: boolean;
  until: number;
}

interface Entry extends AccessFacts {
  version: number;
}

const TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;
const HEARTBEAT_MS = 1_000;

/** A stamp per user that every committed change of their access moves on. */
interface Versions {
  /** The user's current stamp; null when it cannot be known (not subscribed to Redis): nothing is kept then. */
  of(userId: string): number | null;
  bump(userIds: Iterable<string>): Promise<void>;
  close?(): Promise<void>;
}

/** The stamps of one process: every move takes the next tick; a user never moved reads `floor`. */
class Stamps {
  private readonly byUser = new Map<string, number>();
  private tick = 0;
  private floor = 0;

  of(userId: string): number {
    return this.byUser.get(userId) ?? this.floor;
  }

  move(userIds: Iterable<string>): void {
    if (this.byUser.size >= MAX_ENTRIES) this.forgetAll();
    for (const id of userIds) this.byUser.set(id, ++this.tick);
  }

  /** Every stamp read so far goes stale: what was kept under it is read again. */
  forgetAll(): void {
    this.byUser.clear();
    this.floor = ++this.tick;
  }
}

/** One process (no Redis). */
class MemoryVersions extends Stamps implements Versions {
  async bump(userIds: Iterable<string>): Promise<void> {
    this.move(userIds);
  }
}

/**
 * Replicas (Redis): every change is published to all of them, each keeping the stamps in memory, so a check
 * costs no round trip. A replica's subscription that drops (or misses its heartbeat) forgets every stamp
 * and keeps nothing until it is subscribed again: the changes published meanwhile never reached it.
 */
class RedisVersions implements Versions {
  private readonly stamps = new Stamps();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly heartbeat: NodeJS.Timeout;
  private subscribed = false;

  constructor(
    url: string,
    private readonly channel: string,
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
      this.stamps.forgetAll();
    });
    this.subscriber.on('message', (_channel: string, users: string) => this.stamps.move(users.split(',')));
    // A connection that stalls without closing would keep stale stamps: a missed PING reconnects it.
    this.heartbeat = setInterval(() => {
      if (this.subscribed) this.subscriber.ping().catch(() => this.subscriber.disconnect(true));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  of(userId: string): number | null {
    return this.subscribed ? this.stamps.of(userId) : null;
  }

  async bump(userIds: Iterable<string>): Promise<void> {
    const users = [...userIds];
    // This replica at once, the others when the message reaches them (well under a millisecond on one network).
    this.stamps.move(users);
    try {
      await this.publisher.publish(this.channel, users.join(','));
    } catch (error) {
      // Committed already: the other replicas apply it when their entries end (TTL_MS at most).
      this.logger.error(`access change not shared (${String(error)}): other replicas may serve it for up to a minute`);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    // QUIT fails while disconnected, and a client would keep reconnecting: drop it then.
    await Promise.all([this.publisher, this.subscriber].map((client) => client.quit().catch(() => client.disconnect())));
  }
}

/**
 * The access check's facts of live sessions, kept in memory so a signed-in request costs no query for them.
 * Each entry carries the stamp its user had when it was read; every change of a session, role, payment or
 * account moves the user's stamp once it is committed (`changed`), before the request that made it answers.
 * With Redis the move is published to every replica (and comes from the worker too), so a sign-out or a role
 * change on one replica holds on any other as soon as the message arrives, without a round trip per check.
 */
@Injectable()
export class AccessCache implements OnApplicationShutdown {
  private readonly logger = new Logger('AccessCache');
  private readonly entries = new Map<string, Entry>();
  private readonly versions: Versions;
  // Users changed inside a transaction not yet committed, by its root transaction.
  private readonly pending = new WeakMap<object, Set<string>>();

  constructor(
    orm: MikroORM,
    config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.versions = config.redis ? new RedisVersions(config.redis.url, `${config.queuePrefix}:access`, this.logger) : new MemoryVersions();
    orm.em.getEventManager().registerSubscriber({
      afterTransactionCommit: async ({ transaction }) => {
        const users = transaction && this.pending.get(transaction);
        if (users) await this.versions.bump(users);
      },
    });
  }

  /**
   * The session's facts from memory when its user has not changed since, or from `load`. A fact kept is
   * returned as it is, not in a promise: every signed-in request comes through here.
   */
  through(sessionId: string, userId: string, load: () => Promise<AccessFacts | null>): AccessFacts | Promise<AccessFacts | null> {
    const version = this.versions.of(userId);
    const hit = this.entries.get(sessionId);
    if (hit && hit.version === version && hit.until > this.clock.now().getTime()) return hit;
    if (hit) this.entries.delete(sessionId);
    return this.keep(sessionId, version, load);
  }

  // Read after the version: a change committed meanwhile moves it on, so this entry is not served again.
  private async keep(sessionId: string, version: number | null, load: () => Promise<AccessFacts | null>): Promise<AccessFacts | null> {
    const facts = await load();
    if (facts && version !== null) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(sessionId, { ...facts, until: Math.min(facts.until, this.clock.now().getTime() + TTL_MS), version });
    }
    return facts;
  }

  /**
   * The user's sessions, role, payment or account changed through `em`: their version moves on when that is
   * committed (at once outside a transaction). Before: a check could read the old rows again and keep them.
   */
  async changed(em: EntityManager, userId: string): Promise<void> {
    const transaction = rootOf(transactionOf<Linked>(em));
    if (!transaction) return this.versions.bump([userId]);
    const users = this.pending.get(transaction) ?? new Set<string>();
    this.pending.set(transaction, users.add(userId));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.versions.close?.();
  }
}

// A nested transaction (savepoint) commits with its outermost one: knex links each to its parent.
interface Linked {
  parentTransaction?: Linked;
}
function rootOf(transaction: Linked | undefined): Linked | undefined {
  let current = transaction;
  while (current?.parentTransaction) current = current.parentTransaction;
  return current;
}
