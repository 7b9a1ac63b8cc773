import { MikroORM } from '@mikro-orm/core';
import { Client, type PoolConfig } from 'pg';
import type { DocumentDto, Session } from '@capsuisse/contracts';
import { ACCESS_FACTS, ACCESS_UNWATCHED, ACCESS_WATCH } from '@capsuisse/server-auth';
import { CALENDAR_WATCH, FIRST_CALL_CALENDARS, SESSION_CALENDARS } from '@capsuisse/server-calls';
import { PDF } from './files';
import { PASSWORD, TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t?.close());

const token = (s: { session: Session }) => s.session.access_token;
const onPostgres = process.env.DATABASE_URL ? it : it.skip;

it("watches every column the access check reads, but those that cannot end a live session's facts", async () => {
  const watched = await t.rows<{ table: string; columns: string[] | null }>(
    `select c.relname as table, (select array_agg(a.attname::text) from unnest(tg.tgattr::int2[]) n join pg_attribute a on a.attrelid = tg.tgrelid and a.attnum = n) as columns
    from pg_trigger tg join pg_class c on c.oid = tg.tgrelid where tg.tgname = c.relname || '_access_read'`,
  );
  const columns = await t.rows<{ table: string; column: string }>(`select table_name as table, column_name as column from information_schema.columns where table_schema = current_schema()`);
  for (const { table } of ACCESS_WATCH) {
    expect(ACCESS_FACTS.sql).toContain(`"${table}"`);
    const trigger = watched.find((w) => w.table === table);
    const read = columns.filter((c) => c.table === table && ACCESS_FACTS.sql.includes(`"${c.column}"`)).map((c) => c.column);
    const unwatched = trigger ? read.filter((c) => trigger.columns !== null && !trigger.columns.includes(c) && !(ACCESS_UNWATCHED as readonly string[]).includes(c)) : 'no trigger';
    expect({ table, unwatched }).toEqual({ table, unwatched: [] });
  }
  expect(watched.map((w) => w.table).sort()).toEqual(ACCESS_WATCH.map((w) => w.table).sort());
});

it('watches every row of every table the free slots read', async () => {
  const triggers = await t.rows<{ name: string; columns: number }>(`select tgname as name, cardinality(tgattr::int2[]) as columns from pg_trigger where tgname like '%\\_calendar\\_read' or tgname like '%\\_first\\_calls\\_read'`);
  const tables = await t.rows<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = current_schema()`);
  for (const statement of [SESSION_CALENDARS, FIRST_CALL_CALENDARS]) {
    const read = tables.map((r) => r.name).filter((table) => new RegExp(`(^|[^a-z_])"?${table}"?([^a-z_]|$)`).test(statement.sql));
    expect(read.length).toBeGreaterThanOrEqual(4);
    for (const table of read) {
      // Every column of the rows read: a trigger with no column list.
      const watched = CALENDAR_WATCH.some((w) => w.table === table && triggers.some((tg) => tg.name === `${table}_${w.kind}_read` && Number(tg.columns) === 0));
      expect({ table, watched }).toEqual({ table, watched: true });
    }
  }
  expect(triggers).toHaveLength(CALENDAR_WATCH.length);
});

it('composes no answer in the database: no function of ours builds JSON (answers are typed statements)', async () => {
  const composing = await t.rows<{ name: string }>(
    `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema() and p.prosrc ~* '(json|jsonb)_(build_object|agg|object_agg)'`,
  );
  expect(composing).toEqual([]);
});

it("keeps axel's counts of users until one is added, given another role or removed", async () => {
  const axel = await t.asAxel();
  const counts = async () => {
    const counters = (await t.request('GET', '/api/admin/counters', { token: token(axel) })).body as { users: number; clients: number };
    const total = async (query: string) => ((await t.request('GET', `/api/admin/users?${query}`, { token: token(axel) })).body as { total: number }).total;
    // The dashboard's counters, and the users table's totals: of everyone, and by role.
    return { users: counters.users, counted: counters.clients, all: await total(''), clients: await total('role=client'), recruiters: await total('role=recruteur') };
  };
  const before = await counts();
  expect(await counts()).toEqual(before);
  const client = await t.asClient();
  expect(await counts()).toMatchObject({ users: before.users + 1, all: before.all + 1, clients: before.clients + 1, counted: before.counted + 1, recruiters: before.recruiters });
  expect((await t.request('PUT', `/api/admin/users/${client.user.id}/role`, { token: token(axel), body: { role: 'recruteur' } })).status).toBe(200);
  expect(await counts()).toMatchObject({ users: before.users + 1, all: before.all + 1, clients: before.clients, counted: before.counted, recruiters: before.recruiters + 1 });
  expect((await t.request('DELETE', `/api/admin/users/${client.user.id}`, { token: token(axel) })).status).toBe(204);
  expect(await counts()).toEqual(before);
});

describe('changes made by the API', () => {
  // What the database announces as unclaimed: a change that committed outside the ORM's transactions.
  let listener: Client;
  const heard: string[] = [];
  beforeAll(async () => {
    if (!process.env.DATABASE_URL) return;
    listener = new Client(t.app.get(MikroORM).em.getConnection().getConnectionOptions() as PoolConfig);
    await listener.connect();
    listener.on('notification', ({ payload }) => heard.push(payload ?? ''));
    await listener.query('listen read_model');
  });
  afterAll(() => listener?.end());

  onPostgres('are all claimed by the process that commits them: none is left for the database to announce', async () => {
    const axel = await t.asAxel();
    const coach = await t.asCoach();
    const client = await t.asUnpaidClient();
    // Assigned first, so that the client's first sign-in concerns the coach's page.
    expect((await t.request('POST', '/api/admin/assignments', { token: token(axel), body: { accompagnateur_id: coach.user.id, client_id: client.user.id } })).status).toBe(204);
    const signIn = await t.request('POST', '/api/auth/token?grant_type=password', { body: { email: client.user.email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    expect((await t.request('PUT', `/api/admin/users/${client.user.id}/access`, { token: token(axel), body: { has_paid: true } })).status).toBe(200);
    const cv = (await t.upload(token(client), 'cv', PDF)).body as DocumentDto;
    expect((await t.request('POST', `/api/documents/${cv.id}/reject`, { token: token(coach), body: { reason: 'Illisible' } })).status).toBe(200);
    expect((await t.request('PATCH', `/api/admin/users/${client.user.id}`, { token: token(axel), body: { first_name: 'Zoé' } })).status).toBe(200);
    const other = await t.asClient();
    expect((await t.request('PUT', `/api/admin/users/${other.user.id}/role`, { token: token(axel), body: { role: 'client_se_loger' } })).status).toBe(200);
    // Enrolled twice: the second drops the unfinished first; then dropped from the session.
    for (let i = 0; i < 2; i++) expect((await t.request('POST', '/api/auth/factors', { token: token(other), body: { password: PASSWORD } })).status).toBe(201);
    const [unfinished] = (await t.request('GET', '/api/auth/user', { token: token(other) })).body.factors as { id: string }[];
    expect((await t.request('DELETE', `/api/auth/factors/${unfinished.id}`, { token: token(other) })).status).toBe(204);
    expect((await t.request('POST', '/api/auth/logout?scope=global', { token: signIn.body.access_token })).status).toBe(204);
    expect((await t.request('DELETE', `/api/admin/users/${other.user.id}`, { token: token(axel) })).status).toBe(204);
    // Notifications come on the listener's connection as the commits happen; give the last one time to arrive.
    await new Promise((r) => setTimeout(r, 300));
    expect(heard).toEqual([]);
  });

  onPostgres('announces a change made by hand, and each process reads again what it concerns', async () => {
    const client = await t.asClient();
    expect((await t.request('GET', '/api/documents', { token: token(client) })).status).toBe(200);
    heard.length = 0;
    await t.rows(`update profiles set has_paid = false where user_id = ?`, [client.user.id]);
    for (let i = 0; i < 50 && !heard.length; i++) await new Promise((r) => setTimeout(r, 20));
    expect(heard).toEqual([`access:${client.user.id}`]);
    // The API heard it too: the kept facts of the client's session are read again.
    let status = 0;
    for (let i = 0; i < 50 && status !== 402; i++) {
      status = (await t.request('GET', '/api/documents', { token: token(client) })).status;
      if (status !== 402) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(402);
  });
});
