import { type BeforeApplicationShutdown, Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import type { JobRegistry } from './job-registry';
import { type JobOptions, QueuePort } from './queue.port';

/**
 * No Redis: jobs run in this process, after their delay, with the same retries and backoff as BullMQ.
 * Delayed jobs live in memory only (the embedded default is a single process on one machine).
 */
export class InlineQueue extends QueuePort implements BeforeApplicationShutdown {
  readonly backend = 'inline' as const;
  private readonly logger = new Logger('InlineQueue');
  private readonly timers = new Map<string, { timer: NodeJS.Timeout; run: () => void }>();
  private readonly running = new Set<Promise<void>>();
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
    this.schedule(id, queue, name, data, options.delayMs ?? 0, 1);
  }

  async repeat(queue: string, name: string, everyMs: number): Promise<void> {
    const id = `${queue}:${name}`;
    if (this.intervals.has(id) || this.stopped) return;
    const interval = setInterval(() => {
      // A failed run is simply tried again at the next tick.
      const job = this.registry.run(queue, name, {}).catch((error: unknown) => this.logger.warn(`${id} failed: ${String(error)}`));
      this.running.add(job);
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

  async ping(): Promise<boolean> {
    return !this.stopped;
  }

  private schedule(id: string, queue: string, name: string, data: unknown, delayMs: number, attempt: number): void {
    const run = () => {
      this.timers.delete(id);
      const job = this.registry.run(queue, name, data).catch((error: unknown) => {
        const { attempts, backoffMs } = this.config.jobs;
        this.logger.warn(`${queue}:${name} failed (attempt ${attempt}/${attempts}): ${String(error)}`);
        if (attempt < attempts && !this.stopped) this.schedule(id, queue, name, data, backoffMs * 2 ** (attempt - 1), attempt + 1);
      });
      this.running.add(job);
      void job.finally(() => this.running.delete(job));
    };
    const timer = setTimeout(run, delayMs);
    // A far-off reminder must not keep the process alive.
    timer.unref();
    this.timers.set(id, { timer, run });
  }

  // Before the database closes: the running jobs finish their writes (see BullMqWorkers).
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const interval of this.intervals.values()) clearInterval(interval);
    this.intervals.clear();
    await Promise.allSettled([...this.running]);
  }
}
