import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { type JobOptions, QueuePort } from './queue.port';

/** Redis: the API only enqueues; `apps/worker` runs the handlers. */
export class BullMqQueue extends QueuePort implements OnApplicationShutdown {
  readonly backend = 'bullmq' as const;
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly connection: Redis,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async add<T extends object>(queue: string, name: string, data: T, options: JobOptions = {}): Promise<void> {
    const { attempts, backoffMs } = this.config.jobs;
    await this.queue(queue).add(name, data, {
      jobId: options.jobId,
      delay: options.delayMs,
      attempts,
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete: options.sensitive || options.transient ? true : 1000,
      removeOnFail: options.sensitive || options.transient ? true : 5000,
    });
  }

  async repeat(queue: string, name: string, everyMs: number): Promise<void> {
    // Upsert: the API and the worker both declare it at start, Redis keeps a single scheduler.
    await this.queue(queue).upsertJobScheduler(name, { every: everyMs }, { name, data: {}, opts: { removeOnComplete: 100, removeOnFail: 1000 } });
  }

  async cancel(queue: string, jobId: string): Promise<void> {
    await (await this.queue(queue).getJob(jobId))?.remove();
  }

  async promote(queue: string, jobId: string): Promise<boolean> {
    const job = await this.queue(queue).getJob(jobId);
    if (!job || !(await job.isDelayed())) return false;
    await job.promote();
    return true;
  }

  async ping(): Promise<boolean> {
    return (await this.connection.ping().catch(() => null)) === 'PONG';
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.config.queuePrefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.connection.disconnect();
    new Logger('BullMqQueue').log('queues closed');
  }
}
