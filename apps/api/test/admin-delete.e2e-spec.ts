import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { ADMIN_ERRORS, type AuditEntry, type DocumentDto, TOASTS } from '@capsuisse/contracts';
import { AuthService } from '@capsuisse/server-auth';
import { StoragePort } from '@capsuisse/server-core';
import { DocumentsService } from '@capsuisse/server-documents';
import { PaymentsService } from '@capsuisse/server-payments';
import { PDF, PNG } from './files';
import { PASSWORD, TestApp } from './harness';

// s3rver ships no types; this is the part the test uses.
const S3rver = require('s3rver') as new (options: object) => { run(): Promise<AddressInfo>; close(): Promise<void> };

const BUCKET = 'user-documents';
// Tables whose rows may keep a deleted user's id or email, on purpose: the audit log is the record of who
// did what (under a pseudonym once the person is deleted: see `erasedFromRecords`); the migrations table is
// the schema's.
const KEPT = ['audit_log', 'mikro_orm_migrations'];

type Who = Awaited<ReturnType<TestApp['userWith']>>;

const signIn = (t: TestApp, email: string) => t.request('POST', '/api/auth/token?grant_type=password', { body: { email, password: PASSWORD } });

/** Every table of the schema, every row cast to text: where the user's id or email still appears. */
async function traces(t: TestApp, id: string, email: string): Promise<Record<string, number>> {
  const tables = await t.rows<{ tableName: string }>(`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`);
  const found: Record<string, number> = {};
  for (const { tableName } of tables) {
    if (KEPT.includes(tableName)) continue;
    const [{ n }] = await t.rows<{ n: number }>(`select count(*)::int as n from "${tableName}" x where x::text ilike ? or x::text ilike ?`, [`%${id}%`, `%${email}%`]);
    if (n) found[tableName] = n;
  }
  return found;
}

/** The audit entries and payment rows, as text, that still name the person by id, email, first or last name. */
async function namingRecords(t: TestApp, needles: string[]): Promise<number> {
  const like = needles.map(() => 'x::text ilike ?').join(' or ');
  const params = needles.map((n) => `%${n}%`);
  const [{ n }] = await t.rows<{ n: number }>(`select (select count(*) from audit_log x where ${like}) + (select count(*) from payments x where ${like}) as n`, [...params, ...params]);
  return Number(n);
}

/** Letters only, unlike any word of another test: a name that can be searched for. */
const uniqueName = (prefix: string) => `${prefix}${randomUUID().replace(/[^a-f]/g, '').slice(0, 8)}`;

async function refreshTokensOf(t: TestApp, sessionIds: string[]): Promise<number> {
  const [{ n }] = await t.rows<{ n: number }>(`select count(*)::int as n from refresh_tokens where session_id in (?, ?)`, sessionIds);
  return n;
}

/**
 * A paid client with everything an account can have: profile and role, two sessions, a reset token (and its
 * mail), an assignment to a coach, the three documents reviewed, a paid payment through the demo checkout.
 */
async function fullClient(t: TestApp, axel: Who) {
  const client = await t.paidThroughCheckout();
  const token = client.session.access_token;
  const sessionId = client.paymentSessionId;

  // Named by axel (an audit entry of before and after), then renamed: the earlier name is theirs too.
  const firstName = uniqueName('Zephyrin');
  const lastName = uniqueName('Quellet');
  for (const first of [uniqueName('Anciennom'), firstName]) {
    const named = await t.request('PATCH', `/api/admin/users/${client.user.id}`, { token: axel.session.access_token, body: { first_name: first, last_name: lastName } });
    expect(named.status).toBe(200);
  }

  const second = await t.newSession(client.user);
  expect((await t.request('POST', '/api/auth/recover', { body: { email: client.user.email } })).status).toBe(200);
  await t.mailTo(client.user.email);

  const coach = await t.asCoach();
  expect((await t.request('POST', '/api/admin/assignments', { token: axel.session.access_token, body: { accompagnateur_id: coach.user.id, client_id: client.user.id } })).status).toBe(204);

  const docs: DocumentDto[] = [];
  for (const [type, body] of [['cv', PDF], ['formulaire', PDF], ['photo', PNG]] as const) {
    const res = await t.upload(token, type, body);
    expect(res.status).toBe(201);
    docs.push(res.body);
  }
  const coachToken = coach.session.access_token;
  expect((await t.request('POST', `/api/documents/${docs[0].id}/validate`, { token: coachToken })).status).toBe(200);
  expect((await t.request('POST', `/api/documents/${docs[1].id}/reject`, { token: coachToken, body: { reason: `${firstName}, ce formulaire est illisible` } })).status).toBe(200);
  expect((await t.request('POST', `/api/documents/${docs[2].id}/validate`, { token: axel.session.access_token })).status).toBe(200);

  const keys = (await t.rows<{ storageUrl: string }>(`select storage_url from files where user_id = ?`, [client.user.id])).map((r) => r.storageUrl);
  expect(keys).toHaveLength(3);
  const storage = t.app.get(StoragePort);
  for (const key of keys) expect(await storage.exists(key)).toBe(true);
  // Everything is there, so the check after deletion proves something.
  const before = await traces(t, client.user.id, client.user.email);
  expect(Object.keys(before).sort()).toEqual(
    ['accompagnateur_clients', 'auth_sessions', 'demo_checkout_sessions', 'document_reviews', 'files', 'mails', 'notifications', 'outbox', 'password_reset_tokens', 'payments', 'profiles', 'user_roles', 'users'].sort(),
  );
  // Refresh tokens name their session, not the user.
  const sessionIds = (await t.rows<{ id: string }>(`select id from auth_sessions where user_id = ?`, [client.user.id])).map((r) => r.id);
  expect(sessionIds).toHaveLength(2);
  expect(await refreshTokensOf(t, sessionIds)).toBeGreaterThanOrEqual(2);
  const needles = [client.user.id, client.user.email, firstName, lastName];
  expect(await namingRecords(t, needles)).toBeGreaterThan(5);
  return { client, second, coach, sessionId, keys, sessionIds, needles };
}

/** The deletion's whole contract, whichever storage backend holds the objects. */
function deletionSuite(name: string, start: () => Promise<TestApp>, objectsUnder: (t: TestApp, userId: string) => Promise<string[]>) {
  describe(name, () => {
    let t: TestApp;
    let axel: Who;
    beforeAll(async () => {
      t = await start();
      axel = await t.asAxel();
    });
    afterAll(() => t?.close());
    afterEach(() => jest.restoreAllMocks());
    const del = (id: string, token = axel.session.access_token) => t.request('DELETE', `/api/admin/users/${id}`, { token });

    it('leaves no row and no object of the user, refuses its tokens, keeps the payment anonymised, audits', async () => {
      const { client, second, coach, sessionId, keys, sessionIds, needles } = await fullClient(t, axel);
      expect((await objectsUnder(t, client.user.id)).length).toBeGreaterThanOrEqual(3);

      const res = await del(client.user.id);
      expect(res.status).toBe(204);

      expect(await traces(t, client.user.id, client.user.email)).toEqual({});
      expect(await refreshTokensOf(t, sessionIds)).toBe(0);
      const storage = t.app.get(StoragePort);
      for (const key of keys) expect(await storage.exists(key)).toBe(false);
      expect(await objectsUnder(t, client.user.id)).toEqual([]);

      for (const session of [client.session, second]) {
        expect((await t.request('GET', '/api/auth/user', { token: session.access_token })).status).toBe(401);
        expect((await t.request('POST', '/api/auth/token?grant_type=refresh_token', { body: { refresh_token: session.refresh_token } })).status).toBe(401);
      }
      expect((await signIn(t, client.user.email)).status).not.toBe(200);

      // No audit entry and no payment names the person any more: one pseudonym stands for them in all.
      expect(await namingRecords(t, needles)).toBe(0);
      const pseudonym = t.app.get(AuthService).pseudonymOf(client.user.id);
      const [payment] = await t.rows(`select * from payments where provider_session_id = ?`, [sessionId]);
      expect(payment).toMatchObject({ userId: null, userPseudonym: pseudonym, provider: 'demo', providerSessionId: sessionId, amount: 39_900, currency: 'CHF', status: 'paid' });
      expect(payment.createdAt).toBeTruthy();
      const theirs = await t.rows<{ action: string; actorId: string | null; targetId: string | null; details: { user_id?: string; reason?: string; after?: unknown } }>(
        `select action, actor_id, target_id, details from audit_log where actor_id = ? or target_id = ? or details::text like ?`,
        [pseudonym, pseudonym, `%${pseudonym}%`],
      );
      expect(theirs.map((e) => e.action)).toEqual(expect.arrayContaining(['auth.signup', 'payment.paid', 'admin.user.profile', 'assignment.create', 'document.reject', 'admin.user.delete']));
      expect(theirs.find((e) => e.action === 'payment.paid')?.details.user_id).toBe(pseudonym);
      expect(theirs.find((e) => e.action === 'document.reject')?.details.reason).toBe(`${pseudonym}, ce formulaire est illisible`);
      expect(theirs.filter((e) => e.action === 'admin.user.profile').map((e) => e.details.after)).toEqual(
        Array(2).fill({ first_name: pseudonym, last_name: pseudonym, country_code: null, phone: null }),
      );
      // The coach is untouched, only no longer linked.
      expect((await t.request('GET', `/api/admin/users/${coach.user.id}`, { token: axel.session.access_token })).body.clients).toEqual([]);

      const audit = await t.request('GET', `/api/admin/audit?target=${pseudonym}&action=admin.user.delete`, { token: axel.session.access_token });
      const [entry] = audit.body.entries as AuditEntry[];
      expect(entry).toMatchObject({ actor_id: axel.user.id, target_type: 'user', target_id: pseudonym });
      expect(entry.details).toMatchObject({ before: { role: 'client' }, after: null, payments_anonymised: 1 });
      expect(JSON.stringify(entry)).not.toMatch(/password|hash|token/i);

      expect(await del(client.user.id)).toMatchObject({ status: 404, body: { message: ADMIN_ERRORS.userNotFound } });
      expect((await del(randomUUID())).status).toBe(404);
    });

    it.each([
      ['a domain in the transaction', () => PaymentsService, 'forgetUser'],
      ['the documents domain', () => DocumentsService, 'forgetUser'],
    ] as const)('a failure in %s leaves the account whole', async (_, service, method) => {
      const { client, keys } = await fullClient(t, axel);
      const before = await traces(t, client.user.id, client.user.email);
      jest.spyOn(t.app.get(service()), method).mockRejectedValueOnce(new Error('injected failure'));

      expect((await del(client.user.id)).status).toBe(500);

      expect(await traces(t, client.user.id, client.user.email)).toEqual(before);
      const storage = t.app.get(StoragePort);
      for (const key of keys) expect(await storage.exists(key)).toBe(true);
      expect((await t.request('GET', '/api/auth/user', { token: client.session.access_token })).status).toBe(200);
      const signedIn = await signIn(t, client.user.email);
      expect(signedIn.status).toBe(200);
      expect((await t.request('GET', '/api/documents', { token: signedIn.body.access_token })).body).toHaveLength(3);
      expect((await t.request('GET', '/api/admin/audit?action=admin.user.delete&target=' + client.user.id, { token: axel.session.access_token })).body.total).toBe(0);
      expect((await t.request('GET', '/api/admin/audit?action=admin.user.delete&target=' + t.app.get(AuthService).pseudonymOf(client.user.id), { token: axel.session.access_token })).body.total).toBe(0);
    });

    it('a storage failure after commit keeps the deletion and the queued retry removes the objects', async () => {
      const { client, keys } = await fullClient(t, axel);
      const storage = t.app.get(StoragePort);
      jest.spyOn(storage, 'delete').mockRejectedValueOnce(new Error('storage down')).mockRejectedValueOnce(new Error('storage down'));

      expect((await del(client.user.id)).status).toBe(204);
      expect(await traces(t, client.user.id, client.user.email)).toEqual({});
      for (let i = 0; i < 100 && (await objectsUnder(t, client.user.id)).length; i++) await new Promise((r) => setTimeout(r, 100));
      expect(await objectsUnder(t, client.user.id)).toEqual([]);
      for (const key of keys) expect(await storage.exists(key)).toBe(false);
    });

    it('protects the last axel; of two axels deleting each other at once, one stays', async () => {
      const other = await t.asAxel();
      const others = (await t.rows<{ userId: string }>(`select user_id from user_roles where role = 'axel' and user_id not in (?, ?)`, [axel.user.id, other.user.id])).map((r) => r.userId);
      for (const userId of others) expect((await del(userId)).status).toBe(204);

      const [a, b] = await Promise.all([del(other.user.id), del(axel.user.id, other.session.access_token)]);
      expect([a.status, b.status].filter((s) => s === 204)).toHaveLength(1);
      expect([a.status, b.status].every((s) => [204, 401, 409].includes(s))).toBe(true);
      const left = await t.rows<{ userId: string }>(`select user_id from user_roles where role = 'axel'`);
      expect(left).toHaveLength(1);

      const last = left[0].userId;
      const token = last === axel.user.id ? axel.session.access_token : other.session.access_token;
      const self = await del(last, token);
      expect(self).toMatchObject({ status: 409, body: { message: ADMIN_ERRORS.lastAxelDelete } });
      expect(await t.rows(`select user_id from profiles where user_id = ?`, [last])).toHaveLength(1);
      if (last !== axel.user.id) axel = other;
    });

    it('is for axel only', async () => {
      const target = await t.asClient();
      for (const who of [await t.asCoach(), await t.asClient(), await t.userWith('admin')]) {
        expect(await del(target.user.id, who.session.access_token)).toMatchObject({ status: 403, body: { message: TOASTS.axelDenied.description } });
      }
      expect((await t.request('DELETE', `/api/admin/users/${target.user.id}`)).status).toBe(401);
      expect(await t.rows(`select user_id from profiles where user_id = ?`, [target.user.id])).toHaveLength(1);
    });
  });
}

/** Files under the user's folder of the local store (objects and their content-type notes). */
function localObjects(t: TestApp, userId: string): Promise<string[]> {
  const root = join(t.dataDir, 'storage');
  const list = (dir: string) => {
    try {
      return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    } catch {
      return [];
    }
  };
  return Promise.resolve([...list(join(root, userId)), ...list(join(root, '.content-types', userId))]);
}

deletionSuite('on the local storage', () => TestApp.start(), localObjects);

const directory = mkdtempSync(join(tmpdir(), 'capsuisse-s3rver-'));
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
let s3: S3Client;
afterAll(async () => {
  s3?.destroy();
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

deletionSuite(
  'on the S3 adapter (s3rver)',
  async () => {
    const endpoint = `http://127.0.0.1:${(await server.run()).port}`;
    s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    return TestApp.start({ S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' });
  },
  async (_, userId) => ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${userId}/` }))).Contents ?? []).map((o) => o.Key as string),
);
