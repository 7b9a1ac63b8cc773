import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../clock/clock';
import { JobHandler } from '../queue/job-handler.decorator';
import { QueuePort } from '../queue/queue.port';
import { CLEANUP_QUEUE } from './cleanup.jobs';
import { StoragePort } from './storage.port';

const SWEEP = 'cleanup.resumable-uploads';
/** An unfinished resumable upload can be resumed this long after it began; then its parts are deleted. */
export const RESUMABLE_EXPIRY_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Resumable (tus) uploads left unfinished: a dropped connection leaves the bytes received so far, for the uploader to
 * resume; past RESUMABLE_EXPIRY_MS nobody will, and the sweep deletes them (hourly, with the other cleanups). On S3 the
 * bucket's lifecycle rule aborting incomplete multipart uploads is the backstop (docs/operations.md).
 */
@Injectable()
export class ResumableUploads implements OnApplicationBootstrap {
  private readonly logger = new Logger('ResumableUploads');

  constructor(
    private readonly storage: StoragePort,
    private readonly clock: Clock,
    private readonly queue: QueuePort,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.repeat(CLEANUP_QUEUE, SWEEP, SWEEP_EVERY_MS);
  }

  /** Deletes the unfinished uploads begun more than RESUMABLE_EXPIRY_MS ago; returns how many went. */
  @JobHandler(CLEANUP_QUEUE, SWEEP)
  async sweep(): Promise<number> {
    const swept = await this.storage.sweepResumable(new Date(this.clock.now().getTime() - RESUMABLE_EXPIRY_MS));
    if (swept) this.logger.log(`swept ${swept} unfinished resumable upload(s)`);
    return swept;
  }
}
