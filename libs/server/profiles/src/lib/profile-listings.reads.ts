import { asText, type Db, iso, type Tables } from '@capsuisse/server-core';
import { type Expression, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';

/** The profile columns the coach's page reads: it is kept until one of them changes (its triggers watch these; a test checks the page reads no other). */
export const SUMMARY_COLUMNS = ['user_id', 'email', 'first_name', 'last_name', 'created_at', 'overall_progress', 'first_login_completed'] as const;

/** A profile as a roster lists it: what a search matches, counts and orders, and the caller's flag (`summaryRoster`). */
export interface RosterRow {
  user_id: string;
  /** Lowered once, as the roster is read: each search compares with it as it is. */
  email_lowered: string;
  overall_progress: number;
  first_login_completed: boolean;
  flagged: boolean;
}

/**
 * The profiles `ids` selects (another domain's subquery), newest first (the user id breaks ties, so pages neither
 * repeat nor skip one), each flagged by `flag`. Kept by its caller, it is searched in memory (`searchRoster`).
 */
export function summaryRoster(db: Db, ids: SelectQueryBuilder<Tables, keyof Tables, { [column: string]: string }>, flag: (userId: Expression<string>) => RawBuilder<boolean>) {
  return db
    .selectFrom('profiles')
    .select(['user_id', sql<string>`lower(${sql.ref('email')})`.as('email_lowered'), 'overall_progress', 'first_login_completed', flag(sql.ref('profiles.user_id')).as('flagged')])
    .where('user_id', 'in', ids)
    .orderBy('created_at', 'desc')
    .orderBy('user_id');
}

/**
 * Counters over the whole roster, and one page of the ids of the rows whose email holds `search` (any case, taken
 * literally) and, with `flagged`, that are flagged: how many, and the page, in the roster's order.
 */
export function searchRoster(rows: readonly RosterRow[], { search, flagged, offset, limit }: { search: string; flagged: boolean; offset: number; limit: number }) {
  const needle = search.toLowerCase();
  const found = rows.filter((row) => (!needle || row.email_lowered.includes(needle)) && (!flagged || row.flagged));
  const progress = rows.reduce((sum, row) => sum + row.overall_progress, 0);
  return {
    counters: { total: rows.length, active: rows.filter((row) => row.first_login_completed).length, average_progress: rows.length ? Math.round(progress / rows.length) : 0 },
    found: found.length,
    page: found.slice(offset, offset + limit).map((row) => row.user_id),
  };
}

/**
 * The profiles of `userIds` as summaries, one JSON text each: their fields, then those `attach` makes from the
 * user id. Typed by the fields: the caller's contract type checks them.
 */
export function summaryCards<A extends Record<string, Expression<unknown>>>(db: Db, userIds: Expression<readonly string[]>, attach: (userId: Expression<string>) => A) {
  return db
    .selectFrom('profiles as p')
    .select((eb) => [
      'p.user_id',
      asText(
        jsonBuildObject({
          user_id: eb.ref('p.user_id'),
          email: eb.ref('p.email'),
          first_name: eb.ref('p.first_name'),
          last_name: eb.ref('p.last_name'),
          created_at: iso(eb.ref('p.created_at')),
          overall_progress: eb.ref('p.overall_progress'),
          first_login_completed: eb.ref('p.first_login_completed'),
          ...attach(eb.ref('p.user_id')),
        }),
      ).as('card'),
    ])
    .where((eb) => eb('p.user_id', '=', eb.fn.any(userIds)));
}
