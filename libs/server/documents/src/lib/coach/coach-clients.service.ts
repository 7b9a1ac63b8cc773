import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { API, CoachClientsResponse, InputOf } from '@capsuisse/contracts';
import { JsonText, jsonObject, jsonText, type KeptReads, ReadModel } from '@capsuisse/server-core';
import { COACH_PAGE } from '../documents.reads';

type Query = InputOf<typeof API.coach.clients>['query'];

/** What a process keeps of the pages it composed, at most (about 160 first pages of 200 clients; memory is budgeted). */
const KEPT_BYTES = 4 * 1024 * 1024;

@Injectable()
export class CoachClientsService {
  // By coach and query, each encoded once to be sent as often as it is kept.
  private readonly kept: KeptReads<Buffer>;

  constructor(
    private readonly em: EntityManager,
    model: ReadModel,
  ) {
    this.kept = model.kept<Buffer>({ weigh: (page) => page.length, budget: KEPT_BYTES });
  }

  /** The coach's page, as kept while nothing it shows has changed (the read model: subject `coach-page:<coach>`). */
  async list(coachId: string, query: Query): Promise<JsonText<CoachClientsResponse>> {
    const key = `${coachId} ${query.page} ${query.page_size} ${query.filter ?? ''} ${query.search ?? ''}`;
    const page = await this.kept.through(key, `coach-page:${coachId}`, () => this.compose(coachId, query));
    return new JsonText(page);
  }

  /** The page as sent (`COACH_PAGE`, composed by the database). */
  private async compose(coachId: string, { search, filter, page, page_size }: Query): Promise<Buffer> {
    const [found] = await COACH_PAGE.run(this.em, { coachId, search: search ?? '', toTreat: filter === 'a_traiter', offset: (page - 1) * page_size, limit: page_size });
    const json = jsonObject<CoachClientsResponse>({
      counters: { total: Number(found.total), active: Number(found.active), average_progress: Number(found.average_progress) },
      clients: jsonText(found.profiles),
      page,
      page_size,
      total: Number(found.found),
    });
    return Buffer.from(json.text.toString());
  }
}
