import { type Db, type Params, statement } from '@capsuisse/server-core';
import type { Expression } from 'kysely';

/** The clients assigned to a coach, as a subquery another domain's read filters by: the ids never travel through the API. */
export const clientIdsOf = (db: Db, coachId: Expression<string>) => db.selectFrom('accompagnateur_clients').select('client_id').where('accompagnateur_id', '=', coachId);

/** The clients assigned to a coach. */
export const CLIENTS_OF = statement((db, p: Params<{ coachId: string }>) => clientIdsOf(db, p.coachId).orderBy('client_id'));

/** The coaches a client is assigned to. */
export const COACHES_OF = statement((db, p: Params<{ clientId: string }>) =>
  db.selectFrom('accompagnateur_clients').select('accompagnateur_id').where('client_id', '=', p.clientId).orderBy('accompagnateur_id'),
);

/** Whether the client is assigned to the coach (a row, or none). */
export const ASSIGNED = statement((db, p: Params<{ coachId: string; clientId: string }>) =>
  db.selectFrom('accompagnateur_clients').select('client_id').where('accompagnateur_id', '=', p.coachId).where('client_id', '=', p.clientId),
);
