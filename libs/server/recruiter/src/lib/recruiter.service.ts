import { Injectable } from '@nestjs/common';
import type { RecruiterCandidatesResponse } from '@capsuisse/contracts';
import { ProfilesService } from '@capsuisse/server-profiles';

@Injectable()
export class RecruiterService {
  constructor(private readonly profiles: ProfilesService) {}

  /** Page `page` (from 1) of the role-`client` candidates, with the counters over all of them (spec §2). */
  async candidates(page: number, pageSize: number): Promise<RecruiterCandidatesResponse> {
    const listing = await this.profiles.candidates((page - 1) * pageSize, pageSize);
    return {
      counters: { total: listing.total, training_done: listing.trainingDone, follow_up_done: listing.followUpDone },
      // Field by field: a contact field added to the summary one day does not leak through a spread.
      candidates: listing.candidates.map((c) => ({
        email: c.email,
        created_at: c.createdAt.toISOString(),
        progress_5j: c.progress5j,
        progress_10j: c.progress10j,
      })),
      page,
      page_size: pageSize,
      total: listing.total,
    };
  }
}
