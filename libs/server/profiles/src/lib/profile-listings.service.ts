import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Errors, isoSql, JsonText, jsonArraySql, queryRows } from '@capsuisse/server-core';
import { ADMIN_ERRORS, type AdminCounters, type AdminSort, type AdminUser, CLIENT_ROLES, DEFAULT_ROLE, type RecruiterCandidate, type Role } from '@capsuisse/contracts';

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

// Whitelisted ORDER BY columns: the sort key never reaches SQL as text.
const SORT_COLUMNS: Record<AdminSort, string> = { email: 'p.email', role: 'role', created_at: 'p.created_at' };
/** `%`, `_` and the escape character itself are matched literally by ILIKE. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The role of a user over `left join user_roles r`: none recorded is `DEFAULT_ROLE`. */
export const ROLE_SQL = `coalesce(r.role, '${DEFAULT_ROLE}')`;
/** Whether that user is one of the programme's participants (`CLIENT_ROLES`). */
export const CLIENTS_SQL = `${ROLE_SQL} in (${CLIENT_ROLES.map((role) => `'${role}'`).join(', ')})`;

// The fields of `AdminUser`, in its order, over `profiles p left join user_roles r`.
const ADMIN_USER_FIELDS = `p.user_id as id, p.email, ${ROLE_SQL} as role, p.has_paid, p.overall_progress, p.documents_state, ${isoSql('p.created_at')} as created_at,
  p.first_name, p.last_name, ${isoSql('p.deletion_requested_at')} as deletion_requested_at, p.recruiter_approval`;

/** What recruiters may see: profiles of role `client` (no other role recorded) who said yes to them. */
const VISIBLE_CANDIDATES = `from profiles p where p.recruiter_visible and not exists (select from user_roles r where r.user_id = p.user_id and r.role <> 'client')`;

// The fields of `RecruiterCandidate`, named one by one: a contact field added to profiles one day does not leak.
const CANDIDATE_FIELDS = `p.user_id as id, p.email, ${isoSql('p.created_at')} as created_at, p.progress_5j, p.progress_10j`;

/** The lists of profiles other domains show: the coach's page, the recruiters' candidates, axel's users table. */
@Injectable()
export class ProfileListings {
  constructor(private readonly em: EntityManager) {}
  /**
   * Profiles of role `client` (no role row counts as `client`; `client_se_loger` is not one): counted and
   * paged in one statement, so the cost does not grow with the pages not asked for; the page as JSON the
   * database composed (see `JsonText`). Only the fields a recruiter may see.
   */
  async candidates(offset: number, limit: number): Promise<CandidateListing> {
    // The user id breaks ties, so a page boundary never shows a candidate twice or skips one (the ISO text sorts as the time).
    const [row] = await queryRows<{ total: string; training_done: string; follow_up_done: string; candidates: string; ids: string }>(
      this.em,
      `with shown as (select ${CANDIDATE_FIELDS} ${VISIBLE_CANDIDATES} order by p.created_at desc, p.user_id asc limit ? offset ?)
      select count(*) as total, count(*) filter (where p.progress_5j >= 100) as training_done, count(*) filter (where p.progress_10j >= 100) as follow_up_done,
        ${jsonArraySql(`select * from shown`, 'created_at desc, id asc')}::text as candidates,
        (select coalesce(json_agg(id order by created_at desc, id asc), '[]') from shown)::text as ids
      ${VISIBLE_CANDIDATES}`,
      [limit, offset],
    );
    return {
      total: Number(row.total),
      trainingDone: Number(row.training_done),
      followUpDone: Number(row.follow_up_done),
      candidates: new JsonText(row.candidates),
      ids: JSON.parse(row.ids) as string[],
    };
  }
  /** One candidate a recruiter may see (role `client`, consenting), or null. */
  async candidate(userId: string): Promise<RecruiterCandidate | null> {
    const [row] = await queryRows<RecruiterCandidate>(this.em, `select ${CANDIDATE_FIELDS} ${VISIBLE_CANDIDATES} and p.user_id = ?`, [userId]);
    return row ?? null;
  }
  /**
   * axel's users table: sort, role filter, literal email substring and page, all in one statement; the page
   * as JSON the database composed (`AdminUser[]`, see `JsonText`).
   */
  async list(q: UserListQuery): Promise<{ users: JsonText<AdminUser[]>; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.role) {
      // Not ROLE_SQL: the role index serves `r.role = ?`.
      where.push(q.role === DEFAULT_ROLE ? `(r.role = ? or r.role is null)` : `r.role = ?`);
      params.push(q.role);
    }
    if (q.search) {
      where.push(`p.email ilike ? escape '\\'`);
      params.push(`%${escapeLike(q.search)}%`);
    }
    const from = `from profiles p left join user_roles r on r.user_id = p.user_id${where.length ? ` where ${where.join(' and ')}` : ''}`;
    const direction = q.order === 'asc' ? 'asc' : 'desc';
    // The page is chosen on the columns (their indexes), then its JSON ordered again on the same fields: each
    // sort key is also the name of an `AdminUser` field, and the ISO text sorts as the time.
    const [row] = await queryRows<{ total: string; users: string }>(
      this.em,
      `select (select count(*) ${from}) as total,
        ${jsonArraySql(`select ${ADMIN_USER_FIELDS} ${from} order by ${SORT_COLUMNS[q.sort]} ${direction}, p.user_id ${direction} limit ? offset ?`, `${q.sort} ${direction}, id ${direction}`)}::text as users`,
      [...params, ...params, q.limit, q.offset],
    );
    return { users: new JsonText(row.users), total: Number(row.total) };
  }
  /** One row of the users table (after a change). */
  async adminUser(userId: string): Promise<AdminUser> {
    const [row] = await queryRows<AdminUser>(this.em, `select ${ADMIN_USER_FIELDS} from profiles p left join user_roles r on r.user_id = p.user_id where p.user_id = ?`, [userId]);
    if (!row) throw Errors.notFound(ADMIN_ERRORS.userNotFound);
    return row;
  }
  /** The dashboard's counters in one query. */
  async counters(): Promise<AdminCounters> {
    const [row] = await this.em.fork().execute<Record<keyof AdminCounters, string | number>[]>(`
      select count(*) as users,
        count(*) filter (where ${ROLE_SQL} = 'accompagnateur') as coaches,
        count(*) filter (where ${CLIENTS_SQL}) as clients,
        count(*) filter (where r.role = 'recruteur') as recruiters
      from profiles p left join user_roles r on r.user_id = p.user_id`);
    return { users: Number(row.users), coaches: Number(row.coaches), clients: Number(row.clients), recruiters: Number(row.recruiters) };
  }
}
