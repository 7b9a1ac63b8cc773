import { sql } from 'kysely';
import { type Params, statement } from '../database/sql/statement';

/**
 * The scrape's two counts in one round trip: documents still waiting past their review deadline (read from
 * `files_pending_deadline_index`), and mails that failed all their tries and wait for axel.
 */
export const METRICS_COUNTS = statement((db, p: Params<{ now: Date }>) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('files')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', '=', sql.lit('en_attente'))
      .where('validation_deadline', '<', sql<string>`${p.now}`)
      .as('reviews_overdue'),
    eb.selectFrom('mails').select(sql<number>`count(*)::int`.as('n')).where('status', '=', sql.lit('failed')).as('mails_failed'),
  ]),
);
