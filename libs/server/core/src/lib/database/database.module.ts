import { type DynamicModule, Inject, Injectable, Logger, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Client, Pool, type PoolConfig } from 'pg';
import { AppConfig } from '../config/app-config';
import { EmbeddedPostgres } from './embedded-postgres';
import type { MigrationList } from './migration-part';
import { CONNECT_TIMEOUT_MS, ormOptions, splitConnections } from './orm-options';
import { useReadPool } from './read-rows';

/** Where the database is: DATABASE_URL, or PGlite started in-process under DATA_DIR. */
export class DatabaseServer implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');

  constructor(
    readonly url: string,
    private readonly embedded: EmbeddedPostgres | null,
    private readonly moduleRef: ModuleRef,
  ) {}

  get isEmbedded(): boolean {
    return this.embedded !== null;
  }

  /** Where this process reaches the embedded database (see EmbeddedPostgres.socket); null on a real server. */
  get embeddedSocket(): { host: string; port: number } | null {
    return this.embedded?.socket ?? null;
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.embedded) return;
    // The ORM's connection must close before PGlite stops, whatever order Nest calls the hooks in.
    await this.moduleRef.get(MikroORM, { strict: false }).close();
    await this.embedded.stop();
    this.logger.log('embedded PostgreSQL stopped');
  }
}

const DATABASE_SERVER = {
  provide: DatabaseServer,
  inject: [AppConfig, ModuleRef],
  useFactory: async (config: AppConfig, moduleRef: ModuleRef) => {
    if (config.databaseUrl) return new DatabaseServer(config.databaseUrl, null, moduleRef);
    const embedded = await EmbeddedPostgres.start(config.dataDir);
    new Logger('Database').log(`embedded PostgreSQL (PGlite) in ${config.dataDir}/pg`);
    return new DatabaseServer(embedded.url, embedded, moduleRef);
  },
};

@Module({ providers: [DATABASE_SERVER], exports: [DatabaseServer] })
class DatabaseServerModule {}

// Any fixed key, the same in every process: the one that holds it migrates, the others wait for it.
const MIGRATION_LOCK = 2_028_007;

/**
 * Applies the pending migrations while holding PostgreSQL's advisory lock on a connection of its own, so that
 * processes migrating one database at once (the API and the worker of `npm start`, two jobs) take turns: each
 * reads what is pending only once the previous one is done. On PGlite, whose connections share one session, it
 * changes nothing. The session's end releases the lock even if this process dies.
 */
async function migrate(orm: MikroORM): Promise<string[]> {
  // A database that does not exist yet is made before anything can connect to it.
  await orm.getSchemaGenerator().ensureDatabase();
  const lock = new Client((orm.em as EntityManager).getConnection().getConnectionOptions() as PoolConfig);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return (await orm.getMigrator().up()).map((m) => m.name);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).finally(() => lock.end());
  }
}

/** Applies pending migrations at start (production runs them in a job before the rollout instead). */
@Injectable()
class MigrateOnStart implements OnModuleInit {
  constructor(
    private readonly orm: MikroORM,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.production) return;
    const applied = await migrate(this.orm);
    if (applied.length) new Logger('Database').log(`migrations applied: ${applied.join(', ')}`);
  }
}

/**
 * Reads outside transactions (typed statements, `statement`) on a pool of their own, made with the ORM's connection options.
 * Not on PGlite: its one session is the ORM's connection. Their statements keep one generic plan: told the
 * values (a page's `limit`, the role that spares `GET /api/me` its subquery), PostgreSQL judged a custom plan
 * cheaper and planned again at every execution, which cost more than running the statement (docs/performance.md);
 * each statement here is written for one plan whatever its values.
 */
@Injectable()
class ReadPool implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private pool?: Pool;

  constructor(
    private readonly orm: MikroORM,
    private readonly server: DatabaseServer,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (this.server.isEmbedded) return;
    const em = this.orm.em as EntityManager;
    this.pool = new Pool({
      ...(em.getConnection().getConnectionOptions() as PoolConfig),
      max: splitConnections(this.config.databaseConnections).reads,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A generic plan guesses a tenth of the rows for `limit $1` and went parallel for a page of 20: starting
      // the workers cost each read far more than the page itself (docs/performance.md, session 20). A generic plan's
      // guessed cost can also cross jit_above_cost, compiling a short read at each run (session 22).
      options: '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0 -c jit=off',
    });
    // An idle connection that breaks (a restarted server) is dropped and made again at the next read.
    this.pool.on('error', (error) => this.logger.warn(`read pool: ${error.message}`));
    useReadPool(em, this.pool);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.end();
  }
}

@Module({})
export class DatabaseModule {
  static forRoot(migrations: MigrationList): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        DatabaseServerModule,
        MikroOrmModule.forRootAsync({
          driver: PostgreSqlDriver,
          imports: [DatabaseServerModule],
          inject: [DatabaseServer, AppConfig],
          // Request scopes come from one Fastify hook (scopeRequests), not from Nest middleware.
          useFactory: (server: DatabaseServer, config: AppConfig) => ({
            ...ormOptions(server.url, server.embeddedSocket, migrations, config.databaseConnections),
            autoLoadEntities: true,
            registerRequestContext: false,
          }),
        }),
      ],
      providers: [MigrateOnStart, ReadPool],
      exports: [DatabaseServerModule],
    };
  }
}

/** `main.js migrate`: applies the migrations and stops (the production migration job). */
export async function runMigrations(config: AppConfig, migrations: MigrationList): Promise<string[]> {
  const embedded = config.databaseUrl ? null : await EmbeddedPostgres.start(config.dataDir);
  const orm = await MikroORM.init(ormOptions(embedded?.url ?? config.databaseUrl ?? '', embedded?.socket ?? null, migrations, config.databaseConnections));
  try {
    return await migrate(orm);
  } finally {
    await orm.close();
    await embedded?.stop();
  }
}
