import { Injectable } from '@nestjs/common';
import { PRIVACY_MESSAGES, RECRUITER_MESSAGES, type RecruiterCandidate, type RecruiterCandidatesResponse } from '@capsuisse/contracts';
import { AuditService, type Caller, Errors, type JsonText, jsonObject } from '@capsuisse/server-core';
import { ProfileListings, RolesService } from '@capsuisse/server-profiles';

@Injectable()
export class RecruiterService {
  constructor(
    private readonly roles: RolesService,
    private readonly listings: ProfileListings,
    private readonly audit: AuditService,
  ) {}

  /**
   * Page `page` (from 1) of the role-`client` candidates who consented to recruiters, with the counters over
   * all of them (spec §2). Only for a recruiter axel approved; every read is audited with the ids it showed.
   */
  async candidates(caller: Caller, page: number, pageSize: number): Promise<JsonText<RecruiterCandidatesResponse>> {
    await this.requireApproved(caller);
    const listing = await this.listings.candidates((page - 1) * pageSize, pageSize);
    await this.audit.recordAlone({ actorId: caller.id, action: 'recruiter.candidates.list', details: { page, page_size: pageSize, total: listing.total, shown: listing.ids } });
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
    await this.requireApproved(caller);
    const candidate = await this.listings.candidate(userId);
    if (!candidate) throw Errors.notFound(PRIVACY_MESSAGES.candidateNotFound);
    await this.audit.recordAlone({ actorId: caller.id, action: 'recruiter.candidate.view', target: { type: 'user', id: userId } });
    return candidate;
  }

  /** A recruiter sees no candidate until axel approves its account (read on every request: a refusal counts at once). */
  private async requireApproved(caller: Caller): Promise<void> {
    const approval = await this.roles.recruiterApproval(caller.id);
    if (approval === 'approved') return;
    throw Errors.forbidden(approval === 'refused' ? RECRUITER_MESSAGES.refused : RECRUITER_MESSAGES.pending);
  }
}
