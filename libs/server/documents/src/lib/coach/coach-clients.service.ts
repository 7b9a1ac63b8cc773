import { Injectable } from '@nestjs/common';
import type { API, CoachClientsResponse, InputOf } from '@capsuisse/contracts';
import { AssignmentsService } from '@capsuisse/server-assignments';
import { ProfilesService } from '@capsuisse/server-profiles';
import { groupBy } from '../document-dto';
import { DocumentsService } from '../documents.service';

@Injectable()
export class CoachClientsService {
  constructor(
    private readonly assignments: AssignmentsService,
    private readonly profiles: ProfilesService,
    private readonly documents: DocumentsService,
  ) {}

  /**
   * The coach's assigned clients, newest first, filtered by a case-insensitive substring of the email, one
   * page of them with their documents. Counters are over every assigned client, not just the search's. A
   * fixed number of statements whatever the number of clients: counters and one page of profiles in one
   * (the ids chosen in SQL), then the page's documents with histories (see `shownToCoach`).
   */
  async list(coachId: string, { search, page, page_size }: InputOf<typeof API.coach.clients>['query']): Promise<CoachClientsResponse> {
    const found = await this.profiles.summaryPage(this.assignments.clientIdsOf(coachId), search ?? '', (page - 1) * page_size, page_size);
    const documentsOf = groupBy(await this.documents.shownToCoach(found.profiles.map((p) => p.userId)), (d) => d.user_id);
    return {
      counters: { total: found.total, active: found.active, average_progress: found.averageProgress },
      clients: found.profiles.map((p) => ({
        user_id: p.userId,
        email: p.email,
        first_name: p.firstName,
        last_name: p.lastName,
        created_at: p.createdAt.toISOString(),
        overall_progress: p.overallProgress,
        first_login_completed: p.firstLoginCompleted,
        documents: documentsOf.get(p.userId) ?? [],
      })),
      page,
      page_size,
      total: found.found,
    };
  }
}
