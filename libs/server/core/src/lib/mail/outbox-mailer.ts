import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../clock/clock';
import { type Mail, MailPort } from './mail.port';
import { OutboxMail } from './outbox-mail.entity';

/** No SMTP server: mail is kept in the `outbox` table. */
export class OutboxMailer extends MailPort {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    super();
  }

  async send(mail: Mail): Promise<void> {
    this.em.create(OutboxMail, { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, createdAt: this.clock.now() });
    await this.em.flush();
  }
}
