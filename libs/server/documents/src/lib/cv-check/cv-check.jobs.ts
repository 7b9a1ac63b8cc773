import { buffer } from 'node:stream/consumers';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock, JobHandler, QueuePort, StoragePort } from '@capsuisse/server-core';
import { DOCUMENTS_QUEUE } from '../deadline.jobs';
import { DocumentFile } from '../document.entity';
import { CvCheck } from './cv-check.entity';
import { checkCvInPool } from './cv-check.pool';

const CHECK = 'cv.check';
const ENSURE = 'cv.ensure';
const ENSURE_EVERY_MS = 15 * 60_000;

/** A check is about one version of a CV: its id and the upload instant. */
export interface CvCheckJob {
  documentId: string;
  version: number;
}

/**
 * The Swiss CV check runs after the upload commits (the upload's answer never waits for it): a job on the documents
 * queue reads the stored PDF's text and runs the rules in the PDF text lane (off the event loop, bounded) and writes
 * the verdicts on the version's row. A job lost between the commit and the queue (a crash) is queued again by the
 * sweep of rows left `en_cours`, at start and every 15 minutes (same job id: never doubled).
 */
@Injectable()
export class CvCheckJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('CvCheckJobs');

  constructor(
    private readonly em: EntityManager,
    private readonly queue: QueuePort,
    private readonly storage: StoragePort,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.repeat(DOCUMENTS_QUEUE, ENSURE, ENSURE_EVERY_MS);
    void this.ensure().catch((error: unknown) => this.logger.warn(`CV checks not swept at start: ${String(error)}`));
  }

  @JobHandler(DOCUMENTS_QUEUE, ENSURE)
  async ensure(): Promise<void> {
    const pending = await this.em.fork().find(CvCheck, { status: 'en_cours' }, { fields: ['documentId', 'version'] });
    for (const row of pending) await this.schedule({ documentId: row.documentId, version: row.version.getTime() });
  }

  async schedule(job: CvCheckJob): Promise<void> {
    await this.queue.add(DOCUMENTS_QUEUE, CHECK, job, { jobId: `cv-check-${job.documentId}-${job.version}` });
  }

  @JobHandler(DOCUMENTS_QUEUE, CHECK)
  async check(job: CvCheckJob): Promise<void> {
    const em = this.em.fork();
    const document = await em.findOne(DocumentFile, { id: job.documentId });
    // Replaced or deleted meanwhile: the new version has its own job, a deleted one nothing to check.
    if (!document || document.createdAt.getTime() !== job.version) return;
    const body = await buffer(await this.storage.read(document.storageUrl));
    const outcome = await checkCvInPool(body);
    // Written only on this version's row: a version uploaded meanwhile keeps its `en_cours`.
    await em.nativeUpdate(CvCheck, { documentId: job.documentId, version: new Date(job.version) }, { status: outcome.status, pages: outcome.pages, rules: outcome.rules, checkedAt: this.clock.now() });
  }
}
