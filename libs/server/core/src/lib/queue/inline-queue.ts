import { type BeforeApplicationShutdown, Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import type { JobRegistry } from './job-registry';
import { type FailedJob, type JobOptions, type QueueCounts, QueuePort } from './queue.port';

// The failed jobs kept for axel's view (the newest; a process restart forgets them, as it forgets the delayed ones).
const FAILED_KEPT = 100;

type Kept = FailedJob & { data: unknown };

/**
 * No Redis: jobs run in this process, after their delay, with the same retries and backoff as BullMQ.
 * Delayed jobs and failed ones live in memory only (the embedded default is a single process on one machine); as
 * BullMQ removes them, a failed job whose data holds a secret or names a durable row is not kept.
 */
export class InlineQueue extends QueuePort implements BeforeApplicationShutdown {
  readonly backend = 'inline' as const;
  private readonly logger = new Logger('InlineQueue');
  private readonly timers = new Map<string, { timer: NodeJS.Timeout; run: () => void; queue: string }>();
  private readonly running = new Map<Promise<void>, string>();
  private readonly failures: Kept[] = [];
  private readonly intervals = new Map<string, NodeJS.Timeout>();
  private sequence = 0;
  private stopped = false;

  constructor(
    private readonly registry: JobRegistry,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async add<T extends object>(queue: string, name: string, data: T, options: JobOptions = {}): Promise<void> {
    const id = `${queue}:${options.jobId ?? `auto-${++this.sequence}`}`;
    if (this.timers.has(id) || this.stopped) return;
    this.schedule(id, queue, name, data, options.delayMs ?? 0, 1, !(options.sensitive || options.transient));
  }

  async repeat(queue: string, name: string, everyMs: number): Promise<void> {
    const id = `${queue}:${name}`;
    if (this.intervals.has(id) || this.stopped) return;
    const interval = setInterval(() => {
      // A failed run is simply tried again at the next tick.
      const job = this.registry.run(queue, name, {}).catch((error: unknown) => this.logger.warn(`${id} failed: ${String(error)}`));
      this.running.set(job, queue);
      void job.finally(() => this.running.delete(job));
    }, everyMs);
    interval.unref();
    this.intervals.set(id, interval);
  }

  async cancel(queue: string, jobId: string): Promise<void> {
    const id = `${queue}:${jobId}`;
    clearTimeout(this.timers.get(id)?.timer);
    this.timers.delete(id);
  }

  async promote(queue: string, jobId: string): Promise<boolean> {
    const pending = this.timers.get(`${queue}:${jobId}`);
    if (!pending) return false;
    clearTimeout(pending.timer);
    pending.run();
    return true;
  }

  async counts(queues: readonly string[]): Promise<QueueCounts[]> {
    const count = <T>(items: Iterable<T>, queue: string, of: (item: T) => string) => [...items].filter((item) => of(item) === queue).length;
    return queues.map((queue) => ({
      queue,
      waiting: 0,
      active: count(this.running.values(), queue, (q) => q),
      delayed: count(this.timers.values(), queue, (t) => t.queue),
      failed: count(this.failures, queue, (f) => f.queue),
    }));
  }

  async failed(queues: readonly string[], limit: number): Promise<FailedJob[]> {
    return this.failures.filter((f) => queues.includes(f.queue)).slice(0, limit).map(({ data: _data, ...job }) => job);
  }

  async retry(queue: string, jobId: string): Promise<FailedJob | null> {
    const at = this.failures.findIndex((f) => f.queue === queue && f.id === jobId);
    if (at < 0 || this.stopped) return null;
    const [{ data, ...job }] = this.failures.splice(at, 1);
    this.schedule(`${queue}:${jobId}`, queue, job.name, data, 0, 1, true);
    return job;
  }

  async ping(): Promise<boolean> {
    return !this.stopped;
  }

  private schedule(id: string, queue: string, name: string, data: unknown, delayMs: number, attempt: number, keep: boolean): void {
    const run = () => {
      this.timers.delete(id);
      const job = this.registry.run(queue, name, data).catch((error: unknown) => {
        const { attempts, backoffMs } = this.config.jobs;
        this.logger.warn(`${queue}:${name} failed (attempt ${attempt}/${attempts}): ${String(error)}`);
        if (attempt < attempts && !this.stopped) return this.schedule(id, queue, name, data, backoffMs * 2 ** (attempt - 1), attempt + 1, keep);
        if (keep) this.failures.unshift({ queue, id: id.slice(queue.length + 1), name, attempts: attempt, reason: error instanceof Error ? error.message : String(error), failedAt: new Date(), data });
        this.failures.length = Math.min(this.failures.length, FAILED_KEPT);
      });
      this.running.set(job, queue);
      void job.finally(() => this.running.delete(job));
    };
    const timer = setTimeout(run, delayMs);
    // A far-off reminder must not keep the process alive.
    timer.unref();
    this.timers.set(id, { timer, run, queue });
  }

  // Before the database closes: the running jobs finish their writes (see BullMqWorkers).
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const interval of this.intervals.values()) clearInterval(interval);
    this.intervals.clear();
    await Promise.allSettled([...this.running.keys()]);
  }
}
