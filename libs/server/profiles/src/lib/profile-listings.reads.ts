import { asText, type Db, iso, type Params, type Tables } from '@capsuisse/server-core';
import { type Expression, type SelectQueryBuilder, sql } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';

/** The profile columns the coach's page reads: it is kept until one of them changes (its triggers watch these; a test checks the page reads no other). */
export const SUMMARY_COLUMNS = ['user_id', 'email', 'first_name', 'last_name', 'created_at', 'overall_progress', 'first_login_completed'] as const;

/**
 * The profiles `ids` selects (another domain's subquery) whose email holds `search` (any case, taken literally)
 * and, when `only` is set, for which `only` holds: how many, and one page of their user ids, newest first (the
 * user id breaks ties, so pages neither repeat nor skip one); with counters over all of `ids`, in one statement.
 * Without a search no email is lowered. The page's profiles are composed apart (`summaryCards`), and kept.
 */
export function summarySearch(
  db: Db,
  ids: SelectQueryBuilder<Tables, keyof Tables, { [column: string]: string }>,
  p: Params<{ search: string; only: boolean; offset: number; limit: number }>,
  only: (userId: Expression<string>) => Expression<boolean>,
) {
  return db
    .with(
      (w) => w('asked').materialized(),
      (q) =>
        q
          .selectFrom('profiles')
          .select(['user_id', 'created_at', 'overall_progress', 'first_login_completed', sql<boolean>`(${p.search}::text = '' or position(lower(${p.search}::text) in lower(email)) > 0) and (not ${p.only}::boolean or ${only(sql.ref('profiles.user_id'))})`.as('matches')])
          .where('user_id', 'in', ids),
    )
    .selectFrom('asked')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.countAll<string>().filterWhere('first_login_completed', '=', true).as('active'),
      sql<string>`coalesce(round(avg(overall_progress)), 0)`.as('average_progress'),
      eb.fn.countAll<string>().filterWhere('matches', '=', true).as('found'),
      eb
        .selectFrom((page) => page.selectFrom('asked').select(['user_id', 'created_at']).where('matches', '=', true).orderBy('created_at', 'desc').orderBy('user_id').limit(p.limit).offset(p.offset).as('a'))
        .select(sql<string[]>`coalesce(array_agg(a.user_id::text order by a.created_at desc, a.user_id), '{}')`.as('ids'))
        .as('page'),
    ]);
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
