import { API_ERRORS, RECRUITER_PAGE_SIZE_DEFAULT, VALIDATION as V, type RecruiterCandidatesResponse } from '@capsuisse/contracts';
import { TestApp } from './harness';

// GET /api/recruiter/candidates: role-`client` profiles only, no contact data, counters over all, paged.

let t: TestApp;
let token: string;
const clientEmails: string[] = [];

async function setProgress(email: string, progress5j: number, progress10j: number) {
  await t.rows('update profiles set progress_5j = ?, progress_10j = ? where email = ?', [progress5j, progress10j, email]);
}

const list = (query = '') => t.request<RecruiterCandidatesResponse>('GET', `/api/recruiter/candidates${query}`, { token });

beforeAll(async () => {
  t = await TestApp.start();
  token = (await t.asRecruiter()).session.access_token;
  // Oldest first, a minute apart: the listing shows them newest first.
  for (let i = 0; i < 5; i++) {
    t.clock.advance(60_000);
    const email = `candidat-${i}@test.capsuisse.ch`;
    await t.userWith('client', { hasPaid: i % 2 === 0, email });
    clientEmails.unshift(email);
  }
  for (const role of ['client_se_loger', 'accompagnateur', 'recruteur', 'expert', 'admin', 'axel'] as const) await t.userWith(role);
  await setProgress(clientEmails[0], 100, 100);
  await setProgress(clientEmails[1], 100, 40);
  await setProgress(clientEmails[2], 80, 50);
  // No role recorded means `client` (spec §6).
  await t.rows('delete from user_roles where user_id = (select user_id from profiles where email = ?)', [clientEmails[4]]);
});
afterAll(() => t?.close());

describe('GET /api/recruiter/candidates', () => {
  it('lists only role-client profiles, newest first, with the counters over all of them', async () => {
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

  it('is for recruiters only', async () => {
    expect((await t.request('GET', '/api/recruiter/candidates')).status).toBe(401);
    const client = await t.asClient();
    expect(await t.request('GET', '/api/recruiter/candidates', { token: client.session.access_token })).toMatchObject({
      status: 403,
      body: { message: API_ERRORS.forbidden },
    });
  });
});
