import { createTransport, type Transporter } from 'nodemailer';
import type { OnApplicationShutdown } from '@nestjs/common';
import { type Mail, MailPort } from './mail.port';

export class SmtpMailer extends MailPort implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    // Bounded well within MAIL_LEASE_SECONDS: a hung server fails the try, it does not hold the mail.
    this.transport = createTransport(smtpUrl, { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  }

  async send(mail: Mail): Promise<void> {
    const { to, subject, text, html, headers, attachments } = mail;
    await this.transport.sendMail({ from: this.from, to, subject, text, html, headers, attachments: attachments?.map((a) => ({ ...a })) });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
