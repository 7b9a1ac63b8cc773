import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { API, CoachClientsResponse, InputOf } from '@capsuisse/contracts';
import { JsonText, jsonObject, jsonText, queryRows } from '@capsuisse/server-core';
import { COACH_PAGE } from '../documents.reads';

type Query = InputOf<typeof API.coach.clients>['query'];

/** What a process keeps of the pages it composed, at most (about 160 first pages of 200 clients; memory is budgeted). */
const KEPT_BYTES = 4 * 1024 * 1024;
const VERSION_SQL = 'select version::text as version from coach_page_versions where coach_id = ?';

@Injectable()
export class CoachClientsService {
  // By coach and query, oldest first, each with its coach's version when it was composed: served only while that is still the version.
  private readonly kept = new Map<string, { version: string; body: Buffer }>();
  private keptBytes = 0;

  constructor(private readonly em: EntityManager) {}

  /**
   * The coach's page, as kept when nothing it shows has changed since (see the migration
   * `coach_page_versions`: any such change moves the coach's version in its own transaction).
   */
  async list(coachId: string, query: Query): Promise<JsonText<CoachClientsResponse>> {
    // Read before the page is composed: a change committed in between is in the page and has moved the
    // version already, so the page is composed again at the next read instead of being kept with it.
    const [row] = await queryRows<{ version: string }>(this.em, VERSION_SQL, [coachId]);
    const version = row?.version ?? '0';
    const key = `${coachId} ${query.page} ${query.page_size} ${query.search ?? ''}`;
    const kept = this.kept.get(key);
    if (kept?.version === version) return new JsonText(kept.body);
    const body = await this.compose(coachId, query);
    this.keep(key, { version, body });
    return new JsonText(body);
  }

  /** The page as sent (`COACH_PAGE`, composed by the database), encoded once to be sent as often as it is kept. */
  private async compose(coachId: string, { search, page, page_size }: Query): Promise<Buffer> {
    const [found] = await COACH_PAGE.run(this.em, { coachId, search: search ?? '', offset: (page - 1) * page_size, limit: page_size });
    const json = jsonObject<CoachClientsResponse>({
      counters: { total: Number(found.total), active: Number(found.active), average_progress: Number(found.average_progress) },
      clients: jsonText(found.profiles),
      page,
      page_size,
      total: Number(found.found),
    });
    return Buffer.from(json.text.toString());
  }

  private keep(key: string, page: { version: string; body: Buffer }): void {
    this.forget(key);
    this.kept.set(key, page);
    this.keptBytes += page.body.length;
    for (const oldest of this.kept.keys()) {
      if (this.keptBytes <= KEPT_BYTES) break;
      this.forget(oldest);
    }
  }

  private forget(key: string): void {
    this.keptBytes -= this.kept.get(key)?.body.length ?? 0;
    this.kept.delete(key);
  }
}
