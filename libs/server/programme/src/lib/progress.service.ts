import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DocumentStatus } from '@capsuisse/contracts';
import { MilestonesService } from '@capsuisse/server-milestones';
import { ProfilesService } from '@capsuisse/server-profiles';
import { overallProgress } from './progress';

@Injectable()
export class ProgressService {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly milestones: MilestonesService,
  ) {}

  /**
   * Recomputes and stores `profiles.overall_progress` inside the caller's transaction `em`.
   * The caller passes the client's current document statuses (the documents module owns them).
   */
  async recompute(em: EntityManager, userId: string, documents: readonly DocumentStatus[]): Promise<number> {
    // One after the other: a transaction's connection runs one query at a time.
    const { progress5j, progress10j } = await this.profiles.programmeProgress(em, userId);
    const milestones = await this.milestones.counts(em, userId);
    const progress = overallProgress({ documents, progress5j, progress10j, milestonesDone: milestones.done, milestonesTotal: milestones.total });
    await this.profiles.setOverallProgress(em, userId, progress);
    return progress;
  }
}
