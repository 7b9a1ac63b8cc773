import {
  ADMIN_ERRORS,
  type AdminUser,
  API_ERRORS,
  type AuditEntry,
  type DataRights,
  PRIVACY_MESSAGES,
  RECRUITER_MESSAGES,
  RECRUITER_PAGE_SIZE_DEFAULT,
  type RecruiterCandidatesResponse,
  type Session,
  TOASTS,
  VALIDATION as V,
} from '@capsuisse/contracts';
import { AuthService } from '@capsuisse/server-auth';
import { TestApp } from './harness';

// GET /api/recruiter/candidates: role-`client` profiles that consented only, no contact data, counters over all,
// paged; for recruiters axel approved; every list read audited.

type Who = Awaited<ReturnType<TestApp['userWith']>>;

let t: TestApp;
let token: string;
let recruiterId: string;
let axel: Who;
const clientEmails: string[] = [];
/** A client who never said yes: in no list. */
let silent: Who;

async function setProgress(email: string, progress5j: number, progress10j: number) {
  await t.rows('update profiles set progress_5j = ?, progress_10j = ? where email = ?', [progress5j, progress10j, email]);
}

const list = (query = '', as = token) => t.request<RecruiterCandidatesResponse>('GET', `/api/recruiter/candidates${query}`, { token: as });
const consent = (who: Who, visible: boolean) => t.request<DataRights>('PUT', '/api/me/recruiter-visibility', { token: who.session.access_token, body: { visible } });
const decide = (userId: string, decision: unknown, as = axel.session.access_token) =>
  t.request<AdminUser>('PUT', `/api/admin/users/${userId}/recruiter-approval`, { token: as, body: { decision } });
const listAudits = (actorId: string) => t.rows<{ details: { page: number; page_size: number; total: number; shown: string[] } }>(
  `select details from audit_log where action = 'recruiter.candidates.list' and actor_id = ? order by created_at, id`,
  [actorId],
);

let signups = 0;
/** A recruiter signing up on /signup ('Je recrute'), as anyone can. */
async function signUpRecruiter(): Promise<{ id: string; token: string; email: string }> {
  const email = `recruteur-inscrit-${++signups}@test.capsuisse.ch`;
  const res = await t.request<Session>('POST', '/api/auth/signup', {
    body: { email, password: 'Abcdef1!', confirmPassword: 'Abcdef1!', firstName: 'Rita', lastName: 'Recrute', countryCode: '+41', phone: '079 000 00 00', accountType: 'recruteur' },
  });
  expect(res.status).toBe(201);
  return { id: res.body.user.id, token: res.body.access_token, email };
}

beforeAll(async () => {
  t = await TestApp.start();
  const recruiter = await t.asRecruiter();
  token = recruiter.session.access_token;
  recruiterId = recruiter.user.id;
  axel = await t.asAxel();
  // Oldest first, a minute apart: the listing shows them newest first. Each said yes to recruiters.
  for (let i = 0; i < 5; i++) {
    t.clock.advance(60_000);
    const email = `candidat-${i}@test.capsuisse.ch`;
    expect((await consent(await t.userWith('client', { hasPaid: i % 2 === 0, email }), true)).status).toBe(200);
    clientEmails.unshift(email);
  }
  silent = await t.userWith('client', { hasPaid: true });
  for (const role of ['client_se_loger', 'accompagnateur', 'recruteur', 'expert', 'admin', 'axel'] as const) await t.userWith(role);
  await setProgress(clientEmails[0], 100, 100);
  await setProgress(clientEmails[1], 100, 40);
  await setProgress(clientEmails[2], 80, 50);
  // No role recorded means `client` (spec §6).
  await t.rows('delete from user_roles where user_id = (select user_id from profiles where email = ?)', [clientEmails[4]]);
});
afterAll(() => t?.close());

describe('GET /api/recruiter/candidates', () => {
  it('lists only role-client profiles that consented, newest first, with the counters over all of them', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.candidates.map((c) => c.email)).toEqual(clientEmails);
    expect(res.body.counters).toEqual({ total: 5, training_done: 2, follow_up_done: 1 });
    expect(res.body).toMatchObject({ page: 1, page_size: RECRUITER_PAGE_SIZE_DEFAULT, total: 5 });
  });

  it('gives the email, registration date and programme progress, and nothing to contact or identify them by', async () => {
    const { body } = await list();
    const [stored] = await t.rows<{ createdAt: string; userId: string }>('select created_at, user_id from profiles where email = ?', [clientEmails[2]]);
    expect(Object.keys(body).sort()).toEqual(['candidates', 'counters', 'page', 'page_size', 'total']);
    for (const candidate of body.candidates) expect(Object.keys(candidate).sort()).toEqual(['created_at', 'email', 'id', 'progress_10j', 'progress_5j']);
    // The id opens the candidate's card (an audited view); it names nobody.
    expect(body.candidates[2]).toEqual({ id: stored.userId, email: clientEmails[2], created_at: new Date(stored.createdAt).toISOString(), progress_5j: 80, progress_10j: 50 });
    const text = JSON.stringify(body);
    for (const leak of ['Test', 'phone', 'first_name', 'last_name', 'user_id', 'documents', 'notes']) expect(text).not.toContain(leak);
  });

  it('pages through the candidates with page and page_size, counters unchanged', async () => {
    const pages = await Promise.all([list('?page=1&page_size=2'), list('?page=2&page_size=2'), list('?page=3&page_size=2'), list('?page=4&page_size=2')]);
    expect(pages.map((p) => p.body.candidates.map((c) => c.email))).toEqual([clientEmails.slice(0, 2), clientEmails.slice(2, 4), clientEmails.slice(4), []]);
    for (const p of pages) {
      expect(p.body.counters.total).toBe(5);
      expect(p.body.total).toBe(5);
      expect(p.body.page_size).toBe(2);
    }
    expect(pages[1].body.page).toBe(2);
  });

  it('refuses a bad page or page size with a French 400', async () => {
    for (const query of ['?page=0', '?page=abc', '?page=1.5', '?page=1&page=2']) {
      expect(await list(query)).toMatchObject({ status: 400, body: { statusCode: 400, message: V.pageNumber } });
    }
    for (const query of ['?page_size=0', '?page_size=101', '?page_size=dix']) {
      expect(await list(query)).toMatchObject({ status: 400, body: { statusCode: 400, message: V.pageSize } });
    }
  });

  it('writes each list read to the audit log: the recruiter, the page and the candidates it showed', async () => {
    const before = (await listAudits(recruiterId)).length;
    const { body } = await list('?page=2&page_size=2');
    const entries = await listAudits(recruiterId);
    expect(entries).toHaveLength(before + 1);
    expect(entries[entries.length - 1].details).toEqual({ page: 2, page_size: 2, total: 5, shown: body.candidates.map((c) => c.id) });
    expect(body.candidates.map((c) => c.email)).toEqual(clientEmails.slice(2, 4));
  });

  it("a client deleted leaves the list reads that showed it under its pseudonym, never its id", async () => {
    const client = await t.userWith('client');
    expect((await consent(client, true)).status).toBe(200);
    const { body } = await list('?page_size=100');
    expect(body.candidates.map((c) => c.id)).toContain(client.user.id);
    expect((await t.request('DELETE', `/api/admin/users/${client.user.id}`, { token: axel.session.access_token })).status).toBe(204);
    const pseudonym = t.app.get(AuthService).pseudonymOf(client.user.id);
    const [last] = (await listAudits(recruiterId)).slice(-1);
    expect(last.details.shown).toContain(pseudonym);
    expect(await t.rows(`select id from audit_log x where x::text ilike ?`, [`%${client.user.id}%`])).toEqual([]);
  });

  it('is for recruiters only', async () => {
    expect((await t.request('GET', '/api/recruiter/candidates')).status).toBe(401);
    const client = await t.asClient();
    expect(await t.request('GET', '/api/recruiter/candidates', { token: client.session.access_token })).toMatchObject({
      status: 403,
      body: { message: API_ERRORS.forbidden },
    });
  });
});

describe('consent: a client appears to recruiters only once it said yes', () => {
  it('is off by default: a new client is neither listed, counted nor viewable', async () => {
    expect((await t.request<DataRights>('GET', '/api/me/data', { token: silent.session.access_token })).body).toMatchObject({
      recruiter_visible: false,
      recruiter_consent_at: null,
      recruiter_withdrawn_at: null,
    });
    const { body } = await list('?page_size=100');
    expect(body.candidates.map((c) => c.id)).not.toContain(silent.user.id);
    expect(body.total).toBe(5);
    expect(await t.request('GET', `/api/recruiter/candidates/${silent.user.id}`, { token })).toMatchObject({ status: 404, body: { message: PRIVACY_MESSAGES.candidateNotFound } });
  });

  it('switching on shows the client with its consent dated; off hides it again, the withdrawal dated and the consent kept', async () => {
    const client = await t.userWith('client');
    // The clock runs on from where a test moved it: a date is checked to lie between the two readings around its request.
    const dated = async (visible: boolean) => {
      const from = t.clock.now().getTime();
      const res = await consent(client, visible);
      const at = Date.parse(String(visible ? res.body.recruiter_consent_at : res.body.recruiter_withdrawn_at));
      expect(at).toBeGreaterThanOrEqual(from);
      expect(at).toBeLessThanOrEqual(t.clock.now().getTime());
      return res;
    };
    const given = await dated(true);
    expect(given).toMatchObject({ status: 200, body: { recruiter_visible: true, recruiter_withdrawn_at: null } });
    expect((await list('?page_size=100')).body.candidates.map((c) => c.id)).toContain(client.user.id);
    expect((await t.request('GET', `/api/recruiter/candidates/${client.user.id}`, { token })).status).toBe(200);
    // Saying yes again keeps the first date.
    t.clock.advance(60_000);
    expect((await consent(client, true)).body.recruiter_consent_at).toBe(given.body.recruiter_consent_at);

    t.clock.advance(60_000);
    const withdrawn = await dated(false);
    expect(withdrawn.body).toEqual({ recruiter_visible: false, recruiter_consent_at: given.body.recruiter_consent_at, recruiter_withdrawn_at: expect.any(String), deletion_requested_at: null });
    const hidden = await list('?page_size=100');
    expect(hidden.body.candidates.map((c) => c.id)).not.toContain(client.user.id);
    expect(hidden.body.counters.total).toBe(5);
    expect((await t.request('GET', `/api/recruiter/candidates/${client.user.id}`, { token })).status).toBe(404);
    // The profile (and so the data export) says the same.
    expect((await t.request('GET', '/api/me', { token: client.session.access_token })).body).toMatchObject(withdrawn.body);
    const audits = await t.rows(`select details from audit_log where actor_id = ? and action = 'privacy.recruiter_visibility' order by created_at`, [client.user.id]);
    expect(audits.map((a) => a.details.recruiter_visible)).toEqual([true, true, false]);
  });
});

describe('approval: a recruiter who signed up sees no candidate until axel approves it', () => {
  it('a self-registered recruiter lists no candidate and views none: a French 403 that says it waits', async () => {
    const recruiter = await signUpRecruiter();
    const waiting = { status: 403, body: { statusCode: 403, message: RECRUITER_MESSAGES.pending } };
    expect(await list('', recruiter.token)).toMatchObject(waiting);
    expect(JSON.stringify((await list('', recruiter.token)).body)).not.toContain('candidat-');
    const someone = (await list('?page_size=1')).body.candidates[0];
    expect(await t.request('GET', `/api/recruiter/candidates/${someone.id}`, { token: recruiter.token })).toMatchObject(waiting);
    expect((await t.request('GET', '/api/me', { token: recruiter.token })).body).toMatchObject({ role: 'recruteur', recruiter_approval: 'pending', recruiter_decided_at: null });
    expect(await listAudits(recruiter.id)).toEqual([]);
    expect(await t.rows(`select * from audit_log where action = 'recruiter.candidate.view' and actor_id = ?`, [recruiter.id])).toEqual([]);
  });

  it('axel sees it pending in the users table and approves it: it then lists only consenting clients; audited', async () => {
    const recruiter = await signUpRecruiter();
    const users = await t.request('GET', `/api/admin/users?search=${encodeURIComponent(recruiter.email)}`, { token: axel.session.access_token });
    expect(users.body.users).toMatchObject([{ id: recruiter.id, role: 'recruteur', recruiter_approval: 'pending' }]);

    const approved = await decide(recruiter.id, 'approved');
    expect(approved).toMatchObject({ status: 200, body: { id: recruiter.id, recruiter_approval: 'approved' } });
    const { status, body } = await list('?page_size=100', recruiter.token);
    expect(status).toBe(200);
    expect(body.candidates.map((c) => c.email)).toEqual(clientEmails);
    expect(body.candidates.map((c) => c.id)).not.toContain(silent.user.id);
    expect((await listAudits(recruiter.id)).map((e) => e.details.shown.length)).toEqual([5]);

    const [stored] = await t.rows(`select recruiter_approval, recruiter_decided_by, recruiter_decided_at from profiles where user_id = ?`, [recruiter.id]);
    expect(stored).toMatchObject({ recruiterApproval: 'approved', recruiterDecidedBy: axel.user.id });
    expect(Date.parse(approved.headers['date'] as string) - new Date(stored.recruiterDecidedAt).getTime()).toBeLessThan(60_000);
    const audit = await t.request('GET', `/api/admin/audit?target=${recruiter.id}&action=admin.user.recruiter_approval`, { token: axel.session.access_token });
    expect(audit.body.entries as AuditEntry[]).toMatchObject([
      { actor_id: axel.user.id, target_type: 'user', target_id: recruiter.id, details: { before: { recruiter_approval: 'pending' }, after: { recruiter_approval: 'approved' } } },
    ]);
  });

  it('a refused recruiter is told so and reads nothing, even once approved before', async () => {
    const recruiter = await signUpRecruiter();
    expect((await decide(recruiter.id, 'approved')).status).toBe(200);
    expect((await list('', recruiter.token)).status).toBe(200);
    expect(await decide(recruiter.id, 'refused')).toMatchObject({ status: 200, body: { recruiter_approval: 'refused' } });
    const refused = { status: 403, body: { message: RECRUITER_MESSAGES.refused } };
    expect(await list('', recruiter.token)).toMatchObject(refused);
    expect(await t.request('GET', `/api/recruiter/candidates/${(await list('?page_size=1')).body.candidates[0].id}`, { token: recruiter.token })).toMatchObject(refused);
    expect((await t.request('GET', '/api/me', { token: recruiter.token })).body.recruiter_approval).toBe('refused');
  });

  it('only axel decides: the recruiter itself, another recruiter or a coach gets a 403 and nothing changes', async () => {
    const recruiter = await signUpRecruiter();
    const coach = await t.asCoach();
    for (const as of [recruiter.token, token, coach.session.access_token]) {
      expect(await decide(recruiter.id, 'approved', as)).toMatchObject({ status: 403, body: { message: TOASTS.axelDenied.description } });
    }
    expect((await list('', recruiter.token)).status).toBe(403);
    expect(await t.rows(`select * from audit_log where action = 'admin.user.recruiter_approval' and target_id = ?`, [recruiter.id])).toEqual([]);
  });

  it('a bad decision is a French 400, another role a French 409, an unknown id a 404: nothing changes', async () => {
    const recruiter = await signUpRecruiter();
    for (const decision of ['pending', 'oui', true, undefined]) expect(await decide(recruiter.id, decision)).toMatchObject({ status: 400, body: { message: ADMIN_ERRORS.recruiterDecision } });
    expect((await t.request('PUT', `/api/admin/users/${recruiter.id}/recruiter-approval`, { token: axel.session.access_token, body: { decision: 'approved', by: 'x' } })).status).toBe(400);
    expect(await decide(silent.user.id, 'approved')).toMatchObject({ status: 409, body: { message: ADMIN_ERRORS.notRecruiter } });
    expect(await decide('8d0c6c8e-0000-4000-8000-000000000000', 'approved')).toMatchObject({ status: 404, body: { message: ADMIN_ERRORS.userNotFound } });
    expect((await t.rows(`select recruiter_approval from profiles where user_id = ?`, [recruiter.id]))[0].recruiterApproval).toBe('pending');
    expect((await t.rows(`select recruiter_approval from profiles where user_id = ?`, [silent.user.id]))[0].recruiterApproval).toBeNull();
  });

  it('a recruiter axel creates, or makes one by a role change, is approved by axel at once', async () => {
    const created = await t.request<AdminUser>('POST', '/api/admin/users', {
      token: axel.session.access_token,
      body: { email: 'recruteur-cree@test.capsuisse.ch', password: 'abcdefgh', role: 'recruteur' },
    });
    expect(created).toMatchObject({ status: 201, body: { role: 'recruteur', recruiter_approval: 'approved' } });
    const signedIn = await t.request<Session>('POST', '/api/auth/token?grant_type=password', { body: { email: 'recruteur-cree@test.capsuisse.ch', password: 'abcdefgh' } });
    expect((await list('', signedIn.body.access_token)).status).toBe(200);

    const client = await t.userWith('client');
    expect((await t.request<AdminUser>('PUT', `/api/admin/users/${client.user.id}/role`, { token: axel.session.access_token, body: { role: 'recruteur' } })).body.recruiter_approval).toBe('approved');
    expect((await t.rows(`select recruiter_decided_by from profiles where user_id = ?`, [client.user.id]))[0].recruiterDecidedBy).toBe(axel.user.id);
    // Leaving the role leaves no approval behind.
    expect((await t.request<AdminUser>('PUT', `/api/admin/users/${client.user.id}/role`, { token: axel.session.access_token, body: { role: 'client' } })).body.recruiter_approval).toBeNull();
  });

  it("an axel deleted leaves no trace in the profiles of the recruiters it decided on (the audit keeps its pseudonym)", async () => {
    const recruiter = await signUpRecruiter();
    const other = await t.asAxel();
    expect((await decide(recruiter.id, 'approved', other.session.access_token)).status).toBe(200);
    expect((await t.request('DELETE', `/api/admin/users/${other.user.id}`, { token: axel.session.access_token })).status).toBe(204);
    expect(await t.rows(`select user_id from profiles x where x::text ilike ?`, [`%${other.user.id}%`])).toEqual([]);
    expect((await t.rows(`select recruiter_approval from profiles where user_id = ?`, [recruiter.id]))[0].recruiterApproval).toBe('approved');
    expect((await list('', recruiter.token)).status).toBe(200);
  });
});
