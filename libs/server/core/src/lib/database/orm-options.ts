import { PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from './migrations';

/** Driver options shared by the app and the `migrate` command. Embedded PGlite gets one connection. */
export function ormOptions(url: string, embedded: boolean): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl: url,
    extensions: [Migrator],
    pool: embedded ? { min: 0, max: 1 } : { min: 0, max: 10 },
    // Entities come from each module's forFeature; the migrate command needs none.
    discovery: { warnWhenNoEntities: false },
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    forceUtcTimezone: true,
    debug: false,
  };
}
