import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { knex } from '@mikro-orm/postgresql';
import { EmbeddedPostgres } from '@capsuisse/server-core';

// The embedded database through its only TCP door, with the driver the ORM uses (pg, SCRAM-SHA-256).
async function query(url: string, sql: string): Promise<unknown> {
  const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    return (await db.raw(sql)).rows;
  } finally {
    await db.destroy();
  }
}

const refusal = (url: string) =>
  query(url, 'select 1').then(
    () => 'connected',
    (e: { code?: string; message: string }) => e.code ?? e.message,
  );

// The embedded database whatever the run's servers: with DATABASE_URL set, the embedded pass of the same run covers it once.
(process.env.DATABASE_URL ? describe.skip : describe)('EmbeddedPostgres', () => {
  let dataDir: string;
  let pg: EmbeddedPostgres | null = null;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'capsuisse-embedded-'))));
  afterEach(async () => {
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('asks for the password generated into DATA_DIR, readable by its owner only', async () => {
    pg = await EmbeddedPostgres.start(dataDir);
    const url = new URL(pg.url);
    const password = readFileSync(join(dataDir, 'pg-password'), 'utf8');
    expect(password.length).toBeGreaterThanOrEqual(40);
    expect(decodeURIComponent(url.password)).toBe(password);
    expect(statSync(join(dataDir, 'pg-password')).mode & 0o777).toBe(0o600);
    expect(url.hostname).toBe('127.0.0.1');

    expect(await query(pg.url, 'select 41 + 1 as answer')).toEqual([{ answer: 42 }]);
    url.password = 'wrong';
    expect(await refusal(url.toString())).toBe('28P01');
    url.password = '';
    expect(await refusal(url.toString())).not.toBe('connected');
  });

  it('keeps the password across restarts, and the data with it', async () => {
    pg = await EmbeddedPostgres.start(dataDir);
    const first = pg.url;
    await query(first, 'create table kept (v int); insert into kept values (7)');
    await pg.stop();

    pg = await EmbeddedPostgres.start(dataDir);
    expect(new URL(pg.url).password).toBe(new URL(first).password);
    expect(await query(pg.url, 'select v from kept')).toEqual([{ v: 7 }]);
  });
});
