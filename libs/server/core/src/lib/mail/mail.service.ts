import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { type MailDeliveriesResponse, type MailDeliveryDto, MAIL_ERRORS, type MailKind, type MailsQuery, type MailStatus } from '@capsuisse/contracts';
import type { Caller } from '../access/access.decorators';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../clock/clock';
import { AppConfig } from '../config/app-config';
import { Errors } from '../errors/domain-error';
import { JobHandler } from '../queue/job-handler.decorator';
import { QueuePort } from '../queue/queue.port';
import { MailDelivery } from './mail-delivery.entity';
import { nextMailAttempt } from './mail-retry';
import { type Mail, MailPort } from './mail.port';
import { OutboxMail } from './outbox-mail.entity';
import { type MailContext, mailContext, type MailTemplate } from './templates/mail-template';
import { renderMail } from './templates/render-mail';

export const NOTIFICATIONS_QUEUE = 'notifications';
const SEND_MAIL = 'mail.send';
const SWEEP = 'mail.sweep';
// Due mails queued per sweep; the rest wait for the next one.
const SWEEP_BATCH = 200;
// A sent mail's row (its body is gone once sent) stays this long in axel's list, then the sweep deletes it.
const SENT_KEPT_MS = 30 * 86_400_000;
const ERROR_MAX = 500;

/** What a mail row keeps: no headers (a type error rather than headers silently dropped). */
export type StoredMail = Omit<Mail, 'headers'> & { headers?: never };

/** Makes a mail that carries a secret, fresh at each try (its older secret ended); null when its person is gone. */
export type MailComposer = (userId: string) => Promise<Mail | null>;

/**
 * Mail is a row of `mails` before it is anything else: a job on the `notifications` queue only names the row, so a
 * slow or failing SMTP server never blocks a request and a lost job or an outage loses no mail. A try takes the row
 * (status `sending`, for `MAIL_LEASE_SECONDS`), sends, and marks it sent; a failure sets the next try (1 min, 2, 4…)
 * or, past the retry hours or on a permanent refusal, `failed`, kept for axel to resend. A periodic sweep queues
 * the due rows again, and those whose try died with its worker. See docs/mail.md.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Mail');
  private readonly composers = new Map<MailKind, MailComposer>();
  private readonly context: MailContext;

  constructor(
    private readonly em: EntityManager,
    private readonly queue: QueuePort,
    private readonly mailer: MailPort,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {
    this.context = mailContext(config.publicUrl, config.publicConfig.supportEmail);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.repeat(NOTIFICATIONS_QUEUE, SWEEP, this.config.mail.sweepMs);
  }

  /** A template's mail to `to`: its text and HTML parts, links absolute from PUBLIC_URL, the support line in its footer. */
  async render<T>(template: MailTemplate<T>, to: string, data: T): Promise<StoredMail> {
    return { to, ...renderMail(template, data, this.context) };
  }

  /** Renders a template's mail and sends it as `send` does. */
  async sendTemplate<T>(template: MailTemplate<T>, to: string, data: T): Promise<void> {
    await this.send(await this.render(template, to, data));
  }

  /**
   * A mail kept whole until it is sent (no secret in it). Inside a transaction, it is queued with that transaction's
   * work. Its row keeps text and HTML only: a mail that needs headers is made by a composer, at each try.
   */
  send(mail: StoredMail): Promise<void> {
    return this.add({ kind: 'message', to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, attachments: mail.attachments?.length ? [...mail.attachments] : null, userId: null });
  }

  /**
   * A mail `kind`'s composer makes at each try, so no stored row holds its secret. One waits per person and kind:
   * asked again while one waits (an SMTP outage), the person gets that one, with a link made when it leaves.
   */
  async sendComposed(kind: Exclude<MailKind, 'message'>, to: string, subject: string, userId: string): Promise<void> {
    if (await this.em.count(MailDelivery, { kind, userId, status: { $in: ['queued', 'sending'] } })) return;
    await this.add({ kind, to, subject, text: null, html: null, userId });
  }

  /** The domain that owns a secret mail says how it is made (auth: the reset link). */
  composer(kind: Exclude<MailKind, 'message'>, compose: MailComposer): void {
    this.composers.set(kind, compose);
  }

  /** A deleted person's mail, sent, waiting or failed, and the local outbox's, inside the caller's transaction. */
  async forgetRecipient(em: EntityManager, email: string): Promise<void> {
    await em.nativeDelete(MailDelivery, { to: email });
    await em.nativeDelete(OutboxMail, { to: email });
  }

  async list(query: MailsQuery & { page: number; page_size: number }): Promise<MailDeliveriesResponse> {
    const [rows, total] = await this.em.findAndCount(MailDelivery, query.status ? { status: query.status } : {}, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
    return { mails: rows.map(dto), total, page: query.page, page_size: query.page_size };
  }

  /** axel tries a failed mail again: a new series of tries from now, audited with it. */
  async resend(actor: Caller, id: string): Promise<MailDeliveryDto> {
    const mail = await this.em.fork().transactional(async (em) => {
      const row = await em.findOne(MailDelivery, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) throw Errors.notFound(MAIL_ERRORS.notFound);
      if (row.status !== 'failed') throw Errors.conflict(MAIL_ERRORS.notFailed);
      const now = this.clock.now();
      em.assign(row, { status: 'queued', nextAttemptAt: now, queuedAt: now, updatedAt: now });
      this.audit.record(em, { actorId: actor.id, action: 'admin.mail.resend', target: { type: 'mail', id }, details: { kind: row.kind, attempts: row.attempts } });
      return row;
    });
    await this.enqueue(mail);
    return dto(mail);
  }

  /**
   * One try. Taking the row first makes a rerun harmless: a job run again after its worker was killed finds the
   * mail sent (nothing to do) or its own lapsed hold (it sends). The one gap: killed after the SMTP server took the
   * mail and before `sent` is written, the mail goes twice.
   */
  @JobHandler(NOTIFICATIONS_QUEUE, SEND_MAIL)
  async deliver(job: { id: string } | StoredMail): Promise<void> {
    // A job queued by the version before the rows carries the mail itself: it becomes a row.
    if (!('id' in job)) return this.send(job);
    const { id } = job;
    const now = this.clock.now();
    const taken = await this.em.nativeUpdate(
      MailDelivery,
      { id, $or: [{ status: 'queued', nextAttemptAt: { $lte: now } }, { status: 'sending', claimedUntil: { $lt: now } }] },
      { status: 'sending', claimedUntil: new Date(now.getTime() + this.config.mail.leaseMs), updatedAt: now },
    );
    if (!taken) return;
    const row = await this.em.findOneOrFail(MailDelivery, { id }, { disableIdentityMap: true });
    try {
      const mail = await this.content(row);
      if (!mail) return await this.finish(row, 'failed', 'recipient gone');
      await this.mailer.send(mail);
    } catch (error) {
      const permanent = isPermanentRefusal(error);
      const next = permanent ? null : nextMailAttempt(this.config.mail.retry, row.attempts + 1, row.queuedAt, this.clock.now());
      this.logger.warn(`mail ${id} (${row.kind}) try ${row.attempts + 1} failed${next ? `, next at ${next.toISOString()}` : ', kept as failed'}: ${describe(error)}`);
      return await this.finish(row, next ? 'queued' : 'failed', describe(error), next);
    }
    await this.finish(row, 'sent', null);
  }

  /** Queues the due mails again (retries; mails whose job was lost or whose worker died; dedup by the job id), and forgets old sent ones. */
  @JobHandler(NOTIFICATIONS_QUEUE, SWEEP)
  async sweep(): Promise<void> {
    const now = this.clock.now();
    const due = await this.em.find(
      MailDelivery,
      { $or: [{ status: 'queued', nextAttemptAt: { $lte: now } }, { status: 'sending', claimedUntil: { $lt: now } }] },
      { fields: ['id', 'attempts'], orderBy: { nextAttemptAt: 'asc' }, limit: SWEEP_BATCH, disableIdentityMap: true },
    );
    for (const mail of due) await this.enqueue(mail);
    await this.em.nativeDelete(MailDelivery, { status: 'sent', sentAt: { $lt: new Date(now.getTime() - SENT_KEPT_MS) } });
  }

  private async add(fields: Pick<MailDelivery, 'kind' | 'to' | 'subject' | 'text' | 'html' | 'userId'> & Partial<Pick<MailDelivery, 'attachments'>>): Promise<void> {
    const now = this.clock.now();
    const mail = { ...fields, id: randomUUID(), status: 'queued' as const, attempts: 0, nextAttemptAt: now, queuedAt: now, createdAt: now, updatedAt: now };
    await this.em.insert(MailDelivery, mail);
    await this.enqueue(mail);
  }

  private async enqueue(mail: Pick<MailDelivery, 'id' | 'attempts'>): Promise<void> {
    // The row is the record: a queue that does not answer now leaves it for the sweep.
    await this.queue
      .add(NOTIFICATIONS_QUEUE, SEND_MAIL, { id: mail.id }, { jobId: `mail-${mail.id}-${mail.attempts}`, transient: true })
      .catch((error: unknown) => this.logger.warn(`mail ${mail.id} left to the sweep: ${describe(error)}`));
  }

  private async content(row: MailDelivery): Promise<Mail | null> {
    if (row.kind === 'message') return { to: row.to, subject: row.subject, text: row.text ?? '', ...(row.html && { html: row.html }), ...(row.attachments && { attachments: row.attachments }) };
    const compose = this.composers.get(row.kind);
    if (!compose || !row.userId) throw new Error(`no composer for ${row.kind} mail`);
    return compose(row.userId);
  }

  private async finish(row: MailDelivery, status: MailStatus, error: string | null, next: Date | null = null): Promise<void> {
    const now = this.clock.now();
    await this.em.nativeUpdate(
      MailDelivery,
      { id: row.id, status: 'sending' },
      // Once sent, the body is no longer needed: only what axel's list shows stays.
      { status, attempts: row.attempts + 1, lastError: error ?? row.lastError, nextAttemptAt: next, claimedUntil: null, updatedAt: now, ...(status === 'sent' && { sentAt: now, text: null, html: null, attachments: null }) },
    );
  }
}

/** The SMTP server said no for good (5xx: unknown mailbox, refused sender): trying again would change nothing. */
const isPermanentRefusal = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** What a try's failure says, short, without the mail (nodemailer's errors hold the server's reply, not the body). */
const describe = (error: unknown): string => {
  const { code, message } = error instanceof Error ? (error as Error & { code?: string }) : { code: undefined, message: String(error) };
  return `${code ? `${code}: ` : ''}${message}`.slice(0, ERROR_MAX);
};

const dto = (mail: MailDelivery): MailDeliveryDto => ({
  id: mail.id,
  to: mail.to,
  subject: mail.subject,
  kind: mail.kind,
  status: mail.status,
  attempts: mail.attempts,
  last_error: mail.lastError,
  next_attempt_at: mail.nextAttemptAt?.toISOString() ?? null,
  created_at: mail.createdAt.toISOString(),
  sent_at: mail.sentAt?.toISOString() ?? null,
});
