import { MikroORM } from '@mikro-orm/core';
import { Client, type PoolConfig } from 'pg';
import type { DocumentDto, Profile, Session } from '@capsuisse/contracts';
import { ACCESS_FACTS, ACCESS_UNWATCHED, ACCESS_WATCH } from '@capsuisse/server-auth';
import { CALENDAR_WATCH, FIRST_CALL_CALENDARS, SESSION_CALENDARS } from '@capsuisse/server-calls';
import { COACH_CARD_WATCHES, COACH_CARDS, DOCUMENT_LIST, DOCUMENT_LIST_WATCH } from '@capsuisse/server-documents';
import { OWN_PROFILE, OWN_PROFILE_WATCH } from '@capsuisse/server-profiles';
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

/** Each table `statements` read has a trigger of one of `watches` on its every column (no column list), and each watch its trigger. */
async function watchesWholeRows(statements: readonly { sql: string }[], watches: readonly { table: string; kind: string }[], least: number) {
  const kinds = [...new Set(watches.map((w) => w.kind))];
  const triggers = await t.rows<{ name: string; columns: number }>(`select tgname as name, cardinality(tgattr::int2[]) as columns from pg_trigger where tgname = any(string_to_array(?, ' '))`, [watches.map((w) => `${w.table}_${w.kind}_read`).join(' ')]);
  const tables = await t.rows<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = current_schema()`);
  for (const statement of statements) {
    const read = tables.map((r) => r.name).filter((table) => new RegExp(`(^|[^a-z_])"?${table}"?([^a-z_]|$)`).test(statement.sql));
    expect(read.length).toBeGreaterThanOrEqual(least);
    for (const table of read) {
      const watched = kinds.some((kind) => triggers.some((tg) => tg.name === `${table}_${kind}_read` && Number(tg.columns) === 0));
      expect({ table, watched }).toEqual({ table, watched: true });
    }
  }
  expect(triggers).toHaveLength(watches.length);
}

it('watches every row of every table the free slots read', () => watchesWholeRows([SESSION_CALENDARS, FIRST_CALL_CALENDARS], CALENDAR_WATCH, 4));

it('watches every row of the profile and the role that GET /api/me shows', () => watchesWholeRows([OWN_PROFILE], OWN_PROFILE_WATCH, 2));

it("watches every row of every table a client's card on the coach's page reads", () => watchesWholeRows([COACH_CARDS], COACH_CARD_WATCHES, 5));

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

it("keeps a user's own profile until the profile or the role changes", async () => {
  const axel = await t.asAxel();
  const client = await t.asClient();
  const me = async () => (await t.request('GET', '/api/me', { token: token(client) })).body as Profile;
  const before = await me();
  // Read again, it comes from memory: no statement.
  const { result: again, statements } = await t.statementsOf(me);
  expect([again, statements]).toEqual([before, []]);
  expect((await t.request('PATCH', `/api/admin/users/${client.user.id}`, { token: token(axel), body: { first_name: 'Zoé' } })).status).toBe(200);
  expect(await me()).toEqual({ ...before, first_name: 'Zoé' });
  expect((await t.request('PUT', `/api/admin/users/${client.user.id}/role`, { token: token(axel), body: { role: 'client_se_loger' } })).status).toBe(200);
  expect(await me()).toMatchObject({ first_name: 'Zoé', role: 'client_se_loger' });
});

it('a change of 200 threads, each named twice, notes each once and ends only what it changed', async () => {
  const client = await t.asClient();
  const me = async () => (await t.request('GET', '/api/me', { token: token(client) })).body as Profile;
  await me();
  const members = `from generate_series(1, 200) n`;
  const id = `md5('masse-' || n)::uuid`;
  await t.write(`insert into users (id, email, password_hash, metadata, created_at, updated_at) select ${id}, 'masse-' || n || '@test.capsuisse.ch', 'x', '{}', now(), now() ${members}`);
  await t.write(`insert into profiles (user_id, email, created_at) select ${id}, 'masse-' || n || '@test.capsuisse.ch', now() ${members}`);
  // Two messages in each of 200 threads: 400 rows naming 200 subjects, more than a NOTIFY could carry.
  await t.write(`insert into messages (id, client_id, sender_id, sender_kind, body, created_at) select gen_random_uuid(), ${id}, ${id}, 'client', 'en masse', now() ${members}, generate_series(1, 2)`);
  const { statements } = await t.statementsOf(me);
  expect(statements).toEqual([]);
});

it("watches every row of a client's documents and reviews, and the reviewers' emails, that GET /api/documents shows", async () => {
  const triggers = await t.rows<{ table: string; name: string; columns: string[] | null }>(
    `select c.relname as table, tg.tgname as name, (select array_agg(a.attname::text) from unnest(tg.tgattr::int2[]) n join pg_attribute a on a.attrelid = tg.tgrelid and a.attnum = n) as columns
    from pg_trigger tg join pg_class c on c.oid = tg.tgrelid where tg.tgname like '%\\_documents\\_%'`,
  );
  const read = ['files', 'document_reviews', 'profiles'].filter((table) => DOCUMENT_LIST.sql.includes(`"${table}"`));
  expect(read).toEqual(['files', 'document_reviews', 'profiles']);
  // Of profiles, the list reads the reviewer's email only.
  expect(DOCUMENT_LIST.sql.match(/"reviewer"\."\w+"/g)?.sort()).toEqual(['"reviewer"."email"', '"reviewer"."user_id"']);
  expect(triggers.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
    { table: 'document_reviews', name: 'document_reviews_documents_read', columns: null },
    { table: 'files', name: 'files_documents_read', columns: null },
    { table: 'profiles', name: 'profiles_documents_reviewer', columns: ['email'] },
  ]);
  expect(DOCUMENT_LIST_WATCH.map((w) => w.table).sort()).toEqual(['document_reviews', 'files']);
});

it("keeps a client's documents until one of them, its reviews or a reviewer's email changes", async () => {
  const axel = await t.asAxel();
  const coach = await t.asCoach();
  const client = await t.asClient();
  expect((await t.request('POST', '/api/admin/assignments', { token: token(axel), body: { accompagnateur_id: coach.user.id, client_id: client.user.id } })).status).toBe(204);
  const list = async () => (await t.request('GET', '/api/documents', { token: token(client) })).body as DocumentDto[];
  expect(await list()).toEqual([]);
  const cv = (await t.upload(token(client), 'cv', PDF)).body as DocumentDto;
  expect((await list()).map((d) => [d.id, d.status])).toEqual([[cv.id, 'en_attente']]);
  expect((await t.statementsOf(list)).statements).toEqual([]);
  expect((await t.request('POST', `/api/documents/${cv.id}/reject`, { token: token(coach), body: { reason: 'Illisible' } })).status).toBe(200);
  const [rejected] = await list();
  expect(rejected).toMatchObject({ status: 'a_corriger', reviewer_notes: 'Illisible', history: [{ verdict: 'a_corriger', reviewer_email: coach.user.email }] });
  if (!process.env.DATABASE_URL) return;
  // A change by hand is announced by the database (PostgreSQL only: see "changes made by the API").
  await t.rows(`update profiles set email = 'relu-' || email where user_id = ?`, [coach.user.id]);
  let history: DocumentDto['history'] = [];
  for (let i = 0; i < 50 && history[0]?.reviewer_email !== `relu-${coach.user.email}`; i++) {
    await new Promise((r) => setTimeout(r, 20));
    [{ history }] = await list();
  }
  expect(history[0]?.reviewer_email).toBe(`relu-${coach.user.email}`);
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
    expect(heard).toEqual([`access:${client.user.id} profile:${client.user.id}`]);
    // The API heard it too: the kept facts of the client's session are read again.
    let status = 0;
    for (let i = 0; i < 50 && status !== 402; i++) {
      status = (await t.request('GET', '/api/documents', { token: token(client) })).status;
      if (status !== 402) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(402);
  });
});
