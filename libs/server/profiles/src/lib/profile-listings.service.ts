import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Errors, type JsonText, jsonText, type KeptReads, ReadModel } from '@capsuisse/server-core';
import { ADMIN_ERRORS, type AdminCounters, type AdminSort, type AdminUser, DEFAULT_ROLE, type RecruiterCandidate, type Role } from '@capsuisse/contracts';
import { ADMIN_COUNTERS, ADMIN_USER, CANDIDATE, CANDIDATES, roleFilterOf, USER_PAGE, USER_SEARCH, USER_TOTAL, userListShape, USERS_SUBJECT } from './profiles.reads';

/** Role-`client` profiles: counters over all of them, and one page of them as JSON (`RecruiterCandidate[]`), newest first. */
export interface CandidateListing {
  total: number;
  trainingDone: number;
  followUpDone: number;
  candidates: JsonText<RecruiterCandidate[]>;
  /** The ids on the page, in its order (for the audit of the read). */
  ids: string[];
}

/** The users table's query (axel): every part applied in SQL. */
export interface UserListQuery {
  sort: AdminSort;
  order: 'asc' | 'desc';
  role?: Role;
  search?: string;
  offset: number;
  limit: number;
}

/** `%`, `_` and the escape character itself are matched literally by ILIKE. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The lists of profiles other domains show: the coach's page, the recruiters' candidates, axel's users table. */
@Injectable()
export class ProfileListings {
  // Counting every user is the users table's cost with 100,000 of them (docs/performance.md): the counts are
  // kept until a user is added, removed or given another role (`USERS_WATCH`).
  private readonly totals: KeptReads<number>;
  private readonly counted: KeptReads<AdminCounters>;

  constructor(
    private readonly em: EntityManager,
    model: ReadModel,
  ) {
    this.totals = model.kept({ budget: 16 });
    this.counted = model.kept({ budget: 1 });
  }
  /**
   * Profiles of role `client` (no role row counts as `client`; `client_se_loger` is not one): counted and
   * paged in one statement, so the cost does not grow with the pages not asked for; the page as JSON the
   * database composed (see `JsonText`). Only the fields a recruiter may see.
   */
  async candidates(offset: number, limit: number): Promise<CandidateListing> {
    const [row] = await CANDIDATES.run(this.em, { offset, limit });
    return {
      total: Number(row.total),
      trainingDone: Number(row.training_done),
      followUpDone: Number(row.follow_up_done),
      candidates: jsonText(row.candidates),
      ids: row.ids ?? [],
    };
  }
  /** One candidate a recruiter may see (role `client`, consenting), or null. */
  async candidate(userId: string): Promise<RecruiterCandidate | null> {
    const [row] = await CANDIDATE.run(this.em, { userId });
    return row ?? null;
  }
  /**
   * axel's users table: sort, role filter, literal email substring and page, all in one statement; the page
   * as JSON the database composed (`AdminUser[]`, see `JsonText`).
   */
  async list(q: UserListQuery): Promise<{ users: JsonText<AdminUser[]>; total: number }> {
    const role = q.role ?? DEFAULT_ROLE;
    const filter = roleFilterOf(q.role);
    const shape = userListShape(q.sort, q.order, filter);
    const page = { role, offset: q.offset, limit: q.limit };
    if (q.search) {
      const [row] = await USER_SEARCH[shape].run(this.em, { ...page, pattern: `%${escapeLike(q.search)}%` });
      return { users: jsonText(row.users), total: Number(row.total) };
    }
    const [[row], total] = await Promise.all([
      USER_PAGE[shape].run(this.em, page),
      this.totals.through(`${filter}:${role}`, USERS_SUBJECT, async () => Number((await USER_TOTAL[filter].run(this.em, { role }))[0].total)),
    ]);
    return { users: jsonText(row.users), total };
  }
  /** One row of the users table (after a change). */
  async adminUser(userId: string): Promise<AdminUser> {
    const [row] = await ADMIN_USER.run(this.em, { userId });
    if (!row) throw Errors.notFound(ADMIN_ERRORS.userNotFound);
    return row;
  }
  /** The dashboard's counters in one query. */
  async counters(): Promise<AdminCounters> {
    return this.counted.through('counters', USERS_SUBJECT, async () => {
      const [row] = await ADMIN_COUNTERS.run(this.em, {});
      return { users: Number(row.users), coaches: Number(row.coaches), clients: Number(row.clients), recruiters: Number(row.recruiters) };
    });
  }
}
