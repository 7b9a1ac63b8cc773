import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { API, CoachClient, CoachClientsResponse, InputOf } from '@capsuisse/contracts';
import { JsonText, type JsonColumn, jsonObject, type KeptReads, ReadModel } from '@capsuisse/server-core';
import { type RosterRow, searchRoster } from '@capsuisse/server-profiles';
import { cardSubjects, COACH_CARDS, COACH_ROSTER } from '../documents.reads';

type Query = InputOf<typeof API.coach.clients>['query'];

/** What a process keeps of the pages it composed, at most (about 160 first pages of 200 clients; memory is budgeted). */
const KEPT_BYTES = 4 * 1024 * 1024;
/** What it keeps of the clients' cards, at most (1–2 KB each). */
const CARDS_BYTES = 4 * 1024 * 1024;
/** What it keeps of the coaches' rosters, in clients at most (about 200 bytes each; an empty roster weighs one). */
const ROSTER_ROWS = 20_000;

@Injectable()
export class CoachClientsService {
  // By coach and query, each encoded once to be sent as often as it is kept.
  private readonly kept: KeptReads<Buffer>;
  // By coach and client (the unread count is the coach's), while the client's profile, documents and thread are unchanged.
  private readonly cards: KeptReads<JsonColumn<CoachClient>>;
  // By coach, while nothing its page shows has changed: every search, filter and page is made from it.
  private readonly rosters: KeptReads<RosterRow[]>;

  constructor(
    private readonly em: EntityManager,
    model: ReadModel,
  ) {
    this.kept = model.keptBytes(KEPT_BYTES);
    this.cards = model.kept<JsonColumn<CoachClient>>({ weigh: (card) => card.length, budget: CARDS_BYTES });
    this.rosters = model.kept<RosterRow[]>({ weigh: (rows) => rows.length + 1, budget: ROSTER_ROWS });
  }

  /** The coach's page, as kept while nothing it shows has changed (the read model: subject `coach-page:<coach>`). */
  async list(coachId: string, query: Query): Promise<JsonText<CoachClientsResponse>> {
    const key = `${coachId} ${query.page} ${query.page_size} ${query.filter ?? ''} ${query.search ?? ''}`;
    const page = await this.kept.through(key, `coach-page:${coachId}`, () => this.compose(coachId, query));
    return new JsonText(page);
  }

  /** The page as sent: the search in the coach's roster (`COACH_ROSTER`), then its clients' cards. */
  private async compose(coachId: string, { search, filter, page, page_size }: Query): Promise<Buffer> {
    const roster = await this.rosters.through(coachId, `coach-page:${coachId}`, () => COACH_ROSTER.run(this.em, { coachId }));
    const found = searchRoster(roster, { search: search ?? '', flagged: filter === 'a_traiter', offset: (page - 1) * page_size, limit: page_size });
    const cards = await this.cardsOf(coachId, found.page);
    const json = jsonObject<CoachClientsResponse>({ counters: found.counters, clients: new JsonText<CoachClient[]>(`[${cards.join(',')}]`), page, page_size, total: found.found });
    return Buffer.from(json.text.toString());
  }

  /** The clients' cards in `ids`' order: those kept as they are, the others read in one statement (`COACH_CARDS`). */
  private async cardsOf(coachId: string, ids: readonly string[]): Promise<JsonColumn<CoachClient>[]> {
    const cards = await this.cards.many(
      ids,
      (id) => `${coachId} ${id}`,
      cardSubjects,
      async (missing) => new Map((await COACH_CARDS.run(this.em, { coachId, clientIds: missing })).map((row) => [row.user_id, row.card])),
    );
    // A client whose account went between the two statements has no card.
    return cards.filter((card) => card !== undefined);
  }
}
