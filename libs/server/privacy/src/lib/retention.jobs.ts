import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig, AuditService, Cleanup, Clock, JobHandler, QueuePort } from '@capsuisse/server-core';
import { DocumentsService } from '@capsuisse/server-documents';
import { ProfileRights } from '@capsuisse/server-profiles';

export const PRIVACY_QUEUE = 'privacy';
const RETENTION = 'retention';

/**
 * The repeatable job that erases the documents of accounts closed (profile `date_close`) longer ago than
 * the retention period (DOCUMENT_RETENTION_DAYS): rows in one transaction per account with its audit
 * entry, then the stored objects (retried by the cleanup job when storage fails).
 */
@Injectable()
export class RetentionJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('RetentionJobs');

  constructor(
    private readonly queue: QueuePort,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly cleanup: Cleanup,
    private readonly rights: ProfileRights,
    private readonly documents: DocumentsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.repeat(PRIVACY_QUEUE, RETENTION, this.config.retention.everyMs);
  }

  /** Returns how many accounts lost their documents. */
  @JobHandler(PRIVACY_QUEUE, RETENTION)
  async run(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - this.config.retention.documentsMs);
    const due = await this.documents.holders(await this.rights.closedBefore(cutoff));
    for (const userId of due) {
      const leftovers = await this.em.fork().transactional(async (em) => {
        const erased = await this.documents.eraseOwn(em, userId);
        this.audit.record(em, {
          actorId: null,
          action: 'privacy.retention.documents',
          target: { type: 'user', id: userId },
          details: { documents: erased.objects.length, retention_days: this.config.retention.documentsMs / 86_400_000 },
        });
        return erased;
      });
      await this.cleanup.afterCommit(leftovers, `retention of user ${userId}'s documents`);
    }
    if (due.length) this.logger.log(`documents of ${due.length} closed account(s) erased after retention`);
    return due.length;
  }
}
