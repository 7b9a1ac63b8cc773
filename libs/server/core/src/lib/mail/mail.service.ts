import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobHandler } from '../queue/job-handler.decorator';
import { QueuePort } from '../queue/queue.port';
import { type Mail, MailPort } from './mail.port';
import { OutboxMail } from './outbox-mail.entity';

export const NOTIFICATIONS_QUEUE = 'notifications';
const SEND_MAIL = 'mail.send';

/** Mail leaves through the `notifications` queue: a slow or failing SMTP server never blocks a request. */
@Injectable()
export class MailService {
  constructor(
    private readonly queue: QueuePort,
    private readonly mailer: MailPort,
  ) {}

  async send(mail: Mail): Promise<void> {
    // Mail may carry a reset link: Redis keeps no copy once it is sent (or has failed for good).
    await this.queue.add(NOTIFICATIONS_QUEUE, SEND_MAIL, mail, { sensitive: true });
  }

  /** A deleted person's mail in the local outbox, inside the caller's transaction (SMTP keeps none). */
  async forgetRecipient(em: EntityManager, email: string): Promise<void> {
    await em.nativeDelete(OutboxMail, { to: email });
  }

  @JobHandler(NOTIFICATIONS_QUEUE, SEND_MAIL)
  async deliver(mail: Mail): Promise<void> {
    await this.mailer.send(mail);
  }
}
