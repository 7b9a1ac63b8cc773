import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { loadConfig, runMigrations } from '@capsuisse/server-core';
import { MIGRATIONS } from '@capsuisse/server-migrations';

// Two processes migrating one new database at once (the API and the worker of `npm start`, or two migration
// jobs): `runMigrations` twice in one process, each with its own ORM and connections, as `main.js migrate` runs it
// (the built file may not exist while the API tests run).
const url = process.env.DATABASE_URL;

async function execute(target: string, sql: string): Promise<Record<string, unknown>[]> {
  const orm = await MikroORM.init({ driver: PostgreSqlDriver, clientUrl: target, discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 1 } });
  try {
    return await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close();
  }
}

// Skipped on the embedded default: one PGlite process holds its folder.
(url ? describe : describe.skip)('migrations run twice at once', () => {
  const admin = url ?? '';
  const name = admin && `${new URL(admin).pathname.slice(1) || 'postgres'}_migrate_test`.replace(/[^a-z0-9_]/gi, '_');
  let dataDir: string;
  beforeAll(() => (dataDir = mkdtempSync(join(tmpdir(), 'capsuisse-migrate-'))));
  afterAll(async () => {
    await execute(admin, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([1, 2, 3, 4, 5])('on a new database both succeed, one applying every migration, the other none (try %i)', async () => {
    const target = Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: target, DATABASE_CONNECTIONS: '3', LOG_LEVEL: 'fatal' });
    await execute(admin, `drop database if exists ${name} with (force)`);
    await execute(admin, `create database ${name}`);
    const runs = await Promise.allSettled([runMigrations(config, MIGRATIONS), runMigrations(config, MIGRATIONS)]);
    expect(runs.map((run) => (run.status === 'rejected' ? String(run.reason) : 'ok'))).toEqual(['ok', 'ok']);
    const applied = runs.map((run) => (run.status === 'fulfilled' ? run.value : []));
    const all = MIGRATIONS.map((m) => m.name);
    expect(applied.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, all.length]);
    const recorded = await execute(target, 'select name from mikro_orm_migrations order by id');
    expect(recorded.map((row) => row['name'])).toEqual(all);
  });
});
