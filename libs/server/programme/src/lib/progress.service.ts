import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DocumentStatus } from '@capsuisse/contracts';
import { Milestone } from '@capsuisse/server-milestones';
import { ProfileEntity } from '@capsuisse/server-profiles';
import { overallProgress } from './progress';

@Injectable()
export class ProgressService {
  /**
   * Recomputes and stores `profiles.overall_progress` inside the caller's transaction `em`.
   * The caller passes the client's current document statuses (the documents module owns them).
   */
  async recompute(em: EntityManager, userId: string, documents: readonly DocumentStatus[]): Promise<number> {
    // One after the other: a transaction's connection runs one query at a time.
    const profile = await em.findOneOrFail(ProfileEntity, { userId });
    const milestones = await em.find(Milestone, { userId }, { fields: ['status'] });
    profile.overallProgress = overallProgress({
      documents,
      progress5j: profile.progress5j,
      progress10j: profile.progress10j,
      milestonesDone: milestones.filter((m) => m.status === 'termine').length,
      milestonesTotal: milestones.length,
    });
    return profile.overallProgress;
  }
}
