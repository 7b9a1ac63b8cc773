import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Milestone } from './milestone.entity';

@Injectable()
export class MilestonesService {
  /** How many of the client's milestones are done (`termine`) out of all, read in the caller's `em`. */
  async counts(em: EntityManager, userId: string): Promise<{ done: number; total: number }> {
    const milestones = await em.find(Milestone, { userId }, { fields: ['status'] });
    return { done: milestones.filter((m) => m.status === 'termine').length, total: milestones.length };
  }
}
