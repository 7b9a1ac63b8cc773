import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { MilestoneDto } from '@capsuisse/contracts';
import { ProfilesService } from '@capsuisse/server-profiles';
import { Milestone } from './milestone.entity';

@Injectable()
export class MilestonesService {
  constructor(
    private readonly em: EntityManager,
    private readonly profiles: ProfilesService,
  ) {}

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

  /** The milestones' quarter of the client's progress (done out of all), stored inside the caller's transaction. */
  async recomputeProgress(em: EntityManager, userId: string): Promise<number> {
    const milestones = await em.find(Milestone, { userId }, { fields: ['status'] });
    const done = milestones.filter((m) => m.status === 'termine').length;
    return this.profiles.setProgressPart(em, userId, 'milestones', milestones.length > 0 ? (done * 100) / milestones.length : 0);
  }

  /** Account deletion: the user's milestones, inside the caller's transaction. */
  async forgetUser(em: EntityManager, userId: string): Promise<number> {
    return em.nativeDelete(Milestone, { userId });
  }
}
