import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/core';
import { Redis } from 'ioredis';
import type { Role } from '@capsuisse/contracts';
import { Clock } from '../clock/clock';
import { AppConfig } from '../config/app-config';

/** What the access check needs of a live session, valid until `until` (epoch ms). */
export interface AccessFacts {
  userId: string;
  role: Role;
  hasPaid: boolean;
  until: number;
}

interface Entry extends AccessFacts {
  version: number;
}

const TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;

/** A counter per user that every committed change of their access moves on. */
interface Versions {
  /** The user's current version; null when it cannot be known (Redis unreachable): nothing is kept then. */
  of(userId: string): number | null | Promise<number | null>;
  bump(userIds: Iterable<string>): Promise<void>;
  close?(): Promise<void>;
}

/** One process (no Redis): the counters in memory, forgotten like Redis keys (see below). */
class MemoryVersions implements Versions {
  private readonly counters = new Map<string, { version: number; at: number }>();

  constructor(private readonly clock: Clock) {}

  of(userId: string): number {
    return this.counters.get(userId)?.version ?? 0;
  }

  async bump(userIds: Iterable<string>): Promise<void> {
    const now = this.clock.now().getTime();
    if (this.counters.size >= MAX_ENTRIES) for (const [id, c] of this.counters) if (c.at < now - 2 * TTL_MS) this.counters.delete(id);
    for (const id of userIds) this.counters.set(id, { version: this.of(id) + 1, at: now });
  }
}

/**
 * Replicas (Redis): one key per user, shared. A key lives twice an entry's life, so when it expires every
 * entry read under it has expired too; a missing key reads 0.
 */
class RedisVersions implements Versions {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    // Fails at once while disconnected: the check then asks PostgreSQL instead of waiting. The checks of
    // one event-loop turn go to Redis in one write (auto-pipelining): a socket write costs more than a GET.
    this.redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, enableAutoPipelining: true });
    this.redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
  }

  async of(userId: string): Promise<number | null> {
    try {
      return Number((await this.redis.get(this.prefix + userId)) ?? 0);
    } catch {
      return null;
    }
  }

  async bump(userIds: Iterable<string>): Promise<void> {
    const batch = this.redis.multi();
    for (const id of userIds) batch.incr(this.prefix + id).pexpire(this.prefix + id, 2 * TTL_MS);
    try {
      await batch.exec();
    } catch (error) {
      // Committed already: the other replicas apply it when their entries end (TTL_MS at most).
      this.logger.error(`access change not shared (${String(error)}): other replicas may serve it for up to a minute`);
    }
  }

  async close(): Promise<void> {
    // QUIT fails while disconnected, and the client would keep reconnecting: drop it then.
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * The access check's facts of live sessions, kept in memory so a signed-in request costs no query for them.
 * Each entry carries the version its user had when it was read; every change of a session, role, payment or
 * account moves the user's version once it is committed (`changed`), before the request that made it
 * answers. A check compares versions first: with Redis, one GET shared by every replica and the worker, so
 * a sign-out or a role change on one replica holds on the next request to any other.
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
    this.versions = config.redis ? new RedisVersions(config.redis.url, `${config.queuePrefix}:access:`, this.logger) : new MemoryVersions(clock);
    orm.em.getEventManager().registerSubscriber({
      afterTransactionCommit: async ({ transaction }) => {
        const users = transaction && this.pending.get(transaction);
        if (users) await this.versions.bump(users);
      },
    });
  }

  /** The session's facts from memory when its user has not changed since, or from `load`. */
  async through(sessionId: string, userId: string, load: () => Promise<AccessFacts | null>): Promise<AccessFacts | null> {
    const version = await this.versions.of(userId);
    const hit = this.entries.get(sessionId);
    if (hit && hit.version === version && hit.until > this.clock.now().getTime()) return hit;
    if (hit) this.entries.delete(sessionId);
    // Read after the version: a change committed meanwhile moves it on, so this entry is not served again.
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
    const transaction = rootOf(em.getTransactionContext<Linked>());
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
