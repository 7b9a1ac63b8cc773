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

// Issue 28: on a database in use, the consent migration hides every client (consent must be given) and
// approves the recruiters there are (made by axel or the seed, before sign-ups waited for approval).
(url ? describe : describe.skip)('recruiter consent migration on a database in use', () => {
  const admin = url ?? '';
  const name = admin && `${new URL(admin).pathname.slice(1) || 'postgres'}_consent_test`.replace(/[^a-z0-9_]/gi, '_');
  let dataDir: string;
  beforeAll(() => (dataDir = mkdtempSync(join(tmpdir(), 'capsuisse-consent-'))));
  afterAll(async () => {
    await execute(admin, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no client visible to recruiters and every existing recruiter approved; others get no approval', async () => {
    const target = Object.assign(new URL(admin), { pathname: `/${name}` }).toString();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: target, LOG_LEVEL: 'fatal' });
    await execute(admin, `drop database if exists ${name} with (force)`);
    await execute(admin, `create database ${name}`);
    const before = MIGRATIONS.findIndex((m) => m.name === 'Migration20261206200000_recruiter_consent');
    await runMigrations(config, MIGRATIONS.slice(0, before));
    const people = { client: 'a0000000-0000-4000-8000-000000000001', hidden: 'a0000000-0000-4000-8000-000000000002', recruiter: 'a0000000-0000-4000-8000-000000000003', coach: 'a0000000-0000-4000-8000-000000000004' };
    for (const [who, id] of Object.entries(people)) {
      await execute(
        target,
        `insert into users (id, email, password_hash, created_at, updated_at) values ('${id}', '${who}@test.ch', 'x', now(), now());
         insert into profiles (user_id, email, created_at, recruiter_visible) values ('${id}', '${who}@test.ch', now(), ${who !== 'hidden'});`,
      );
    }
    await execute(target, `insert into user_roles (user_id, role) values ('${people.recruiter}', 'recruteur'), ('${people.coach}', 'accompagnateur')`);

    expect(await runMigrations(config, MIGRATIONS)).toContain('Migration20261206200000_recruiter_consent');
    const rows = await execute(target, `select email, recruiter_visible, recruiter_consent_at, recruiter_approval, recruiter_decided_at is not null as decided from profiles order by email`);
    expect(rows).toEqual([
      { email: 'client@test.ch', recruiter_visible: false, recruiter_consent_at: null, recruiter_approval: null, decided: false },
      { email: 'coach@test.ch', recruiter_visible: false, recruiter_consent_at: null, recruiter_approval: null, decided: false },
      { email: 'hidden@test.ch', recruiter_visible: false, recruiter_consent_at: null, recruiter_approval: null, decided: false },
      { email: 'recruiter@test.ch', recruiter_visible: false, recruiter_consent_at: null, recruiter_approval: 'approved', decided: true },
    ]);
    // A profile made from now on starts hidden.
    await execute(target, `insert into users (id, email, password_hash, created_at, updated_at) values ('a0000000-0000-4000-8000-000000000005', 'new@test.ch', 'x', now(), now());
      insert into profiles (user_id, email, created_at) values ('a0000000-0000-4000-8000-000000000005', 'new@test.ch', now())`);
    expect(await execute(target, `select recruiter_visible from profiles where email = 'new@test.ch'`)).toEqual([{ recruiter_visible: false }]);
  });
});
