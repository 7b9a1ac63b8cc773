import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock, Errors } from '@capsuisse/server-core';
import { type DataRights, PRIVACY_MESSAGES } from '@capsuisse/contracts';
import { ProfileEntity } from './profile.entity';

const toDataRights = (p: ProfileEntity): DataRights => ({
  recruiter_visible: p.recruiterVisible,
  recruiter_consent_at: p.recruiterConsentAt?.toISOString() ?? null,
  recruiter_withdrawn_at: p.recruiterWithdrawnAt?.toISOString() ?? null,
  deletion_requested_at: p.deletionRequestedAt?.toISOString() ?? null,
});

/** What the profile keeps of its person's choices: the consent to recruiters, a deletion request, the account's closing. */
@Injectable()
export class ProfileRights {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}
  async dataRights(userId: string, em: EntityManager = this.em): Promise<DataRights> {
    return toDataRights(await em.findOneOrFail(ProfileEntity, { userId }));
  }
  /**
   * The client's consent to recruiters, in the caller's transaction beside its audit entry: giving it dates the
   * consent, withdrawing it dates the withdrawal; saying again what stands changes no date.
   */
  async setRecruiterVisible(em: EntityManager, userId: string, visible: boolean): Promise<DataRights> {
    const now = this.clock.now();
    await em.nativeUpdate(ProfileEntity, { userId, recruiterVisible: !visible }, visible ? { recruiterVisible: true, recruiterConsentAt: now } : { recruiterVisible: false, recruiterWithdrawnAt: now });
    return this.dataRights(userId, em);
  }
  /** The demo job seeker has said yes to recruiters once (the demo recruiter sees it); a later "no" of its own stands. */
  async consentOnce(userId: string): Promise<void> {
    await this.em.fork().nativeUpdate(ProfileEntity, { userId, recruiterConsentAt: null, recruiterWithdrawnAt: null }, { recruiterVisible: true, recruiterConsentAt: this.clock.now() });
  }
  /** Asking again keeps the first date: axel sees how long the request has waited. */
  async requestDeletion(em: EntityManager, userId: string): Promise<DataRights> {
    await em.nativeUpdate(ProfileEntity, { userId, deletionRequestedAt: null }, { deletionRequestedAt: this.clock.now() });
    return this.dataRights(userId, em);
  }
  async cancelDeletion(em: EntityManager, userId: string): Promise<DataRights> {
    const changed = await em.nativeUpdate(ProfileEntity, { userId, deletionRequestedAt: { $ne: null } }, { deletionRequestedAt: null });
    if (!changed) throw Errors.notFound(PRIVACY_MESSAGES.noDeletionRequest);
    return this.dataRights(userId, em);
  }
  /** When the user asked for deletion, read in the caller's transaction (for the deletion's audit entry). */
  async deletionRequestedAt(em: EntityManager, userId: string): Promise<Date | null> {
    return (await em.findOne(ProfileEntity, { userId }, { fields: ['deletionRequestedAt'] }))?.deletionRequestedAt ?? null;
  }
  /** Accounts closed (spec §3 `date_close`) on or before `cutoff`: their documents are past retention. */
  async closedBefore(cutoff: Date): Promise<string[]> {
    return (await this.em.fork().find(ProfileEntity, { dateClose: { $lte: cutoff } }, { fields: ['userId'] })).map((p) => p.userId);
  }
}
