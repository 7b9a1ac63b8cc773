import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Gauge, Registry } from 'prom-client';
import type { Clock } from '../clock/clock';
import { readPoolOf } from '../database/read-rows';
import type { QueueCounts, QueuePort } from '../queue/queue.port';
import { eventMetrics, METRIC_NAMES } from './metrics';
import { METRICS_COUNTS } from './metrics.reads';

/** Queue counts are a few Redis calls per queue; the database counts one query: each kept this long between scrapes. */
export const QUEUES_CACHE_MS = 5_000;
export const COUNTS_CACHE_MS = 15_000;

interface Tarn {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

/**
 * A value computed at most once per `ttlMs`, the scrapes in between (or at once) sharing it. Null while its
 * backend fails: its gauges are left out of that scrape (the queues') or keep their last value (the counts'),
 * rather than failing the whole scrape (the readiness probe tells which backend is down); the next one tries again.
 */
class Cached<T> {
  private value?: { at: number; promise: Promise<T | null> };
  constructor(
    private readonly ttlMs: number,
    private readonly load: () => Promise<T>,
  ) {}

  get(): Promise<T | null> {
    const now = Date.now();
    if (!this.value || now - this.value.at >= this.ttlMs) {
      const value = { at: now, promise: this.load().catch(() => null) };
      void value.promise.then((result) => result === null && this.value === value && (this.value = undefined));
      this.value = value;
    }
    return this.value.promise;
  }
}

/** One app's metrics: the process's counters, and gauges read at scrape time from its queue, pools and database. */
export class Metrics {
  private readonly gauges = new Registry();

  constructor(
    private readonly queue: QueuePort,
    private readonly queueNames: () => string[],
    private readonly orm: MikroORM,
    private readonly clock: Clock,
  ) {
    const queues = new Cached<QueueCounts[]>(QUEUES_CACHE_MS, () => this.queue.counts(this.queueNames().sort()));
    const counts = new Cached(COUNTS_CACHE_MS, async () => (await METRICS_COUNTS.run(this.orm.em.fork() as EntityManager, { now: this.clock.now() }))[0]);
    new Gauge({
      name: METRIC_NAMES.queueJobs,
      help: 'Jobs of each queue by state (waiting, active, delayed, failed)',
      labelNames: ['queue', 'state'] as const,
      registers: [this.gauges],
      async collect() {
        this.reset();
        for (const { queue, waiting, active, delayed, failed } of (await queues.get()) ?? []) {
          for (const [state, n] of Object.entries({ waiting, active, delayed, failed })) this.set({ queue, state }, n);
        }
      },
    });
    const pools = () => this.pools();
    new Gauge({
      name: METRIC_NAMES.dbPoolConnections,
      help: "PostgreSQL connections of this process's pools (orm: the ORM's; reads: typed statements outside transactions), by state",
      labelNames: ['pool', 'state'] as const,
      registers: [this.gauges],
      collect() {
        this.reset();
        for (const { pool, used, idle, pending } of pools()) {
          this.set({ pool, state: 'used' }, used);
          this.set({ pool, state: 'idle' }, idle);
          this.set({ pool, state: 'pending' }, pending);
        }
      },
    });
    new Gauge({
      name: METRIC_NAMES.dbPoolMax,
      help: 'The most connections each pool opens',
      labelNames: ['pool'] as const,
      registers: [this.gauges],
      collect() {
        this.reset();
        for (const { pool, max } of pools()) this.set({ pool }, max);
      },
    });
    new Gauge({
      name: METRIC_NAMES.reviewsOverdue,
      help: 'Documents still waiting for a review past their 48 h deadline',
      registers: [this.gauges],
      async collect() {
        const row = await counts.get();
        if (row) this.set(row.reviews_overdue ?? 0);
      },
    });
    new Gauge({
      name: METRIC_NAMES.mailsFailed,
      help: 'Mails that failed all their tries, kept for axel to resend',
      registers: [this.gauges],
      async collect() {
        const row = await counts.get();
        if (row) this.set(row.mails_failed ?? 0);
      },
    });
  }

  get contentType(): string {
    return this.gauges.contentType;
  }

  /** The exposition text: the process's counters and this app's gauges. */
  async text(): Promise<string> {
    const [events, gauges] = await Promise.all([eventMetrics.metrics(), this.gauges.metrics()]);
    return `${events}\n${gauges}`;
  }

  private pools(): { pool: string; used: number; idle: number; pending: number; max: number }[] {
    const em = this.orm.em as EntityManager;
    const tarn = (em.getKnex().client as { pool?: Tarn }).pool;
    const reads = readPoolOf(em);
    return [
      ...(tarn ? [{ pool: 'orm', used: tarn.numUsed(), idle: tarn.numFree(), pending: tarn.numPendingAcquires(), max: tarn.max }] : []),
      ...(reads ? [{ pool: 'reads', used: reads.totalCount - reads.idleCount, idle: reads.idleCount, pending: reads.waitingCount, max: reads.options.max ?? 10 }] : []),
    ];
  }
}
