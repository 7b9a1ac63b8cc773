import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { documentToCorrectMail, documentValidatedMail, MailService, type StoredMail } from '@capsuisse/server-core';
import { NotificationsService } from '@capsuisse/server-conversation';
import { ProfilesService } from '@capsuisse/server-profiles';
import { DocumentReview } from './document-review.entity';

/** A verdict's mail, as its row names it (axel's list) until it is made. */
export const VERDICT_SUBJECTS = { valide: 'Document validé', a_corriger: 'Document à corriger' } as const;

/**
 * Issue 30: a document's verdict e-mailed to its client, made at each try (by whichever process sends it: the API
 * or the worker) from the client's newest verdict of that kind, with that kind's unsubscribe headers.
 */
@Injectable()
export class VerdictMails implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly profiles: ProfilesService,
  ) {}

  onModuleInit(): void {
    this.notifications.composeMails('document_validated', (userId) => this.compose(userId, 'valide'));
    this.notifications.composeMails('document_rejected', (userId) => this.compose(userId, 'a_corriger'));
  }

  /** Null once the client (and its reviews) are gone. */
  private async compose(userId: string, verdict: keyof typeof VERDICT_SUBJECTS): Promise<StoredMail | null> {
    const em = this.em.fork();
    const review = await em.findOne(DocumentReview, { userId, verdict }, { orderBy: { reviewedAt: 'desc', id: 'desc' } });
    const to = review && (await this.profiles.emailsOf([userId])).get(userId);
    if (!review || !to) return null;
    return review.verdict === 'valide'
      ? this.mail.render(documentValidatedMail, to, { type: review.documentType })
      : this.mail.render(documentToCorrectMail, to, { type: review.documentType, reason: review.note ?? '' });
  }
}
