import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PRIVACY_MESSAGES, type RecruiterCandidate, type RecruiterCandidatesResponse } from '@capsuisse/contracts';
import { AuditService, type Caller, Errors, type JsonText, jsonObject } from '@capsuisse/server-core';
import { ProfilesService } from '@capsuisse/server-profiles';

@Injectable()
export class RecruiterService {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly audit: AuditService,
    private readonly em: EntityManager,
  ) {}

  /** Page `page` (from 1) of the role-`client` candidates who let recruiters see them, with the counters over all of them (spec §2). */
  async candidates(page: number, pageSize: number): Promise<JsonText<RecruiterCandidatesResponse>> {
    const listing = await this.profiles.candidates((page - 1) * pageSize, pageSize);
    return jsonObject<RecruiterCandidatesResponse>({
      counters: { total: listing.total, training_done: listing.trainingDone, follow_up_done: listing.followUpDone },
      candidates: listing.candidates,
      page,
      page_size: pageSize,
      total: listing.total,
    });
  }

  /** One candidate's card; the view is written to the audit log (who looked at whom, when). */
  async candidate(caller: Caller, userId: string): Promise<RecruiterCandidate> {
    const candidate = await this.profiles.candidate(userId);
    if (!candidate) throw Errors.notFound(PRIVACY_MESSAGES.candidateNotFound);
    await this.em.transactional(async (em) => {
      this.audit.record(em, { actorId: caller.id, action: 'recruiter.candidate.view', target: { type: 'user', id: userId } });
    });
    return candidate;
  }
}
