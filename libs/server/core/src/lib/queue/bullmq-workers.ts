import { type BeforeApplicationShutdown, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { queueTelemetry } from '../tracing/tracing';
import type { JobRegistry } from './job-registry';

/** The consuming side (apps/worker): one BullMQ worker per queue that has handlers. */
export class BullMqWorkers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('BullMqWorkers');
  private workers: Worker[] = [];
  private readonly connections: Redis[] = [];

  constructor(
    private readonly connection: Redis,
    private readonly registry: JobRegistry,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.workers = this.registry.queues().map(
      (queue) =>
        new Worker(queue, (job) => this.registry.run(queue, job.name, job.data), {
          // Workers block on Redis: each needs its own connection.
          connection: this.duplicate(),
          prefix: this.config.queuePrefix,
          concurrency: 4,
          // A killed worker's job runs again once its lock lapses (found by the next stalled check).
          lockDuration: this.config.jobs.stalledMs,
          stalledInterval: this.config.jobs.stalledMs,
          // With tracing on, a job's run continues the trace it was added in.
          telemetry: queueTelemetry(),
        }),
    );
    for (const worker of this.workers) {
      worker.on('failed', (job, error) => this.logger.warn(`${worker.name}:${job?.name} failed (attempt ${job?.attemptsMade}): ${error.message}`));
    }
    this.logger.log(`consuming ${this.registry.queues().join(', ') || 'no queue'}`);
  }

  private duplicate(): Redis {
    const connection = this.connection.duplicate();
    this.connections.push(connection);
    return connection;
  }

  // Before any module shuts down: a running job finishes its writes while the database is still open (closed
  // beside it, a job's last write waited for a closed pool, then failed: a sent mail was sent again).
  async beforeApplicationShutdown(): Promise<void> {
    // close() waits for the running jobs to finish; the connections we gave are ours to close.
    await Promise.all(this.workers.map((w) => w.close()));
    for (const connection of [...this.connections, this.connection]) connection.disconnect();
  }
}
