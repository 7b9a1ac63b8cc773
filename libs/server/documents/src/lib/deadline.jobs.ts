import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEADLINE_NOTICES, DOCUMENT_KINDS, NOTIFICATION_KIND_LABELS, PAGES, pathTo, ROLE } from '@capsuisse/contracts';
import { AssignmentsService } from '@capsuisse/server-assignments';
import { Clock, JobHandler, MailService, QueuePort, reviewDeadlinePassedMail, reviewReminderMail, type StoredMail } from '@capsuisse/server-core';
import { type NotificationInput, NotificationsService } from '@capsuisse/server-conversation';
import { ProfilesService, RolesService } from '@capsuisse/server-profiles';
import { DocumentFile } from './document.entity';

export const DOCUMENTS_QUEUE = 'documents';
const REMIND = 'deadline.remind';
const EXPIRE = 'deadline.expire';
const ENSURE = 'deadline.ensure';
const ENSURE_EVERY_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;
// DESIGN "Deadlines": the coach is reminded 12 h before the deadline.
const REMINDER_LEAD_HOURS = 12;

/** A deadline's event for one person: near (the coach, 12 h before) or passed (axel), of one version of a document. */
type Stage = 'near' | 'passed';
const eventKey = (stage: Stage, job: DeadlineJob) => `deadline:${stage}:${job.documentId}:${job.version}`;
const EVENT_KEY = /^deadline:(near|passed):([0-9a-f-]{36}):(\d+)$/;

/** A job is about one version of a document: its id and the upload instant. */
export interface DeadlineJob {
  documentId: string;
  version: number;
}

/**
 * The review deadline of each upload: a reminder to the assigned coach 12 h before, an expiry flag and a
 * notice to axel at the deadline, each in the person's notification centre and e-mailed when its kind is on. Both are skipped when the version was reviewed or replaced meanwhile.
 * They are queued after the upload commits, so a process killed in between (or an embedded API restarted, its
 * timers gone) would lose them: every pending version's jobs are queued again at each start and every 15 minutes
 * (same ids, so a job still waiting is not doubled; a reminder whose time has passed is not sent late, twice maybe).
 */
@Injectable()
export class DeadlineJobs implements OnApplicationBootstrap, OnModuleInit {
  private readonly logger = new Logger('DeadlineJobs');

  constructor(
    private readonly em: EntityManager,
    private readonly queue: QueuePort,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly assignments: AssignmentsService,
    private readonly profiles: ProfilesService,
    private readonly roles: RolesService,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.notifications.composeMails('deadline', (userId) => this.composeMail(userId));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.repeat(DOCUMENTS_QUEUE, ENSURE, ENSURE_EVERY_MS);
    // Not awaited: a start never waits on this.
    void this.ensure().catch((error: unknown) => this.logger.warn(`deadline jobs not checked at start: ${String(error)}`));
  }

  /** Queues the jobs of every version waiting for review, whatever was lost (see above). */
  @JobHandler(DOCUMENTS_QUEUE, ENSURE)
  async ensure(): Promise<void> {
    const waiting = await this.em.fork().find(DocumentFile, { status: 'en_attente', expiredAt: null, validationDeadline: { $ne: null } }, { fields: ['id', 'createdAt', 'validationDeadline'] });
    for (const document of waiting) await this.schedule(document);
  }

  /** Job ids derive from document id and version: a review finds and cancels them, a replay is one job. */
  static jobIds(job: DeadlineJob): { remind: string; expire: string } {
    return { remind: `remind-${job.documentId}-${job.version}`, expire: `expire-${job.documentId}-${job.version}` };
  }

  async schedule(document: Pick<DocumentFile, 'id' | 'createdAt' | 'validationDeadline'>): Promise<void> {
    if (!document.validationDeadline) return;
    const job: DeadlineJob = { documentId: document.id, version: document.createdAt.getTime() };
    const ids = DeadlineJobs.jobIds(job);
    const now = this.clock.now().getTime();
    const deadline = document.validationDeadline.getTime();
    const remindAt = deadline - REMINDER_LEAD_HOURS * HOUR_MS;
    // Always ahead for a new upload (its deadline is 48 working hours away); past, it ran already or comes too late.
    if (remindAt > now) await this.queue.add(DOCUMENTS_QUEUE, REMIND, job, { jobId: ids.remind, delayMs: remindAt - now });
    await this.queue.add(DOCUMENTS_QUEUE, EXPIRE, job, { jobId: ids.expire, delayMs: Math.max(0, deadline - now) });
  }

  /** Best effort: a job left behind (Redis down) finds its version reviewed or replaced and does nothing. */
  async cancel(job: DeadlineJob): Promise<void> {
    const ids = DeadlineJobs.jobIds(job);
    await Promise.all([this.queue.cancel(DOCUMENTS_QUEUE, ids.remind), this.queue.cancel(DOCUMENTS_QUEUE, ids.expire)]).catch((error: unknown) =>
      this.logger.warn(`deadline jobs of ${job.documentId} left to skip themselves: ${String(error)}`),
    );
  }

  @JobHandler(DOCUMENTS_QUEUE, REMIND)
  async remind(job: DeadlineJob): Promise<void> {
    const document = await this.pending(job);
    if (!document) return;
    const coaches = await this.assignments.coachesOf(document.userId);
    const client = await this.profiles.emailOf(document.userId);
    const notice = DEADLINE_NOTICES.near(DOCUMENT_KINDS[document.type].label, client, document.validationDeadline as Date);
    await this.tell(coaches, 'near', job, { title: NOTIFICATION_KIND_LABELS.deadline, body: notice, link: PAGES.coachDashboard.path, subjectId: document.userId });
  }

  @JobHandler(DOCUMENTS_QUEUE, EXPIRE)
  async expire(job: DeadlineJob): Promise<void> {
    const document = await this.pending(job);
    // Flagged already: a retry after the flag was written sends nothing twice.
    if (!document || document.expiredAt) return;
    document.expiredAt = this.clock.now();
    await this.em.flush();
    const client = await this.profiles.emailOf(document.userId);
    const notice = DEADLINE_NOTICES.passed(DOCUMENT_KINDS[document.type].label, client);
    const link = pathTo(PAGES.userDetail.path, { userId: document.userId });
    await this.tell(await this.roles.idsOfRole(ROLE.axel), 'passed', job, { title: DEADLINE_NOTICES.passedTitle, body: notice, link, subjectId: document.userId });
  }

  /** Each person told once of the event (a retried job tells nobody twice), then e-mailed when their kind is on. */
  private async tell(userIds: readonly string[], stage: Stage, job: DeadlineJob, notice: Pick<NotificationInput, 'title' | 'body' | 'link' | 'subjectId'>): Promise<void> {
    const told = await this.em.fork().transactional(async (em) => {
      const fresh: string[] = [];
      for (const userId of userIds) if (await this.notifications.notify(em, { userId, kind: 'deadline', eventKey: eventKey(stage, job), ...notice })) fresh.push(userId);
      return fresh;
    });
    for (const userId of told) await this.notifications.email('deadline', userId, notice.title);
  }

  /** A deadline's e-mail, made at each try from the person's newest deadline event; null once its document is gone. */
  private async composeMail(userId: string): Promise<StoredMail | null> {
    const match = EVENT_KEY.exec((await this.notifications.newestEvent(userId, 'deadline')) ?? '');
    if (!match) return null;
    const [, stage, documentId] = match;
    const em = this.em.fork();
    const document = await em.findOne(DocumentFile, { id: documentId });
    const to = (await this.profiles.emailsOf([userId])).get(userId);
    if (!document?.validationDeadline || !to) return null;
    const client = await this.profiles.emailOf(document.userId);
    return stage === 'near'
      ? this.mail.render(reviewReminderMail, to, { type: document.type, client, deadline: document.validationDeadline, hoursLeft: REMINDER_LEAD_HOURS })
      : this.mail.render(reviewDeadlinePassedMail, to, { type: document.type, client, clientId: document.userId, deadline: document.validationDeadline });
  }

  /** The document when this version is still waiting for review; null once reviewed, replaced or deleted. */
  private async pending(job: DeadlineJob): Promise<DocumentFile | null> {
    const document = await this.em.findOne(DocumentFile, { id: job.documentId });
    if (!document || document.status !== 'en_attente' || document.createdAt.getTime() !== job.version) return null;
    return document;
  }
}
