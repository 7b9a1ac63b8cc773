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
   * fixed number of queries whatever the number of clients: their profiles (a few small columns each, the
   * ids chosen in SQL), then the page's documents with histories (see `shownToCoach`), the heavy part.
   */
  async list(coachId: string, { search, page, page_size }: InputOf<typeof API.coach.clients>['query']): Promise<CoachClientsResponse> {
    const profiles = await this.profiles.summaries(this.assignments.clientIdsOf(coachId));
    const needle = search?.toLowerCase() ?? '';
    const found = needle ? profiles.filter((p) => p.email.toLowerCase().includes(needle)) : profiles;
    const shown = found.slice((page - 1) * page_size, page * page_size);
    const documentsOf = groupBy(await this.documents.shownToCoach(shown.map((p) => p.userId)), (d) => d.user_id);
    const total = profiles.length;
    return {
      counters: {
        total,
        active: profiles.filter((p) => p.firstLoginCompleted).length,
        average_progress: total ? Math.round(profiles.reduce((sum, p) => sum + p.overallProgress, 0) / total) : 0,
      },
      clients: shown.map((p) => ({
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
      total: found.length,
    };
  }
}
