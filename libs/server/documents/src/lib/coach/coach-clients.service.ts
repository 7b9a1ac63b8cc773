import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CoachClientsResponse, DocumentDto } from '@capsuisse/contracts';
import { AssignmentsService } from '@capsuisse/server-assignments';
import { ProfilesService } from '@capsuisse/server-profiles';
import { DocumentFile } from '../document.entity';
import { DocumentsService } from '../documents.service';

@Injectable()
export class CoachClientsService {
  constructor(
    private readonly em: EntityManager,
    private readonly assignments: AssignmentsService,
    private readonly profiles: ProfilesService,
    private readonly documents: DocumentsService,
  ) {}

  /**
   * The coach's assigned clients, newest first, filtered by a case-insensitive substring of the email.
   * Counters are over every assigned client, not just the search's. One query per concern, no N+1.
   */
  async list(coachId: string, search: string | undefined): Promise<CoachClientsResponse> {
    const clientIds = await this.assignments.clientsOf(coachId);
    const profiles = await this.profiles.summaries(clientIds);
    const needle = search?.toLowerCase() ?? '';
    const shown = needle ? profiles.filter((p) => p.email.toLowerCase().includes(needle)) : profiles;
    // Documents to correct are the client's business until re-uploaded (spec): not in the coach's list.
    const files = shown.length
      ? await this.em.find(DocumentFile, { userId: { $in: shown.map((p) => p.userId) }, status: { $ne: 'a_corriger' } }, { orderBy: { createdAt: 'desc' } })
      : [];
    const documentsOf = new Map<string, DocumentDto[]>();
    for (const d of await this.documents.withHistory(files)) {
      const own = documentsOf.get(d.user_id);
      if (own) own.push(d);
      else documentsOf.set(d.user_id, [d]);
    }
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
    };
  }
}
