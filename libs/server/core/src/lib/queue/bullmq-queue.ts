import { randomUUID } from 'node:crypto';
import { type BeforeApplicationShutdown, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { BackendUnavailableError, isBackendUnavailable } from '../errors/backend-unavailable';
import { queueTelemetry } from '../tracing/tracing';
import { type FailedJob, type JobOptions, type QueueCounts, QueuePort } from './queue.port';
import { DEFERRED_BATCH, RELAY_BATCH } from './deferred-jobs.reads';

// While jobs wait in PostgreSQL, how often this process tries to queue them (Redis's return queues them at once).
const RELAY_EVERY_MS = 5_000;

/**
 * Redis: the API only enqueues; `apps/worker` runs the handlers. Its connection fails at once while Redis is
 * down (no offline queue), and a job added then is kept in PostgreSQL (`deferred_jobs`) and queued once Redis
 * answers again, so the action that made it is not lost; a job whose data holds a secret is refused instead
 * (the caller's 503), as PostgreSQL keeps no copy of it. Redis back, the schedulers this process declared are
 * declared again (a Redis that lost its data lost them too).
 */
export class BullMqQueue extends QueuePort implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  readonly backend = 'bullmq' as const;
  private readonly logger = new Logger('BullMqQueue');
  private readonly queues = new Map<string, Queue>();
  private readonly schedules = new Map<string, { queue: string; name: string; everyMs: number }>();
  private relayTimer: NodeJS.Timeout | null = null;
  private relaying: Promise<void> | null = null;

  constructor(
    private readonly connection: Redis,
    private readonly config: AppConfig,
    private readonly orm: MikroORM,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    // Every (re)connection: declared schedulers again, then what waited in PostgreSQL (also what a dead process left).
    this.connection.on('ready', () => void this.redeclare().then(() => this.relay()));
    void this.relay();
  }

  async add<T extends object>(queue: string, name: string, data: T, options: JobOptions = {}): Promise<void> {
    // An id of its own from the start: an add that timed out yet reached Redis and its deferred copy are one job.
    const jobId = options.jobId ?? randomUUID();
    try {
      await this.enqueue(queue, name, data, { jobId, runAt: Date.now() + (options.delayMs ?? 0), sensitive: options.sensitive, transient: options.transient });
    } catch (error) {
      if (options.sensitive || !isBackendUnavailable(error)) throw error;
      await this.defer(queue, name, data, { ...options, jobId });
    }
  }

  async repeat(queue: string, name: string, everyMs: number): Promise<void> {
    this.schedules.set(`${queue}:${name}`, { queue, name, everyMs });
    // Upsert: the API and the worker both declare it at start, Redis keeps a single scheduler.
    await this.queue(queue).upsertJobScheduler(name, { every: everyMs }, { name, data: {}, opts: { removeOnComplete: 100, removeOnFail: 1000 } });
  }

  async cancel(queue: string, jobId: string): Promise<void> {
    await (await this.ready(queue).getJob(jobId))?.remove();
  }

  async promote(queue: string, jobId: string): Promise<boolean> {
    const job = await this.ready(queue).getJob(jobId);
    if (!job || !(await job.isDelayed())) return false;
    await job.promote();
    return true;
  }

  async counts(queues: readonly string[]): Promise<QueueCounts[]> {
    return Promise.all(
      queues.map(async (queue) => {
        const c = await this.ready(queue).getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
        return { queue, waiting: (c.waiting ?? 0) + (c.prioritized ?? 0), active: c.active ?? 0, delayed: c.delayed ?? 0, failed: c.failed ?? 0 };
      }),
    );
  }

  async failed(queues: readonly string[], limit: number): Promise<FailedJob[]> {
    const perQueue = await Promise.all(
      queues.map(async (queue) =>
        (await this.ready(queue).getFailed(0, limit - 1)).map((job) => failedJob(queue, job)),
      ),
    );
    return perQueue.flat().sort((a, b) => (b.failedAt?.getTime() ?? 0) - (a.failedAt?.getTime() ?? 0)).slice(0, limit);
  }

  async retry(queue: string, jobId: string): Promise<FailedJob | null> {
    const job = await this.ready(queue).getJob(jobId);
    if (!job || !(await job.isFailed())) return null;
    const failed = failedJob(queue, job);
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    return failed;
  }

  async ping(): Promise<boolean> {
    return (await this.connection.ping().catch(() => null)) === 'PONG';
  }

  private enqueue(queue: string, name: string, data: object, options: { jobId?: string; runAt: number; sensitive?: boolean; transient?: boolean }): Promise<unknown> {
    const { attempts, backoffMs } = this.config.jobs;
    const removed = options.sensitive || options.transient;
    return this.ready(queue).add(name, data, {
      jobId: options.jobId,
      delay: Math.max(0, options.runAt - Date.now()),
      attempts,
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete: removed ? true : 1000,
      removeOnFail: removed ? true : 5000,
    });
  }

  private async defer(queue: string, name: string, data: object, options: JobOptions): Promise<void> {
    const id = randomUUID();
    await (this.orm.em.fork() as EntityManager).execute(
      'insert into deferred_jobs (id, queue, name, data, job_id, run_at, transient, created_at) values (?, ?, ?, ?::jsonb, ?, ?, ?, ?)',
      // Queued twice (a relay cut before its commit), a job with its id is one job.
      [id, queue, name, JSON.stringify(data), options.jobId, new Date(Date.now() + (options.delayMs ?? 0)), options.transient ?? false, new Date()],
      'run',
    );
    this.logger.warn(`Redis unavailable: job ${queue}/${name} kept in PostgreSQL until it is back`);
    this.relayTimer ??= setInterval(() => void this.relay(), RELAY_EVERY_MS).unref();
  }

  /** Queues the jobs kept in PostgreSQL, oldest first; stops its timer once none is left. One run at a time. */
  private relay(): Promise<void> {
    this.relaying ??= this.relayAll()
      .catch((error: unknown) => this.logger.warn(`deferred jobs not queued yet: ${String(error)}`))
      .finally(() => (this.relaying = null));
    return this.relaying;
  }

  private async relayAll(): Promise<void> {
    for (let moved = RELAY_BATCH; moved === RELAY_BATCH; ) {
      moved = await (this.orm.em.fork() as EntityManager).transactional(async (em) => {
        const rows = await DEFERRED_BATCH.run(em, {});
        for (const row of rows) await this.enqueue(row.queue, row.name, row.data as object, { jobId: row.job_id, runAt: new Date(row.run_at).getTime(), transient: row.transient });
        if (rows.length) await em.execute('delete from deferred_jobs where id in (?)', [rows.map((row) => row.id)], 'run');
        return rows.length;
      });
      if (moved) this.logger.log(`${moved} deferred job(s) queued`);
    }
    if (this.relayTimer) clearInterval(this.relayTimer);
    this.relayTimer = null;
  }

  private async redeclare(): Promise<void> {
    for (const { queue, name, everyMs } of this.schedules.values()) {
      await this.repeat(queue, name, everyMs).catch((error: unknown) => this.logger.warn(`scheduler ${queue}/${name} not declared: ${String(error)}`));
    }
  }

  /** The queue, when Redis is connected: a BullMQ queue first used while it is down would wait for it, holding the request. */
  private ready(name: string): Queue {
    if (this.connection.status !== 'ready') throw new BackendUnavailableError(`Redis unavailable (${this.connection.status})`);
    return this.queue(name);
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      // With tracing on, a job carries the trace of the request that added it (to the worker's spans).
      queue = new Queue(name, { connection: this.connection, prefix: this.config.queuePrefix, telemetry: queueTelemetry() });
      // Redis going away is reported by the calls that fail (and the health check), not as an unhandled event.
      queue.on('error', (error: Error) => this.logger.debug(`queue ${name}: ${error.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  // The relay reads the database: it stops before the database closes.
  async beforeApplicationShutdown(): Promise<void> {
    if (this.relayTimer) clearInterval(this.relayTimer);
    await this.relaying;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.connection.disconnect();
    this.logger.log('queues closed');
  }
}

const failedJob = (queue: string, job: Job): FailedJob => ({
  queue,
  id: job.id ?? '',
  name: job.name,
  attempts: job.attemptsMade,
  reason: job.failedReason ?? '',
  failedAt: job.finishedOn ? new Date(job.finishedOn) : null,
});
