import { Injectable, type OnModuleInit } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { RESET_TOKEN_SECONDS } from '@capsuisse/contracts';
import { Clock, JobHandler, type Mail, MailService, PASSWORD_RESET_SUBJECT, passwordResetMail, QueuePort } from '@capsuisse/server-core';
import { PasswordResetToken } from './password-reset-token.entity';
import { newToken, tokenHash } from './secrets';
import { User } from './user.entity';

export const AUTH_QUEUE = 'auth';
const RESET_LINK = 'reset-link';

/**
 * "Mot de passe oublié": the request only queues the work, so it answers alike, in the same time, whether the
 * account exists or not (looking it up, ending its older links and making a new one would show in the time); the
 * job does the rest, in the worker or in-process.
 */
@Injectable()
export class PasswordRecovery implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly queue: QueuePort,
  ) {}

  onModuleInit(): void {
    // The link is made when the mail leaves, at each try: a mail kept for a retry or as failed holds no live secret.
    this.mail.composer('password-reset', (userId) => this.resetMail(userId));
  }

  async request(email: string): Promise<void> {
    // An address typed by anyone: kept in Redis only until the job has run.
    await this.queue.add(AUTH_QUEUE, RESET_LINK, { email }, { sensitive: true });
  }

  /** Queues the account's reset mail (its link is made as it leaves); an unknown address gets nothing. */
  @JobHandler(AUTH_QUEUE, RESET_LINK)
  async sendLink({ email }: { email: string }): Promise<void> {
    const user = await this.em.findOne(User, { email }, { fields: ['id', 'email'] });
    if (user) await this.mail.sendComposed('password-reset', user.email, PASSWORD_RESET_SUBJECT, user.id);
  }

  /** A new link (one hour), the account's older ones ended; null once the account is gone. */
  private async resetMail(userId: string): Promise<Mail | null> {
    const token = newToken();
    const to = await this.em.fork().transactional(async (em) => {
      // One try of an account at a time (jobs run side by side): only the newest link stays alive.
      const user = await em.findOne(User, { id: userId }, { fields: ['id', 'email'], lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) return null;
      const now = this.clock.now();
      await em.nativeUpdate(PasswordResetToken, { userId: user.id, usedAt: null }, { usedAt: now });
      em.create(PasswordResetToken, { userId: user.id, tokenHash: tokenHash(token), createdAt: now, expiresAt: new Date(now.getTime() + RESET_TOKEN_SECONDS * 1000) });
      return user.email;
    });
    if (!to) return null;
    return this.mail.render(passwordResetMail, to, { token });
  }
}
