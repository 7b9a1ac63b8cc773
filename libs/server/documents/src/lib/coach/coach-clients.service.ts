import { Injectable } from '@nestjs/common';
import type { API, CoachClient, CoachClientsResponse, InputOf } from '@capsuisse/contracts';
import { AssignmentsService } from '@capsuisse/server-assignments';
import { type JsonText, jsonObject } from '@capsuisse/server-core';
import { ProfilesService } from '@capsuisse/server-profiles';
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
   * page of them with their documents. Counters are over every assigned client, not just the search's. One
   * statement whatever the number of clients: counters and one page of profiles (the ids chosen in SQL),
   * each with its documents and their histories as kept in `document_views`, composed as JSON by the
   * database (see `JsonText`).
   */
  async list(coachId: string, { search, page, page_size }: InputOf<typeof API.coach.clients>['query']): Promise<JsonText<CoachClientsResponse>> {
    const found = await this.profiles.summaryPage(this.assignments.clientIdsOf(coachId), search ?? '', (page - 1) * page_size, page_size, {
      documents: (userId) => this.documents.shownToCoachSql(userId),
    });
    return jsonObject<CoachClientsResponse>({
      counters: { total: found.total, active: found.active, average_progress: found.averageProgress },
      // The summaries with their `documents` attached above: a `CoachClient` each.
      clients: found.profiles as JsonText<CoachClient[]>,
      page,
      page_size,
      total: found.found,
    });
  }
}
