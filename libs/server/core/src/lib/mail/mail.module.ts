import { Global, Module } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AppConfig } from '../config/app-config';
import { Clock } from '../clock/clock';
import { MailPort } from './mail.port';
import { MailDelivery } from './mail-delivery.entity';
import { MailService } from './mail.service';
import { OutboxMail } from './outbox-mail.entity';
import { OutboxMailer } from './outbox-mailer';

@Global()
@Module({
  imports: [MikroOrmModule.forFeature([MailDelivery, OutboxMail])],
  providers: [
    {
      provide: MailPort,
      inject: [AppConfig, EntityManager, Clock],
      // nodemailer loads only where SMTP is configured.
      useFactory: async (config: AppConfig, em: EntityManager, clock: Clock): Promise<MailPort> =>
        config.mail.smtpUrl ? new (await import('./smtp-mailer')).SmtpMailer(config.mail.smtpUrl, config.mail.from) : new OutboxMailer(em, clock),
    },
    MailService,
  ],
  exports: [MailService],
})
export class MailModule {}
