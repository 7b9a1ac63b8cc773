import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type FailedJobDto, QUEUE_AUDIT, QUEUE_ERRORS, QUEUE_FAILED_SHOWN, QUEUE_REASON_MAX, type QueuesDto } from '@capsuisse/contracts';
import { AuditService } from '../audit/audit.service';
import type { Caller } from '../access/access.decorators';
import { Errors } from '../errors/domain-error';
import { DEFERRED_COUNT } from './deferred-jobs.reads';
import { JobRegistry } from './job-registry';
import { type FailedJob, QueuePort } from './queue.port';

const dto = (job: FailedJob): FailedJobDto => ({
  queue: job.queue,
  id: job.id,
  name: job.name,
  attempts: job.attempts,
  reason: job.reason.slice(0, QUEUE_REASON_MAX),
  failed_at: job.failedAt?.toISOString() ?? null,
});

/** Issue 33: the jobs of every queue this process knows (its handlers'), as axel sees them, and a failed one run again. */
@Injectable()
export class QueueAdmin {
  constructor(
    private readonly queue: QueuePort,
    private readonly registry: JobRegistry,
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<QueuesDto> {
    const names = this.registry.queues().sort();
    const [queues, failed, [deferred]] = await Promise.all([this.queue.counts(names), this.queue.failed(names, QUEUE_FAILED_SHOWN), DEFERRED_COUNT.run(this.em, {})]);
    return { backend: this.queue.backend, queues, failed: failed.map(dto), deferred: deferred?.n ?? 0 };
  }

  /** A failed job of a known queue, run again with a new series of tries; audited (404 unless it failed). */
  async retry(caller: Caller, queue: string, id: string): Promise<FailedJobDto> {
    const job = this.registry.queues().includes(queue) ? await this.queue.retry(queue, id) : null;
    if (!job) throw Errors.notFound(QUEUE_ERRORS.notFound);
    await this.audit.recordAlone({ actorId: caller.id, action: QUEUE_AUDIT.retry, target: { type: 'job', id: `${queue}:${id}` }, details: { name: job.name, attempts: job.attempts } });
    return dto(job);
  }
}
