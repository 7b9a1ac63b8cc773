import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../queue/job-handler.decorator';
import { QueuePort } from '../queue/queue.port';
import { StoragePort } from './storage.port';

export const CLEANUP_QUEUE = 'cleanup';
const RUN = 'cleanup.run';

/** What a committed deletion leaves to do outside the database: stored objects and pending jobs. */
export interface Leftovers {
  objects: string[];
  jobs: { queue: string; jobId: string }[];
}

/**
 * Runs after the transaction that removed the rows commits: deletes the objects and cancels the jobs
 * (both idempotent: a missing object or job is not an error). Whatever fails goes to a queued job, retried
 * with the configured backoff, so a storage hiccup leaves no orphan and never undoes the deletion.
 */
@Injectable()
export class Cleanup {
  private readonly logger = new Logger('Cleanup');

  constructor(
    private readonly storage: StoragePort,
    private readonly queue: QueuePort,
  ) {}

  /** Tries now; what is left is queued. Never throws: the rows are gone already. */
  async afterCommit(leftovers: Leftovers, reason: string): Promise<void> {
    const left = await this.attempt(leftovers);
    if (!left.objects.length && !left.jobs.length) return;
    this.logger.warn(`${reason}: ${left.objects.length} object(s), ${left.jobs.length} job(s) left to a queued retry`);
    await this.queue.add(CLEANUP_QUEUE, RUN, left).catch((error: unknown) => this.logger.error(`${reason}: cleanup not queued, orphans ${JSON.stringify(left)}: ${String(error)}`));
  }

  @JobHandler(CLEANUP_QUEUE, RUN)
  async run(leftovers: Leftovers): Promise<void> {
    const left = await this.attempt(leftovers);
    // Throwing makes the queue try again (attempts and backoff from config).
    if (left.objects.length || left.jobs.length) throw new Error(`cleanup incomplete: ${left.objects.length} object(s), ${left.jobs.length} job(s)`);
  }

  private async attempt({ objects, jobs }: Leftovers): Promise<Leftovers> {
    const [o, j] = await Promise.all([
      Promise.allSettled(objects.map((key) => this.storage.delete(key))),
      Promise.allSettled(jobs.map((job) => this.queue.cancel(job.queue, job.jobId))),
    ]);
    return { objects: objects.filter((_, i) => o[i].status === 'rejected'), jobs: jobs.filter((_, i) => j[i].status === 'rejected') };
  }
}
