import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { MilestoneDto } from '@capsuisse/contracts';
import { Milestone } from './milestone.entity';

@Injectable()
export class MilestonesService {
  constructor(private readonly em: EntityManager) {}

  /** A client's milestones ordered by code (spec §7). */
  async list(userId: string): Promise<MilestoneDto[]> {
    const milestones = await this.em.find(Milestone, { userId }, { orderBy: { code: 'asc' } });
    return milestones.map((m) => ({
      id: m.id,
      code: m.code,
      label: m.label,
      type: m.type,
      status: m.status,
      scheduled_at: m.scheduledAt?.toISOString() ?? null,
      notes_client: m.notesClient,
    }));
  }

  /** How many of the client's milestones are done (`termine`) out of all, read in the caller's `em`. */
  async counts(em: EntityManager, userId: string): Promise<{ done: number; total: number }> {
    const milestones = await em.find(Milestone, { userId }, { fields: ['status'] });
    return { done: milestones.filter((m) => m.status === 'termine').length, total: milestones.length };
  }

  /** Account deletion: the user's milestones, inside the caller's transaction. */
  async forgetUser(em: EntityManager, userId: string): Promise<number> {
    return em.nativeDelete(Milestone, { userId });
  }
}
