import { inflateRawSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { type AuditEntry, type DataRights, PRIVACY_MESSAGES, type RecruiterCandidatesResponse, type Session } from '@capsuisse/contracts';
import { AuthService } from '@capsuisse/server-auth';
import { StoragePort } from '@capsuisse/server-core';
import { RetentionJobs } from '@capsuisse/server-privacy';
import { TestApp } from './harness';

type Who = Awaited<ReturnType<TestApp['userWith']>>;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
// Tables that keep a deleted user's id on purpose: the audit log is the record of who did what; the
// migrations table is the schema's.
const KEPT = ['audit_log', 'mikro_orm_migrations'];

let t: TestApp;
let axel: Who;
beforeAll(async () => {
  t = await TestApp.start();
  axel = await t.asAxel();
});
afterAll(() => t?.close());

const auth = (who: Who) => ({ token: who.session.access_token });

async function pdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text);
  return Buffer.from(await doc.save());
}

/** The entries of a zip archive, read with node alone: central directory, then each local entry (stored or deflated). */
function unzip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThan(0);
  const entries = new Map<string, Buffer>();
  let at = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < zip.readUInt16LE(eocd + 10); i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

async function exportOf(who: Who): Promise<{ status: number; type: string; disposition: string; files: Map<string, Buffer> }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: { authorization: `Bearer ${who.session.access_token}` } });
  return { status: res.statusCode, type: String(res.headers['content-type']), disposition: String(res.headers['content-disposition']), files: res.statusCode === 200 ? unzip(res.rawPayload) : new Map() };
}

const json = (files: Map<string, Buffer>, name: string) => JSON.parse((files.get(name) as Buffer).toString('utf8'));

/** A paid client with a payment, an assigned coach, three documents (one reviewed), a milestone, a training tick, an application and a note. */
async function fullClient(employer: string) {
  const client = await t.paidThroughCheckout();
  const token = client.session.access_token;

  const coach = await t.asCoach();
  expect((await t.request('POST', '/api/admin/assignments', { ...auth(axel), body: { accompagnateur_id: coach.user.id, client_id: client.user.id } })).status).toBe(204);
  for (const [type, body] of [['cv', await pdf(`CV ${employer}`)], ['formulaire', await pdf(`Formulaire ${employer}`)], ['photo', PNG]] as const) {
    const res = await t.upload(token, type, body);
    expect(res.status).toBe(201);
    if (type === 'cv') expect((await t.request('POST', `/api/documents/${res.body.id}/validate`, auth(coach))).status).toBe(200);
  }
  const milestone = await t.request('POST', `/api/users/${client.user.id}/milestones`, { ...auth(coach), body: { code: '01', label: `Audit ${employer}`, type: 'audit' } });
  expect(milestone.status).toBe(201);
  const training = (await t.request('GET', '/api/programme/training', auth(client))).body as { days: { exercises: { id: string; label: string }[] }[] };
  const exercise = training.days[0].exercises[0];
  expect((await t.request('PUT', `/api/programme/training/exercises/${exercise.id}`, { ...auth(client), body: { done: true } })).status).toBe(200);
  const entry = { day: 1, applied_on: '2026-11-10', employer, position: 'Comptable', channel: 'email', contact_person: 'Mme Dupont', outcome: 'en_attente' };
  expect((await t.request('POST', '/api/programme/follow-up/entries', { ...auth(client), body: entry })).status).toBe(201);
  expect((await t.request('PUT', '/api/programme/follow-up/days/1/note', { ...auth(client), body: { note: `Relancer ${employer}` } })).status).toBe(200);
  expect((await t.request('POST', '/api/conversation/messages', { ...auth(client), body: { body: `Ma lettre pour ${employer}` } })).status).toBe(201);
  expect((await t.request('POST', `/api/users/${client.user.id}/conversation/messages`, { ...auth(coach), body: { body: 'Bien reçue' } })).status).toBe(201);
  return { client, coach, exercise };
}

describe('export', () => {
  it('holds every domain of the user, the files themselves, and nothing of another user; audited', async () => {
    const a = await fullClient('Nestlé SA');
    const b = await fullClient('Migros Genossenschaft');

    expect((await t.request('PUT', '/api/me/recruiter-visibility', { ...auth(a.client), body: { visible: true } })).status).toBe(200);
    const { status, type, disposition, files } = await exportOf(a.client);
    expect(status).toBe(200);
    expect(type).toBe('application/zip');
    expect(disposition).toMatch(/^attachment; filename="capsuisse-mes-donnees-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect([...files.keys()].sort()).toEqual(
      ['LISEZMOI.txt', 'inscription.json', 'profil.json', 'documents.json', 'documents/cv.pdf', 'documents/formulaire.pdf', 'documents/photo.png', 'parcours.json', 'programme.json', 'messages.json', 'notifications.json', 'paiements.json', 'appels.json'].sort(),
    );
    // The consent to recruiters with its date is part of it.
    expect(json(files, 'profil.json')).toMatchObject({
      user_id: a.client.user.id,
      email: a.client.user.email,
      has_paid: true,
      recruiter_visible: true,
      recruiter_consent_at: expect.any(String),
      recruiter_withdrawn_at: null,
      recruiter_approval: null,
    });
    const documents = json(files, 'documents.json') as { type: string; status: string }[];
    expect(documents.map((d) => d.type).sort()).toEqual(['cv', 'formulaire', 'photo']);
    expect(documents.find((d) => d.type === 'cv')?.status).toBe('valide');
    // The archived files are the stored objects, byte for byte.
    const storage = t.app.get(StoragePort);
    const keys = await t.rows<{ type: string; storageUrl: string }>(`select type, storage_url from files where user_id = ?`, [a.client.user.id]);
    for (const { type: kind, storageUrl } of keys) {
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.read(storageUrl)) chunks.push(chunk as Buffer);
      const name = [...files.keys()].find((n) => n.startsWith(`documents/${kind}.`)) as string;
      expect(files.get(name)?.equals(Buffer.concat(chunks))).toBe(true);
    }
    expect(json(files, 'parcours.json')).toMatchObject([{ code: '01', label: 'Audit Nestlé SA' }]);
    const programme = json(files, 'programme.json');
    expect(programme.training.ticked_exercises).toMatchObject([{ day: 1, exercise: a.exercise.label }]);
    expect(programme.follow_up.days).toMatchObject([{ day: 1, note: 'Relancer Nestlé SA', entries: [{ employer: 'Nestlé SA', position: 'Comptable' }] }]);
    expect(json(files, 'messages.json')).toMatchObject([
      { sender_id: a.client.user.id, sender_kind: 'client', body: 'Ma lettre pour Nestlé SA' },
      { sender_id: a.coach.user.id, sender_kind: 'coach', body: 'Bien reçue' },
    ]);
    expect((json(files, 'notifications.json') as { notifications: { kind: string }[] }).notifications.map((n) => n.kind).sort()).toEqual(['document_validated', 'message', 'payment']);
    expect(json(files, 'paiements.json')).toMatchObject([{ amount: 399, currency: 'CHF', status: 'paid', provider: 'demo' }]);

    const everything = [...files.values()].map((f) => f.toString('latin1')).join('\n');
    for (const foreign of [b.client.user.id, b.client.user.email, 'Migros', b.coach.user.id, axel.user.id]) expect(everything).not.toContain(foreign);

    const [entry] = await t.rows(`select * from audit_log where action = 'privacy.export' and actor_id = ?`, [a.client.user.id]);
    expect(entry).toMatchObject({ targetId: a.client.user.id });

    // Every role exports what it has; signed out is refused.
    const coachExport = await exportOf(a.coach);
    expect(coachExport.status).toBe(200);
    expect(json(coachExport.files, 'profil.json')).toMatchObject({ user_id: a.coach.user.id, role: 'accompagnateur' });
    expect(json(coachExport.files, 'documents.json')).toEqual([]);
    // A recruiter's export says where its approval stands (not who decided: that is axel's id).
    const recruiterExport = await exportOf(await t.asRecruiter());
    expect(json(recruiterExport.files, 'profil.json')).toMatchObject({ role: 'recruteur', recruiter_approval: 'approved', recruiter_decided_at: expect.any(String) });
    expect(Object.keys(json(recruiterExport.files, 'profil.json'))).not.toContain('recruiter_decided_by');
    expect((await t.request('GET', '/api/me/export')).status).toBe(401);
  });

  it('holds what the account kept of its sign-up: the account type, country and service', async () => {
    const email = `export-signup-${Date.now()}@test.capsuisse.ch`;
    const body = { email, password: 'Abcdef1!', confirmPassword: 'Abcdef1!', firstName: 'Jeanne', lastName: 'Martin', countryCode: '+41', phone: '079 123 45 67', accountType: 'client_se_loger', metadata: { country: 'Suisse', service: 'Se loger' } };
    const res = await t.request<Session>('POST', '/api/auth/signup', { body });
    expect(res.status).toBe(201);
    const { status, files } = await exportOf({ user: res.body.user, session: res.body } as unknown as Who);
    expect(status).toBe(200);
    expect(json(files, 'inscription.json')).toEqual({ country: 'Suisse', service: 'Se loger', accountType: 'client_se_loger' });
    expect((files.get('LISEZMOI.txt') as Buffer).toString('utf8')).toContain('inscription.json');
  });
});

/** Every table with a column naming a user, and every row of every table as text: where the id or email still appears. */
async function traces(id: string, email: string): Promise<Record<string, number>> {
  const columns = await t.rows<{ tableName: string; columnName: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = current_schema() and (column_name like '%user_id' or column_name in ('reviewer_id', 'actor_id', 'accompagnateur_id', 'client_id'))`,
  );
  const found: Record<string, number> = {};
  for (const { tableName, columnName } of columns) {
    if (KEPT.includes(tableName)) continue;
    const [{ n }] = await t.rows<{ n: number }>(`select count(*)::int as n from "${tableName}" where "${columnName}"::text = ?`, [id]);
    if (n) found[`${tableName}.${columnName}`] = n;
  }
  const tables = await t.rows<{ tableName: string }>(`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`);
  for (const { tableName } of tables) {
    if (KEPT.includes(tableName)) continue;
    const [{ n }] = await t.rows<{ n: number }>(`select count(*)::int as n from "${tableName}" x where x::text ilike ? or x::text ilike ?`, [`%${id}%`, `%${email}%`]);
    if (n) found[tableName] = (found[tableName] ?? 0) + n;
  }
  return found;
}

describe('deletion on request', () => {
  const request = (who: Who) => t.request<DataRights>('POST', '/api/me/deletion-request', auth(who));
  const cancel = (who: Who) => t.request<DataRights>('DELETE', '/api/me/deletion-request', auth(who));

  it('the client asks, axel sees it pending and confirms: no row and no object of the user remain; audited', async () => {
    const { client } = await fullClient('Rolex SA');
    const keys = (await t.rows<{ storageUrl: string }>(`select storage_url from files where user_id = ?`, [client.user.id])).map((r) => r.storageUrl);
    expect(keys).toHaveLength(3);
    expect(Object.keys(await traces(client.user.id, client.user.email)).length).toBeGreaterThan(5);

    const asked = await request(client);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ recruiter_visible: false, recruiter_consent_at: null, recruiter_withdrawn_at: null, deletion_requested_at: expect.any(String) });
    t.clock.advance(60_000);
    // Asking again keeps the first date.
    expect((await request(client)).body.deletion_requested_at).toBe(asked.body.deletion_requested_at);
    expect((await t.request('GET', '/api/me/data', auth(client))).body).toEqual(asked.body);

    const users = await t.request('GET', `/api/admin/users?search=${encodeURIComponent(client.user.email)}`, auth(axel));
    expect(users.body.users).toMatchObject([{ id: client.user.id, deletion_requested_at: asked.body.deletion_requested_at }]);
    expect((await t.request('GET', `/api/admin/users/${client.user.id}`, auth(axel))).body.profile.deletion_requested_at).toBe(asked.body.deletion_requested_at);

    expect((await t.request('DELETE', `/api/admin/users/${client.user.id}`, auth(axel))).status).toBe(204);

    expect(await traces(client.user.id, client.user.email)).toEqual({});
    const storage = t.app.get(StoragePort);
    for (const key of keys) expect(await storage.exists(key)).toBe(false);
    expect((await t.request('GET', '/api/me/data', auth(client))).status).toBe(401);

    // Kept under the person's pseudonym: their request and its confirmation, and nothing that names them.
    const pseudonym = t.app.get(AuthService).pseudonymOf(client.user.id);
    const audit = await t.request('GET', `/api/admin/audit?target=${pseudonym}`, auth(axel));
    const actions = (audit.body.entries as AuditEntry[]).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['admin.user.delete', 'privacy.deletion.request']));
    expect((audit.body.entries as AuditEntry[]).find((e) => e.action === 'privacy.deletion.request')).toMatchObject({ actor_id: pseudonym, target_id: pseudonym });
    const deletion = (audit.body.entries as AuditEntry[]).find((e) => e.action === 'admin.user.delete') as AuditEntry;
    expect(deletion).toMatchObject({ actor_id: axel.user.id, details: { before: { role: 'client' }, requested_at: asked.body.deletion_requested_at } });
    const params = [client.user.id, client.user.email].map((n) => `%${n}%`);
    expect(await t.rows(`select id::text from audit_log x where x::text ilike ? or x::text ilike ? union all select id::text from payments x where x::text ilike ? or x::text ilike ?`, [...params, ...params])).toEqual([]);
    expect(await t.rows(`select id from payments where user_pseudonym = ?`, [pseudonym])).toHaveLength(1);
  });

  it('the client can withdraw a pending request; withdrawing none is a French 404', async () => {
    const client = await t.asClient();
    expect((await request(client)).body.deletion_requested_at).not.toBeNull();
    const withdrawn = await cancel(client);
    expect(withdrawn).toMatchObject({ status: 200, body: { deletion_requested_at: null } });
    expect(await cancel(client)).toMatchObject({ status: 404, body: { message: PRIVACY_MESSAGES.noDeletionRequest } });
    const users = await t.request('GET', `/api/admin/users?search=${encodeURIComponent(client.user.email)}`, auth(axel));
    expect(users.body.users[0].deletion_requested_at).toBeNull();
    expect((await t.rows(`select action from audit_log where actor_id = ? and action = 'privacy.deletion.cancel'`, [client.user.id])).length).toBe(1);
  });
});

describe('recruiters', () => {
  const list = async (recruiter: Who) => (await t.request<RecruiterCandidatesResponse>('GET', '/api/recruiter/candidates?page_size=100', auth(recruiter))).body;
  const visibility = (who: Who, body: unknown) => t.request<DataRights>('PUT', '/api/me/recruiter-visibility', { ...auth(who), body });

  it('a client who opts out is neither listed, counted nor viewable; opting back in shows it again', async () => {
    const recruiter = await t.asRecruiter();
    const client = await t.asClient();
    expect((await visibility(client, { visible: true })).status).toBe(200);
    const before = await list(recruiter);
    expect(before.candidates.map((c) => c.id)).toContain(client.user.id);

    expect(await visibility(client, { visible: false })).toMatchObject({ status: 200, body: { recruiter_visible: false } });
    const hidden = await list(recruiter);
    expect(hidden.candidates.map((c) => c.id)).not.toContain(client.user.id);
    expect(hidden.total).toBe(before.total - 1);
    expect(hidden.counters.total).toBe(before.counters.total - 1);
    expect(await t.request('GET', `/api/recruiter/candidates/${client.user.id}`, auth(recruiter))).toMatchObject({ status: 404, body: { message: PRIVACY_MESSAGES.candidateNotFound } });
    expect((await t.request('GET', '/api/me', auth(client))).body.recruiter_visible).toBe(false);

    expect((await visibility(client, { visible: true })).body.recruiter_visible).toBe(true);
    expect((await list(recruiter)).candidates.map((c) => c.id)).toContain(client.user.id);
    expect((await t.rows(`select details from audit_log where actor_id = ? and action = 'privacy.recruiter_visibility'`, [client.user.id])).length).toBe(3);
  });

  it('bad input is a French 400; the choice is the clients’ alone', async () => {
    const client = await t.asClient();
    expect(await visibility(client, { visible: 'non' })).toMatchObject({ status: 400, body: { message: PRIVACY_MESSAGES.visibleRequired } });
    expect((await visibility(client, {})).status).toBe(400);
    expect((await visibility(client, { visible: false, extra: 1 })).status).toBe(400);
    expect((await visibility(await t.asRecruiter(), { visible: false })).status).toBe(403);
  });

  it('every view of a candidate is written to the audit log; only recruiters view', async () => {
    const recruiter = await t.asRecruiter();
    const client = await t.asClient();
    expect((await visibility(client, { visible: true })).status).toBe(200);
    const view = await t.request('GET', `/api/recruiter/candidates/${client.user.id}`, auth(recruiter));
    expect(view.status).toBe(200);
    expect(view.body).toEqual({ id: client.user.id, email: client.user.email, created_at: expect.any(String), progress_5j: 0, progress_10j: 0 });
    await t.request('GET', `/api/recruiter/candidates/${client.user.id}`, auth(recruiter));
    const entries = await t.rows(`select * from audit_log where action = 'recruiter.candidate.view' and actor_id = ?`, [recruiter.user.id]);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ targetType: 'user', targetId: client.user.id });

    // A coach, a non-client or a malformed id is no candidate view.
    expect((await t.request('GET', `/api/recruiter/candidates/${client.user.id}`, auth(await t.asCoach()))).status).toBe(403);
    expect((await t.request('GET', `/api/recruiter/candidates/${axel.user.id}`, auth(recruiter))).status).toBe(404);
    expect((await t.request('GET', '/api/recruiter/candidates/pas-un-id', auth(recruiter))).status).toBe(400);
    expect(await t.rows(`select * from audit_log where action = 'recruiter.candidate.view' and target_id = ?`, [axel.user.id])).toHaveLength(0);
  });
});

describe('retention', () => {
  it("erases a closed account's documents and files once the period has passed, and nobody else's", async () => {
    const closed = await t.asClient();
    const open = await t.asClient();
    for (const who of [closed, open]) expect((await t.upload(who.session.access_token, 'cv', await pdf('CV'))).status).toBe(201);
    const keyOf = async (who: Who) => (await t.rows<{ storageUrl: string }>(`select storage_url from files where user_id = ?`, [who.user.id]))[0]?.storageUrl;
    const closedKey = await keyOf(closed);
    await t.rows(`update profiles set date_close = ? where user_id = ?`, [t.clock.now(), closed.user.id]);
    const job = t.app.get(RetentionJobs);
    const storage = t.app.get(StoragePort);

    expect(await job.run()).toBe(0);
    expect(await keyOf(closed)).toBe(closedKey);

    t.clock.advance(t.config.retention.documentsMs + 60_000);
    expect(await job.run()).toBe(1);
    expect(await keyOf(closed)).toBeUndefined();
    expect(await storage.exists(closedKey)).toBe(false);
    const openKey = await keyOf(open);
    expect(openKey).toBeDefined();
    expect(await storage.exists(openKey)).toBe(true);
    // The account itself stays (only its documents had a retention period).
    expect(await t.rows(`select user_id from profiles where user_id = ?`, [closed.user.id])).toHaveLength(1);
    expect(await t.rows(`select * from audit_log where action = 'privacy.retention.documents' and target_id = ?`, [closed.user.id])).toMatchObject([{ actorId: null, details: { documents: 1, retention_days: 365 } }]);
    expect(await job.run()).toBe(0);
  });
});
