import { PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { scopedEntityManager } from '../request-scope';
import type { MigrationList } from './migration-part';

/** A server that does not answer (a network cut, a host gone) fails a new connection in seconds, a 503, not a held request. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A process's PostgreSQL connections (DATABASE_CONNECTIONS): a third for the reads outside transactions (at
 * least one), the rest for the ORM. Each pool opens them as they are needed, up to its share.
 */
export function splitConnections(total: number): { orm: number; reads: number } {
  const reads = Math.max(1, Math.round(total / 3));
  return { orm: total - reads, reads };
}

/**
 * Driver options shared by the app and the `migrate` command. Embedded PGlite (`embedded`: its socket) gets
 * one connection. `migrations` come from the entry: each domain owns its own, and core knows none of them.
 */
export function ormOptions(url: string, embedded: { host: string; port: number } | null, migrations: MigrationList, connections: number): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl: url,
    ...embedded,
    extensions: [Migrator],
    // The embedded connection is kept: the statements it prepared live as long as PGlite's one session.
    pool: embedded ? { min: 1, max: 1 } : { min: 0, max: splitConnections(connections).orm },
    ...(!embedded && { driverOptions: { connection: { connectionTimeoutMillis: CONNECT_TIMEOUT_MS } } }),
    // Entities come from each module's forFeature; the migrate command needs none.
    discovery: { warnWhenNoEntities: false },
    migrations: { migrationsList: migrations, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    forceUtcTimezone: true,
    // Each request's or job's EntityManager, made when first used (see request-scope).
    context: scopedEntityManager,
    debug: false,
  };
}
