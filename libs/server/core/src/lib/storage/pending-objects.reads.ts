import { sql } from 'kysely';
import { type Db, type Params, statement } from '../database/sql/statement';

/** How many records one transaction takes: their objects are deleted while the rows stay locked. */
export const PENDING_BATCH = 100;

/** Records, oldest first, one batch, locked, skipping those another process holds. */
const lockedBatch = (db: Db) => db.selectFrom('pending_objects').select('key').orderBy('created_at').limit(sql.lit(PENDING_BATCH)).forUpdate().skipLocked();

/** The records of these keys (a failed put, a committed swap). */
export const PENDING_NAMED = statement((db, p: Params<{ keys: readonly string[] }>) => lockedBatch(db).where((eb) => eb('key', '=', eb.fn.any(p.keys))));

/** The records made before `before` (the sweep: older than any put takes). */
export const PENDING_BEFORE = statement((db, p: Params<{ before: Date }>) => lockedBatch(db).where('created_at', '<', sql<string>`${p.before}`));
