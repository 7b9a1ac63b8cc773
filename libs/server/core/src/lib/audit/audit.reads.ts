import { sql } from 'kysely';
import { type Params, statement } from '../database/sql/statement';

/** The entries a person did, that were done to them or whose details name their id or email (any case), rows locked. */
export const ENTRIES_NAMING = statement((db, p: Params<{ id: string; email: string }>) =>
  db
    .selectFrom('audit_log')
    .select(['id', 'actor_id', 'target_id', 'details'])
    .where((eb) =>
      eb.or([
        eb('actor_id', '=', p.id),
        eb('target_id', '=', p.id),
        sql<boolean>`strpos(details::text, ${p.id}::text) > 0`,
        sql<boolean>`strpos(lower(details::text), lower(${p.email}::text)) > 0`,
      ]),
    )
    .forUpdate(),
);
