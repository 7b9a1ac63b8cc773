import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { DocumentDto } from '@capsuisse/contracts';
import { pdf } from './files';
import { PASSWORD, TestApp } from './harness';

// Issue 33: the CronJob's own script dumps a database the API seeded, deploy/backup/restore.sh restores it into a new
// one, and an API started on that one finds the same users, documents and payment. Skipped on the embedded default:
// pg_dump and pg_restore need a PostgreSQL server, and PGlite serves none to them.
const url = process.env.DATABASE_URL;
const REPO = resolve(__dirname, '../../..');
const BACKUP = join(REPO, 'k8s/backup.sh');
const RESTORE = join(REPO, 'deploy/backup/restore.sh');

async function execute(target: string, sql: string): Promise<void> {
  const orm = await MikroORM.init({ driver: PostgreSqlDriver, clientUrl: target, discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 1 } });
  try {
    await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close();
  }
}

function run(script: string, args: string[], env: Record<string, string>): string {
  const done = spawnSync('sh', [script, ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`${script} ${args.join(' ')}: ${done.stderr}`);
  return done.stdout;
}

// What the restore must bring back, table by table, row for row.
const TABLES = ['users', 'profiles', 'accompagnateur_clients', 'files', 'payments', 'payment_events'];

(url ? describe : describe.skip)('backup and restore (PostgreSQL)', () => {
  const admin = url ?? '';
  const restoredName = admin && `${new URL(admin).pathname.slice(1) || 'postgres'}_restored`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
  const restoredUrl = admin && Object.assign(new URL(admin), { pathname: `/${restoredName}` }).toString();
  const work = mkdtempSync(join(tmpdir(), 'capsuisse-backup-'));
  let first: TestApp | undefined;
  let second: TestApp | undefined;
  afterAll(async () => {
    await first?.close();
    await second?.close();
    if (admin) await execute(admin, `drop database if exists ${restoredName} with (force)`);
    rmSync(work, { recursive: true, force: true });
  });

  it('a dump of the seeded database, restored into a new one, serves the same users, documents and payment', async () => {
    const t = (first = await TestApp.start());
    const client = await t.paidThroughCheckout();
    const coach = await t.asCoach();
    const axel = await t.asAxel();
    expect((await t.request('POST', '/api/admin/assignments', { token: axel.session.access_token, body: { accompagnateur_id: coach.user.id, client_id: client.user.id } })).status).toBe(204);
    const cv = pdf('CV de Léa, sauvegardé');
    const uploaded = await t.upload(client.session.access_token, 'cv', cv, { filename: 'cv.pdf' });
    expect(uploaded.status).toBe(201);
    const documents = (await t.request('GET', '/api/documents', { token: client.session.access_token })).body as DocumentDto[];
    const before = Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await t.rows(`select * from ${table} order by 1`)] as const)));
    expect(before['payments']).toHaveLength(1);
    expect(before['files']).toHaveLength(1);

    // The CronJob's two steps, the bucket replaced by a folder.
    const dumpDir = mkdtempSync(join(work, 'dump-'));
    const store = join(work, 'store');
    const source = t.config.databaseUrl as string;
    run(BACKUP, ['dump'], { DATABASE_URL: source, BACKUP_DIR: dumpDir });
    expect(run(BACKUP, ['upload'], { BACKUP_DIR: dumpDir, BACKUP_STORE_DIR: store, BACKUP_KEEP_DAYS: '14' })).toMatch(/^backup: .*\/postgres\/capsuisse-\d{4}-\d\d-\d\dT\d{6}Z\.dump$/m);
    expect(readdirSync(join(store, 'postgres'))).toHaveLength(1);

    // The documents are not in the dump: in production they stay in their (versioned) bucket, which the restored
    // database points at as the first did. Here that bucket is DATA_DIR's storage folder, kept for the second API.
    const dataDir = join(work, 'data');
    cpSync(t.dataDir, dataDir, { recursive: true });
    first = undefined;
    await t.close();

    await execute(admin, `drop database if exists ${restoredName} with (force)`);
    expect(run(RESTORE, ['latest', restoredName], { DATABASE_URL: source, BACKUP_STORE_DIR: store })).toMatch(new RegExp(`done into the database ${restoredName}`));

    // The harness's start empties the first database: the restored one stands alone.
    const r = (second = await TestApp.start({ DATABASE_URL: restoredUrl, DATA_DIR: dataDir }));
    const after = Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await r.rows(`select * from ${table} order by 1`)] as const)));
    expect(after).toEqual(before);

    const signIn = async (email: string) => {
      const res = await r.request('POST', '/api/auth/token?grant_type=password', { body: { email, password: PASSWORD } });
      expect(res.status).toBe(200);
      return res.body.access_token as string;
    };
    const clientToken = await signIn(client.user.email);
    const me = (await r.request('GET', '/api/me', { token: clientToken })).body;
    expect(me).toMatchObject({ user_id: client.user.id, email: client.user.email, has_paid: true });
    expect((await r.request('GET', '/api/documents', { token: clientToken })).body).toEqual(documents);
    const link = await r.request('GET', `/api/documents/${uploaded.body.id}/link`, { token: clientToken });
    expect(link.status).toBe(200);
    const file = await r.app.inject({ method: 'GET', url: link.body.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(cv)).toBe(true);
    // The coach signs in and still reads the client's document: the assignment came back too.
    expect((await r.request('GET', `/api/documents/${uploaded.body.id}/link`, { token: await signIn(coach.user.email) })).status).toBe(200);
  });
});
