import { sql } from 'kysely';
import { statement } from '../database/sql/statement';

/** How many kept jobs one transaction queues. */
export const RELAY_BATCH = 100;

/** The jobs kept in PostgreSQL while Redis was away, oldest first, one batch, locked, skipping those another process relays. */
export const DEFERRED_BATCH = statement((db) =>
  db
    .selectFrom('deferred_jobs')
    .select(['id', 'queue', 'name', 'data', 'job_id', 'run_at', 'transient'])
    .orderBy('created_at')
    .limit(sql.lit(RELAY_BATCH))
    .forUpdate()
    .skipLocked(),
);

/** How many jobs wait in PostgreSQL for Redis (axel's queue view). */
export const DEFERRED_COUNT = statement((db) => db.selectFrom('deferred_jobs').select(sql<number>`count(*)::int`.as('n')));
