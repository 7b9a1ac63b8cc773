import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientProgramme } from '@capsuisse/contracts';
import { AssignmentsService } from '@capsuisse/server-assignments';
import type { Caller, PersonalData } from '@capsuisse/server-core';
import { FollowUpService } from './follow-up/follow-up.service';
import { JobSearchService } from './job-search/job-search.service';
import { TrainingService } from './training/training.service';

/** What other domains and the coach's view need of the programme as a whole. */
@Injectable()
export class ProgrammeService {
  constructor(
    private readonly training: TrainingService,
    private readonly followUp: FollowUpService,
    private readonly jobSearch: JobSearchService,
    private readonly assignments: AssignmentsService,
  ) {}

  /** A client's training, follow-up and job-search log, for its assigned coach or axel (404 otherwise, as for an unknown id). */
  async ofClient(caller: Caller, clientId: string): Promise<ClientProgramme> {
    await this.assignments.requireClientAccess(caller, clientId);
    const [training, followUp, jobSearch] = await Promise.all([this.training.view(clientId), this.followUp.view(clientId), this.jobSearch.log(clientId)]);
    return { training, follow_up: followUp, job_search: jobSearch };
  }

  /** Data export: the ticked exercises and videos played, the campaign's days and notes, the whole job-search log. */
  async exportUser(userId: string): Promise<PersonalData> {
    const [training, followUp, log, jobSearch] = await Promise.all([this.training.exportUser(userId), this.followUp.view(userId), this.jobSearch.log(userId), this.jobSearch.exportUser(userId)]);
    return {
      name: 'programme',
      records: {
        training,
        follow_up: { progress: followUp.progress, days: followUp.days.filter((d) => d.note || d.entries.length) },
        job_search: { ...jobSearch, applications: log.applications },
      },
    };
  }

  /** Account deletion: the user's ticks, videos played, applications and notes, inside the caller's transaction. */
  async forgetUser(em: EntityManager, userId: string): Promise<{ ticks: number; videoViews: number; followUp: number; jobSearch: number }> {
    return { ...(await this.training.forgetUser(em, userId)), followUp: await this.followUp.forgetUser(em, userId), jobSearch: await this.jobSearch.forgetUser(em, userId) };
  }
}
