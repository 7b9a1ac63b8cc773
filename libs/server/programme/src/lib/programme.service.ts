import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ASSIGNMENT_ERRORS, type ClientProgramme } from '@capsuisse/contracts';
import { AssignmentsService } from '@capsuisse/server-assignments';
import { type Caller, Errors, type PersonalData } from '@capsuisse/server-core';
import { ProfilesService } from '@capsuisse/server-profiles';
import { FollowUpService } from './follow-up/follow-up.service';
import { TrainingService } from './training/training.service';

/** What other domains and the coach's view need of the programme as a whole. */
@Injectable()
export class ProgrammeService {
  constructor(
    private readonly training: TrainingService,
    private readonly followUp: FollowUpService,
    private readonly assignments: AssignmentsService,
    private readonly profiles: ProfilesService,
  ) {}

  /** A client's training and follow-up, for its assigned coach (403 otherwise) or axel. */
  async ofClient(caller: Caller, clientId: string): Promise<ClientProgramme> {
    // Absent first, as for documents: the role alone decides the answer to an id nobody has.
    if (!(await this.profiles.exists(clientId))) throw Errors.notFound();
    if (caller.role === 'accompagnateur' && !(await this.assignments.isAssigned(caller.id, clientId))) throw Errors.forbidden(ASSIGNMENT_ERRORS.notAssigned);
    const [training, followUp] = await Promise.all([this.training.view(clientId), this.followUp.view(clientId)]);
    return { training, follow_up: followUp };
  }

  /** Data export: the ticked exercises, the applications and the day notes. */
  async exportUser(userId: string): Promise<PersonalData> {
    const [ticks, followUp] = await Promise.all([this.training.exportUser(userId), this.followUp.view(userId)]);
    return {
      name: 'programme',
      records: {
        training: { ticked_exercises: ticks },
        follow_up: { progress: followUp.progress, days: followUp.days.filter((d) => d.note || d.entries.length) },
      },
    };
  }

  /** Account deletion: the user's ticks, applications and notes, inside the caller's transaction. */
  async forgetUser(em: EntityManager, userId: string): Promise<{ ticks: number; followUp: number }> {
    return { ticks: await this.training.forgetUser(em, userId), followUp: await this.followUp.forgetUser(em, userId) };
  }
}
