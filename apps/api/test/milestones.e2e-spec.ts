import { API_ERRORS, ASSIGNMENT_ERRORS, type AuditEntry, type ClientMilestones, MILESTONE_ERRORS, type MilestoneDto, type Session, VALIDATION } from '@capsuisse/contracts';
import { TestApp } from './harness';

let t: TestApp;
let axelToken: string;
beforeAll(async () => {
  t = await TestApp.start();
  axelToken = (await t.asAxel()).session.access_token;
});
afterAll(() => t?.close());

const token = (s: { session: Session }) => s.session.access_token;
const pathOf = (clientId: string, rest = '') => `/api/users/${clientId}/milestones${rest}`;
const rowsOf = (userId: string) => t.rows<{ code: string; label: string; status: string }>('select code, label, status from milestones where user_id = ? order by code', [userId]);
const progressOf = async (userId: string) => (await t.rows<{ overallProgress: number }>('select overall_progress from profiles where user_id = ?', [userId]))[0].overallProgress;
const auditOf = async (action: string, targetId: string): Promise<AuditEntry[]> =>
  (await t.request('GET', `/api/admin/audit?action=${action}&target=${targetId}`, { token: axelToken })).body.entries;

/** A paid client with an assigned coach. */
async function clientWithCoach() {
  const [client, coach] = await Promise.all([t.asClient(), t.asCoach()]);
  const res = await t.request('POST', '/api/admin/assignments', { token: axelToken, body: { accompagnateur_id: coach.user.id, client_id: client.user.id } });
  expect(res.status).toBe(204);
  return { client, coach };
}

async function add(coachToken: string, clientId: string, body: Record<string, unknown>): Promise<ClientMilestones> {
  const res = await t.request<ClientMilestones>('POST', pathOf(clientId), { token: coachToken, body });
  expect(res.status).toBe(201);
  return res.body;
}

describe('coach manages its own clients only', () => {
  it('creates, edits, reorders and deletes; the client reads them in code order with French fields kept', async () => {
    const { client, coach } = await clientWithCoach();
    await add(token(coach), client.user.id, { code: '02', label: 'Entretien RH', type: 'entretien_rh', status: 'planifie', scheduled_at: '2027-01-12', notes_client: 'Apportez votre CV' });
    const { milestones } = await add(token(coach), client.user.id, { code: '01', label: 'Audit du profil', type: 'audit' });
    expect(milestones.map((m) => m.code)).toEqual(['01', '02']);
    expect(milestones[0]).toMatchObject({ status: 'a_faire', scheduled_at: null, notes_client: null });
    expect(milestones[1]).toMatchObject({ type: 'entretien_rh', status: 'planifie', notes_client: 'Apportez votre CV' });
    expect(new Date(milestones[1].scheduled_at ?? '').toLocaleDateString('fr-FR', { timeZone: 'Europe/Zurich', dateStyle: 'long' })).toBe('12 janvier 2027');

    const mine = await t.request<MilestoneDto[]>('GET', '/api/milestones', { token: token(client) });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(milestones);

    const [audit, rh] = milestones;
    const edited = await t.request<ClientMilestones>('PATCH', pathOf(client.user.id, `/${rh.id}`), { token: token(coach), body: { label: 'Entretien final', notes_client: '' } });
    expect(edited.status).toBe(200);
    expect(edited.body.milestones[1]).toMatchObject({ label: 'Entretien final', notes_client: null, type: 'entretien_rh' });

    const reordered = await t.request<ClientMilestones>('PUT', pathOf(client.user.id, '/order'), { token: token(coach), body: { ids: [rh.id, audit.id] } });
    expect(reordered.status).toBe(200);
    expect(reordered.body.milestones.map((m) => [m.code, m.label])).toEqual([['01', 'Entretien final'], ['02', 'Audit du profil']]);

    const removed = await t.request<ClientMilestones>('DELETE', pathOf(client.user.id, `/${audit.id}`), { token: token(coach) });
    expect(removed.status).toBe(200);
    expect(removed.body.milestones.map((m) => m.id)).toEqual([rh.id]);
    expect((await t.request('GET', '/api/milestones', { token: token(client) })).body).toEqual(removed.body.milestones);

    // Every write is in the audit log, with its actor.
    const created = await auditOf('milestone.create', rh.id);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ actor_id: coach.user.id, details: { user_id: client.user.id, before: null } });
    expect((await auditOf('milestone.update', rh.id))[0].details).toEqual({ user_id: client.user.id, before: { label: 'Entretien RH', notes_client: 'Apportez votre CV' }, after: { label: 'Entretien final', notes_client: null } });
    expect(await auditOf('milestone.reorder', client.user.id)).toHaveLength(1);
    expect((await auditOf('milestone.delete', audit.id))[0]).toMatchObject({ actor_id: coach.user.id, details: { before: { label: 'Audit du profil' }, after: null } });
  });

  it("answers another coach's client exactly as an unknown id (404), and changes nothing", async () => {
    const { client, coach } = await clientWithCoach();
    const other = await t.asCoach();
    const { milestones } = await add(token(coach), client.user.id, { code: '01', label: 'Audit', type: 'audit' });
    const id = milestones[0].id;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const attempts: [string, (user: string) => string, unknown][] = [
      ['GET', (user) => pathOf(user), undefined],
      ['POST', (user) => pathOf(user), { code: '02', label: 'Intrus', type: 'x' }],
      ['PATCH', (user) => pathOf(user, `/${id}`), { status: 'termine' }],
      ['DELETE', (user) => pathOf(user, `/${id}`), undefined],
      ['PUT', (user) => pathOf(user, '/order'), { ids: [id] }],
    ];
    for (const [method, url, body] of attempts) {
      const answer = async (user: string) => {
        const res = await t.request(method as 'GET', url(user), { token: token(other), body });
        return { method, status: res.status, body: res.body };
      };
      const absent = await answer(unknown);
      expect(absent).toEqual({ method, status: 404, body: { statusCode: 404, error: 'Not Found', message: API_ERRORS.notFound } });
      expect(await answer(client.user.id)).toEqual(absent);
    }
    expect(await rowsOf(client.user.id)).toEqual([{ code: '01', label: 'Audit', status: 'a_faire' }]);

    expect((await t.request('GET', pathOf(unknown), { token: token(coach) })).status).toBe(404);
    expect((await t.request('PATCH', pathOf(client.user.id, `/${unknown}`), { token: token(coach), body: { status: 'termine' } })).status).toBe(404);
    // A milestone of another client through this client's path: as if absent.
    const { client: second, coach: secondCoach } = await clientWithCoach();
    const foreign = (await add(token(secondCoach), second.user.id, { code: '01', label: 'Autre', type: 'audit' })).milestones[0].id;
    expect((await t.request('DELETE', pathOf(client.user.id, `/${foreign}`), { token: token(coach) })).status).toBe(404);
    expect(await rowsOf(second.user.id)).toHaveLength(1);
  });

  it('lets axel manage any client, and refuses the client itself and other roles', async () => {
    const client = await t.asClient();
    const created = await t.request<ClientMilestones>('POST', pathOf(client.user.id), { token: axelToken, body: { code: 'A1', label: 'Bilan', type: 'bilan' } });
    expect(created.status).toBe(201);
    expect((await t.request('GET', pathOf(client.user.id), { token: axelToken })).body.milestones).toHaveLength(1);
    expect((await auditOf('milestone.create', created.body.milestones[0].id))[0].actor_id).not.toBeNull();
    for (const caller of [client, await t.asRecruiter()]) {
      expect((await t.request('POST', pathOf(client.user.id), { token: token(caller), body: { code: 'Z', label: 'Moi', type: 'x' } })).status).toBe(403);
    }
    // A coach account has no path.
    const coach = await t.asCoach();
    expect(await t.request('POST', pathOf(coach.user.id), { token: axelToken, body: { code: '01', label: 'x', type: 'x' } })).toMatchObject({ status: 404, body: { message: ASSIGNMENT_ERRORS.notClient } });
  });
});

describe('the client reads its own', () => {
  it('sees only its own path; unpaid it gets 402', async () => {
    const { client, coach } = await clientWithCoach();
    const other = await t.asClient();
    await add(token(coach), client.user.id, { code: '01', label: 'Audit', type: 'audit' });
    expect((await t.request('GET', '/api/milestones', { token: token(other) })).body).toEqual([]);
    const unpaid = await t.asUnpaidClient();
    expect(await t.request('GET', '/api/milestones', { token: token(unpaid) })).toMatchObject({ status: 402, body: { message: API_ERRORS.paymentRequired } });
    // The client cannot reach its own path through the coach's routes either.
    expect((await t.request('GET', pathOf(client.user.id), { token: token(client) })).status).toBe(403);
  });
});

describe('validation', () => {
  it.each([
    [{ label: 'Audit', type: 'audit' }, MILESTONE_ERRORS.codeRequired],
    [{ code: '   ', label: 'Audit', type: 'audit' }, MILESTONE_ERRORS.codeRequired],
    [{ code: '01', type: 'audit' }, MILESTONE_ERRORS.labelRequired],
    [{ code: '01', label: 'x'.repeat(201), type: 'audit' }, MILESTONE_ERRORS.labelMax],
    [{ code: '0'.repeat(21), label: 'Audit', type: 'audit' }, MILESTONE_ERRORS.codeMax],
    [{ code: '01', label: 'Audit' }, MILESTONE_ERRORS.typeRequired],
    [{ code: '01', label: 'Audit', type: 'audit', status: 'fini' }, MILESTONE_ERRORS.status],
    [{ code: '01', label: 'Audit', type: 'audit', scheduled_at: '2027-02-30' }, MILESTONE_ERRORS.date],
    [{ code: '01', label: 'Audit', type: 'audit', scheduled_at: 'demain' }, MILESTONE_ERRORS.date],
    [{ code: '01', label: 'Audit', type: 'audit', notes_client: 'n'.repeat(2001) }, MILESTONE_ERRORS.notesMax],
    [{ code: '01', label: 'Audit', type: 'audit', user_id: 'x' }, VALIDATION.unknownFields(['user_id'])],
  ])('refuses a malformed milestone (%#) in French and stores nothing', async (body, message) => {
    const { client, coach } = await clientWithCoach();
    const res = await t.request('POST', pathOf(client.user.id), { token: token(coach), body });
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(await rowsOf(client.user.id)).toEqual([]);
  });

  it('refuses a bad edit, a duplicate code and an order that is not the whole path, changing nothing', async () => {
    const { client, coach } = await clientWithCoach();
    const { milestones } = await add(token(coach), client.user.id, { code: '01', label: 'Audit', type: 'audit' });
    const [first] = milestones;
    const second = (await add(token(coach), client.user.id, { code: '02', label: 'Stratégie', type: 'strategie' })).milestones[1];
    const before = await rowsOf(client.user.id);
    const patch = (body: unknown) => t.request('PATCH', pathOf(client.user.id, `/${first.id}`), { token: token(coach), body });
    expect(await patch({})).toMatchObject({ status: 400, body: { message: MILESTONE_ERRORS.nothingToChange } });
    expect(await patch({ label: '' })).toMatchObject({ status: 400, body: { message: MILESTONE_ERRORS.labelRequired } });
    expect(await patch({ status: 'done' })).toMatchObject({ status: 400, body: { message: MILESTONE_ERRORS.status } });
    expect(await patch({ code: '02' })).toMatchObject({ status: 409, body: { message: MILESTONE_ERRORS.codeTaken } });
    expect((await t.request('POST', pathOf(client.user.id), { token: token(coach), body: { code: '01', label: 'Doublon', type: 'x' } })).status).toBe(409);
    const order = (ids: unknown) => t.request('PUT', pathOf(client.user.id, '/order'), { token: token(coach), body: { ids } });
    expect(await order([first.id])).toMatchObject({ status: 400, body: { message: MILESTONE_ERRORS.order } });
    expect(await order([first.id, first.id])).toMatchObject({ status: 400, body: { message: MILESTONE_ERRORS.order } });
    expect(await order([second.id, 'pas-un-id'])).toMatchObject({ status: 400, body: { message: MILESTONE_ERRORS.order } });
    expect(await rowsOf(client.user.id)).toEqual(before);
  });
});

describe('concurrency', () => {
  it('serialises writes to one path: the same code sent twice at once is stored once', async () => {
    const { client, coach } = await clientWithCoach();
    const send = () => t.request('POST', pathOf(client.user.id), { token: token(coach), body: { code: '01', label: 'Audit', type: 'audit' } });
    const statuses = (await Promise.all([send(), send(), send()])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    expect(await rowsOf(client.user.id)).toHaveLength(1);
  });
});

describe('progress', () => {
  it('completing milestones moves overall_progress by the milestones quarter (25 × done / total)', async () => {
    const { client, coach } = await clientWithCoach();
    for (const code of ['01', '02', '03']) await add(token(coach), client.user.id, { code, label: `Étape ${code}`, type: 'etape' });
    const path = await add(token(coach), client.user.id, { code: '04', label: 'Étape 04', type: 'etape' });
    expect(path.overall_progress).toBe(0);
    const [a, b, c, d] = path.milestones;
    const complete = async (id: string) => (await t.request<ClientMilestones>('PATCH', pathOf(client.user.id, `/${id}`), { token: token(coach), body: { status: 'termine' } })).body.overall_progress;
    expect(await complete(a.id)).toBe(6); // 25 × 1/4 = 6.25
    expect(await progressOf(client.user.id)).toBe(6);
    expect((await t.request('GET', '/api/me', { token: token(client) })).body.overall_progress).toBe(6);
    await complete(b.id);
    await complete(c.id);
    expect(await complete(d.id)).toBe(25);
    // Reopening a step lowers it; deleting that open step leaves 3 of 3 done.
    await t.request('PATCH', pathOf(client.user.id, `/${d.id}`), { token: token(coach), body: { status: 'planifie' } });
    expect(await progressOf(client.user.id)).toBe(19); // 25 × 3/4 = 18.75
    const removed = await t.request<ClientMilestones>('DELETE', pathOf(client.user.id, `/${d.id}`), { token: token(coach) });
    expect(removed.body.overall_progress).toBe(25);
  });
});

describe('account deletion', () => {
  it("removes the deleted client's milestones", async () => {
    const { client, coach } = await clientWithCoach();
    await add(token(coach), client.user.id, { code: '01', label: 'Audit', type: 'audit' });
    expect(await rowsOf(client.user.id)).toHaveLength(1);
    expect((await t.request('DELETE', `/api/admin/users/${client.user.id}`, { token: axelToken })).status).toBeLessThan(300);
    expect(await rowsOf(client.user.id)).toEqual([]);
  });
});
