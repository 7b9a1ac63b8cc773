import type { Db } from '@capsuisse/server-core';
import type { Expression } from 'kysely';

/** The clients assigned to a coach, as a subquery another domain's read filters by: the ids never travel through the API. */
export const clientIdsOf = (db: Db, coachId: Expression<string>) => db.selectFrom('accompagnateur_clients').select('client_id').where('accompagnateur_id', '=', coachId);
