import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import {
  ADMIN_FILTER_ROLES,
  ADMIN_SORTS,
  adminUsersResponse,
  callSlotsResponse,
  COACH_FILTER_ERROR,
  coachClient,
  coachClientsResponse,
  documentDto,
  profileResponse,
  recruiterCandidatesResponse,
  ROLES,
  type Role,
  SORT_ORDERS,
} from '@capsuisse/contracts';
import { COACH_CARDS, COACH_ROSTER, DOCUMENT_LIST } from '@capsuisse/server-documents';
import { searchRoster } from '@capsuisse/server-profiles';
import { pdf, PNG } from './files';
import { TestApp } from './harness';

// Issue 29: each read whose answer the database composes as JSON text (`JsonText`) is parsed with the
// contract's schema, strictly: a field missing, misnamed, of another type, a time not written as
// `toISOString` writes it, or a column that leaks into the answer fails here. The data seeded gives every
// field that may be null both a null and a value, which `bothWays` checks over the answers read.

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t?.close());

type Who = Awaited<ReturnType<TestApp['asClient']>>;
type Shape = { shape: Record<string, z.ZodType> };

/** `body` as `schema` reads it; on failure, every path that failed and the body's own text. */
function parsed<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`${z.prettifyError(result.error)}\n${JSON.stringify(body).slice(0, 2000)}`);
  return result.data;
}

/** Every field of `schema` that may be null (but those of `always`) is null in one of `rows` and set in another. */
function bothWays(schema: Shape, rows: readonly Record<string, unknown>[], always: { null: string[] } = { null: [] }): void {
  const nullable = Object.keys(schema.shape).filter((key) => schema.shape[key].safeParse(null).success && !always.null.includes(key));
  const unseen = nullable.flatMap((key) => [
    ...(rows.some((row) => row[key] === null) ? [] : [`${key}: never null`]),
    ...(rows.some((row) => row[key] !== null && row[key] !== undefined) ? [] : [`${key}: always null`]),
  ]);
  expect(unseen).toEqual([]);
}

const get = async <S extends z.ZodType>(schema: S, url: string, who: Who): Promise<z.infer<S>> => {
  const res = await t.request('GET', url, { token: who.session.access_token });
  expect({ url, status: res.status }).toEqual({ url, status: 200 });
  return parsed(schema, res.body);
};
const call = async (method: 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, who: Who, body?: unknown) => {
  const res = await t.request(method, url, { token: who.session.access_token, body });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const sql = (text: string, params: unknown[]) => t.rows(text, params);
const stamp = `r${Date.now().toString(36)}`;

describe('documents: GET /api/documents and the coach page', () => {
  let client: Who;
  let other: Who;
  let coach: Who;

  beforeAll(async () => {
    const [axel, gone] = [await t.asAxel(), await t.asAxel()];
    coach = await t.asCoach();
    client = await t.userWith('client', { hasPaid: true, email: `${stamp}-docs@test.capsuisse.ch` });
    other = await t.userWith('client', { hasPaid: true, email: `${stamp}-nodocs@test.capsuisse.ch` });
    for (const who of [client, other]) await call('POST', '/api/admin/assignments', axel, { accompagnateur_id: coach.user.id, client_id: who.user.id });

    // Each answer of an upload or a review is a document too.
    const cv = parsed(documentDto, (await t.upload(client.session.access_token, 'cv', pdf('cv'))).body);
    parsed(documentDto, (await t.upload(client.session.access_token, 'formulaire', pdf('form'))).body);
    const photo = parsed(documentDto, (await t.upload(client.session.access_token, 'photo', PNG)).body);
    parsed(documentDto, await call('POST', `/api/documents/${cv.id}/validate`, coach));
    // A rejected form, uploaded again: its history keeps the verdict with the coach's note.
    const form = (await t.request<unknown[]>('GET', '/api/documents', { token: client.session.access_token })).body.map((d) => parsed(documentDto, d)).find((d) => d.type === 'formulaire');
    parsed(documentDto, await call('POST', `/api/documents/${form?.id}/reject`, coach, { reason: 'Page 2 manquante' }));
    parsed(documentDto, (await t.upload(client.session.access_token, 'formulaire', pdf('form, again'))).body);
    // The photo rejected by an axel whose account is gone since: their email reads ''.
    parsed(documentDto, await call('POST', `/api/documents/${photo.id}/reject`, gone, { reason: 'Floue' }));
    await call('DELETE', `/api/admin/users/${gone.user.id}`, axel);
    // A deadline passed unreviewed, and a version from before deadlines were kept.
    await sql(`update files set expired_at = now() where user_id = ? and type = 'formulaire'`, [client.user.id]);
    await sql(`update files set validation_deadline = null where user_id = ? and type = 'cv'`, [client.user.id]);
    await sql(`update profiles set first_name = null, last_name = null where user_id = ?`, [other.user.id]);
  });

  it('GET /api/documents answers DocumentDto[]: every field, each nullable one null and set', async () => {
    const documents = await get(z.array(documentDto), '/api/documents', client);
    expect(documents.map((d) => d.type).sort()).toEqual(['cv', 'formulaire', 'photo']);
    bothWays(documentDto, documents);
    const history = documents.flatMap((d) => d.history);
    expect(history.map((h) => h.reviewer_email)).toEqual(expect.arrayContaining([coach.user.email, '']));
    expect(history.map((h) => h.note)).toEqual(expect.arrayContaining([null, 'Page 2 manquante', 'Floue']));
    expect(documents.find((d) => d.type === 'photo')).toMatchObject({ status: 'a_corriger', reviewer_notes: 'Floue' });
    expect(await get(z.array(documentDto), '/api/documents', other)).toEqual([]);
  });

  it('DOCUMENT_LIST reads the same JSON as the route sends', async () => {
    const [row] = await t.inContext(() => DOCUMENT_LIST.run(t.app.get(EntityManager), { userId: client.user.id }));
    const body = await get(z.array(documentDto), '/api/documents', client);
    expect(parsed(z.array(documentDto), JSON.parse(row.list))).toEqual(body);
  });

  it('GET /api/coach/clients answers CoachClientsResponse, with a search and over several pages', async () => {
    const whole = await get(coachClientsResponse, '/api/coach/clients', coach);
    expect(whole.total).toBe(2);
    bothWays(coachClient, whole.clients);
    // A note comes with a rejection, and the coach is not shown rejected versions.
    bothWays(documentDto, whole.clients.flatMap((c) => c.documents), { null: ['reviewer_notes'] });
    const seen = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await get(coachClientsResponse, `/api/coach/clients?search=${stamp.toUpperCase()}&page=${page}&page_size=1`, coach);
      expect([answer.page, answer.page_size, answer.total, answer.counters.total]).toEqual([page, 1, 2, 2]);
      seen.push(...answer.clients.map((c) => c.user_id));
    }
    expect(seen.sort()).toEqual([client.user.id, other.user.id].sort());
    const none = await get(coachClientsResponse, '/api/coach/clients?search=nobody-has-this', coach);
    expect([none.total, none.clients, none.counters.total]).toEqual([0, [], 2]);
    // The coach sees no version to correct.
    expect(whole.clients.flatMap((c) => c.documents).filter((d) => d.status === 'a_corriger')).toEqual([]);
  });

  it('filter=a_traiter: the clients with a document to review or messages the coach has not read, each with its unread count', async () => {
    const ids = (r: { clients: { user_id: string }[] }) => r.clients.map((c) => c.user_id).sort();
    const toTreat = () => get(coachClientsResponse, '/api/coach/clients?filter=a_traiter', coach);
    // The first client's form waits for review; the other has no document and no message.
    expect(ids(await toTreat())).toEqual([client.user.id]);
    await call('POST', '/api/conversation/messages', other, { body: 'Une question' });
    const asked = await toTreat();
    expect(ids(asked)).toEqual([client.user.id, other.user.id].sort());
    expect([asked.total, asked.counters.total]).toEqual([2, 2]);
    expect(asked.clients.find((c) => c.user_id === other.user.id)?.unread_messages).toBe(1);
    await call('PUT', `/api/users/${other.user.id}/conversation/read`, coach);
    expect(ids(await toTreat())).toEqual([client.user.id]);
    expect((await get(coachClientsResponse, '/api/coach/clients', coach)).clients.map((c) => c.unread_messages)).toEqual([0, 0]);
    const unknown = await t.request('GET', '/api/coach/clients?filter=tout', { token: coach.session.access_token });
    expect([unknown.status, unknown.body.message]).toEqual([400, COACH_FILTER_ERROR]);
  });

  it('COACH_ROSTER lists the clients newest first, typed, flagged when one waits for the coach; COACH_CARDS composes each client as a coachClient', async () => {
    const em = t.app.get(EntityManager);
    const rows = await t.inContext(() => COACH_ROSTER.run(em, { coachId: coach.user.id }));
    expect(rows.map((r) => r.user_id)).toEqual([other.user.id, client.user.id]);
    for (const row of rows) expect(row).toEqual({ user_id: expect.any(String), email_lowered: expect.any(String), overall_progress: expect.any(Number), first_login_completed: expect.any(Boolean), flagged: expect.any(Boolean) });
    // The first client's form waits for review.
    expect(rows[1].flagged).toBe(true);
    expect(searchRoster(rows, { search: 'NODOCS', flagged: false, offset: 0, limit: 10 })).toEqual({ counters: { total: 2, active: expect.any(Number), average_progress: expect.any(Number) }, found: 1, page: [other.user.id] });
    const cards = await t.inContext(() => COACH_CARDS.run(em, { coachId: coach.user.id, clientIds: [other.user.id, client.user.id] }));
    expect(cards.map((c) => parsed(coachClient, JSON.parse(c.card)).user_id).sort()).toEqual([other.user.id, client.user.id].sort());
  });
});

describe("axel's users table: GET /api/admin/users", () => {
  let axel: Who;
  beforeAll(async () => {
    axel = await t.asAxel();
    const people = [await t.asClient(), await t.userWith('client_se_loger'), await t.asRecruiter(), await t.userWith('recruteur', { pending: true }), await t.asCoach()];
    const [withoutName, asking] = people;
    await sql(`update profiles set first_name = null, last_name = null where user_id = ?`, [withoutName.user.id]);
    await call('POST', '/api/me/deletion-request', asking);
  });

  // Each sort, direction, kind of role filter and search is a statement of its own (USER_PAGE, USER_SEARCH): each answer is read.
  const queries = ADMIN_SORTS.flatMap((sort) =>
    SORT_ORDERS.flatMap((order) => [undefined, 'client', 'recruteur'].flatMap((role) => [undefined, 'TEST.capsuisse'].map((search) => ({ sort, order, role, search })))),
  );
  it.each(queries)('sorted by $sort $order, role $role, search $search (unfiltered: each nullable field null and set)', async ({ sort, order, role, search }) => {
    const query = new URLSearchParams({ sort, order, page_size: '100', ...(role && { role }), ...(search && { search }) });
    const answer = await get(adminUsersResponse, `/api/admin/users?${query}`, axel);
    expect(answer.users.length).toBe(Math.min(answer.total, 100));
    expect(answer.users.length).toBeGreaterThan(0);
    if (role) expect(answer.users.filter((u) => u.role !== role)).toEqual([]);
    if (search) expect(answer.users.filter((u) => !u.email.includes(search.toLowerCase()))).toEqual([]);
    if (!role && !search) bothWays(adminUsersResponse.shape.users.element, answer.users);
  });

  it.each(ADMIN_FILTER_ROLES)('filtered by role %s', async (role) => {
    const answer = await get(adminUsersResponse, `/api/admin/users?role=${role}&page_size=100`, axel);
    expect(answer.users.map((u) => u.role).filter((r) => r !== role)).toEqual([]);
    expect(answer.users.length).toBeGreaterThan(0);
  });

  it('searched by email, page by page', async () => {
    const all = await get(adminUsersResponse, '/api/admin/users?search=TEST.capsuisse&page_size=100', axel);
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.total / 2) + 1; page++) pages.push(...(await get(adminUsersResponse, `/api/admin/users?search=test.capsuisse&page=${page}&page_size=2`, axel)).users);
    expect(pages).toEqual(all.users);
    expect((await get(adminUsersResponse, '/api/admin/users?search=%25_%5C', axel)).users).toEqual([]);
  });
});

describe('recruiter candidates: GET /api/recruiter/candidates', () => {
  it('answers RecruiterCandidatesResponse, page by page, counters over all', async () => {
    const recruiter = await t.asRecruiter();
    const candidates = [await t.asClient(), await t.asClient(), await t.asUnpaidClient()];
    for (const who of candidates) await call('PUT', '/api/me/recruiter-visibility', who, { visible: true });
    await sql(`update profiles set progress_5j = 100, progress_10j = 100 where user_id = ?`, [candidates[0].user.id]);
    const whole = await get(recruiterCandidatesResponse, '/api/recruiter/candidates?page_size=100', recruiter);
    expect(whole.counters.training_done).toBeGreaterThan(0);
    expect(whole.candidates.map((c) => c.id)).toEqual(expect.arrayContaining(candidates.map((c) => c.user.id)));
    const paged = [];
    for (let page = 1; page <= whole.total + 1; page++) paged.push(...(await get(recruiterCandidatesResponse, `/api/recruiter/candidates?page=${page}&page_size=1`, recruiter)).candidates);
    expect(paged).toEqual(whole.candidates);
  });
});

describe('own profile: GET /api/me', () => {
  it.each(ROLES)('of a %s', async (role: Role) => {
    const who = await t.userWith(role);
    expect((await get(profileResponse, '/api/me', who)).role).toBe(role);
  });

  it('every field, each nullable one null and set', async () => {
    const bare = await t.asUnpaidClient();
    await sql(`update profiles set first_name = null, last_name = null where user_id = ?`, [bare.user.id]);
    const full = await t.asClient();
    await call('PATCH', '/api/me', full, { country_code: '+41', phone: '791234567' });
    await call('PUT', '/api/me/recruiter-visibility', full, { visible: true });
    await call('PUT', '/api/me/recruiter-visibility', full, { visible: false });
    await call('POST', '/api/me/deletion-request', full);
    await sql(`update profiles set date_close = now(), calendly_link = 'https://calendly.com/capsuisse', crm_contact_id = 'crm-1' where user_id = ?`, [full.user.id]);
    const recruiter = await t.asRecruiter();
    const profiles = [await get(profileResponse, '/api/me', bare), await get(profileResponse, '/api/me', full), await get(profileResponse, '/api/me', recruiter)];
    bothWays(profileResponse, profiles);
  });
});

describe('free slots: GET /api/calls/first-call/slots and /api/calls/sessions/slots', () => {
  it('answer CallSlotsDto, as kept and sent', async () => {
    const [axel, coach, client] = [await t.asAxel(), await t.asCoach(), await t.asClient()];
    const weekly = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '11:30' }));
    await call('PUT', '/api/coach/availability', coach, { video_url: null, weekly, exceptions: [] });
    await call('PUT', `/api/admin/coaches/${coach.user.id}/first-calls`, axel, { enabled: true });
    await call('POST', '/api/admin/assignments', axel, { accompagnateur_id: coach.user.id, client_id: client.user.id });
    for (const url of ['/api/calls/first-call/slots', '/api/calls/sessions/slots']) {
      // The second answer comes from memory: the same text.
      const [read, kept] = [await get(callSlotsResponse, url, client), await get(callSlotsResponse, url, client)];
      expect(kept).toEqual(read);
      expect(read.coaches.find((c) => c.coach_id === coach.user.id)?.days.length).toBeGreaterThan(0);
    }
  });
});

describe('every answer sent as JsonText is checked here', () => {
  // The contract types this file parses with their schemas: a new `JsonText<T>` in a domain needs its read here.
  const CHECKED = ['DocumentDto', 'CoachClientsResponse', 'CoachClient', 'AdminUsersResponse', 'AdminUser', 'RecruiterCandidatesResponse', 'RecruiterCandidate', 'Profile', 'CallSlotsDto'];
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [join(dir, entry.name)] : [],
    );

  it('no domain answers JsonText of a type without its schema check', () => {
    const server = join(__dirname, '..', '..', '..', 'libs', 'server');
    // Core's own are generic (`JsonText<T>`): the domains name the contract's types.
    const domains = readdirSync(server).filter((name) => name !== 'core');
    const named = domains.flatMap((domain) => sources(join(server, domain)).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/JsonText<(\w+)/g)].map((m) => m[1])));
    expect(named.length).toBeGreaterThan(0);
    expect([...new Set(named)].filter((name) => !CHECKED.includes(name))).toEqual([]);
  });
});

describe('the schemas are strict', () => {
  it('refuse a column that leaks, and a time not written as toISOString writes it', () => {
    const candidate = { id: '9b2f0c1e-6a0c-4d38-9a51-3c2f1a0b7e11', email: 'a@b.ch', created_at: '2026-11-26T18:00:00.000Z', progress_5j: 0, progress_10j: 0 };
    const answer = { counters: { total: 1, training_done: 0, follow_up_done: 0 }, candidates: [candidate], page: 1, page_size: 1, total: 1 };
    expect(recruiterCandidatesResponse.safeParse(answer).success).toBe(true);
    expect(recruiterCandidatesResponse.safeParse({ ...answer, candidates: [{ ...candidate, phone: '+41' }] }).success).toBe(false);
    expect(recruiterCandidatesResponse.safeParse({ ...answer, candidates: [{ ...candidate, created_at: '2026-11-26 18:00:00+00' }] }).success).toBe(false);
    expect(recruiterCandidatesResponse.safeParse({ ...answer, candidates: [{ ...candidate, created_at: '2026-11-26T18:00:00Z' }] }).success).toBe(false);
  });
});
