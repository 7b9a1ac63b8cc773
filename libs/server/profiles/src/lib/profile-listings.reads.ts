import { asText, type Db, iso, type Params, type Tables } from '@capsuisse/server-core';
import { type AliasedExpression, type Expression, type SelectQueryBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';

/** The profile columns the coach's page reads: it is kept until one of them changes (its triggers watch these; a test checks the page reads no other). */
export const SUMMARY_COLUMNS = ['user_id', 'email', 'first_name', 'last_name', 'created_at', 'overall_progress', 'first_login_completed'] as const;

/**
 * One page of the profiles `ids` selects (another domain's subquery): those whose email holds `search` (any
 * case, taken literally) and, when `only` is set, for which `page.only` holds, newest first (the user id breaks
 * ties, so pages neither repeat nor skip one), and counters over all of them, in one statement. Each profile on
 * the page gets the fields `page.attach` makes from its user id. Without a search no email is lowered; the set kept for both holds only what counting and paging read,
 * and only the page's rows are read again by id and composed.
 */
export function summaryPage<A extends AliasedExpression<unknown, string>>(
  db: Db,
  ids: SelectQueryBuilder<Tables, keyof Tables, { [column: string]: string }>,
  p: Params<{ search: string; only: boolean; offset: number; limit: number }>,
  page: { attach: (userId: Expression<string>) => readonly A[]; only: (userId: Expression<string>) => Expression<boolean> },
) {
  return db
    .with(
      (w) => w('asked').materialized(),
      (q) =>
        q
          .selectFrom('profiles')
          .select(['user_id', 'created_at', 'overall_progress', 'first_login_completed', sql<boolean>`(${p.search}::text = '' or position(lower(${p.search}::text) in lower(email)) > 0) and (not ${p.only}::boolean or ${page.only(sql.ref('profiles.user_id'))})`.as('matches')])
          .where('user_id', 'in', ids),
    )
    .selectFrom('asked')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.countAll<string>().filterWhere('first_login_completed', '=', true).as('active'),
      sql<string>`coalesce(round(avg(overall_progress)), 0)`.as('average_progress'),
      eb.fn.countAll<string>().filterWhere('matches', '=', true).as('found'),
      asText(
        jsonArrayFrom(
          eb
            .selectFrom((page) => page.selectFrom('asked').select('user_id').where('matches', '=', true).orderBy('created_at', 'desc').orderBy('user_id').limit(p.limit).offset(p.offset).as('a'))
            .innerJoin('profiles as p', 'p.user_id', 'a.user_id')
            .select((row) => [
              'p.user_id',
              'p.email',
              'p.first_name',
              'p.last_name',
              iso(row.ref('p.created_at')).as('created_at'),
              'p.overall_progress',
              'p.first_login_completed',
              ...page.attach(row.ref('p.user_id')),
            ])
            .orderBy('p.created_at', 'desc')
            .orderBy('p.user_id'),
        ),
      ).as('profiles'),
    ]);
}
