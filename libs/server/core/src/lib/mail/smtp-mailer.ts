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
    this.transport = createTransport(smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
