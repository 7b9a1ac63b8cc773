import { API_ERRORS, type FollowUpView, PROGRAMME_ERRORS, proofFileName, type TrainingView, VALIDATION } from '@capsuisse/contracts';
import { pdfText } from './files';
import { TestApp } from './harness';

type Who = Awaited<ReturnType<TestApp['userWith']>>;

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t?.close());

const auth = (who: Who) => ({ token: who.session.access_token });
const profileOf = async (who: Who) => (await t.request('GET', '/api/me', auth(who))).body as { progress_5j: number; progress_10j: number; overall_progress: number };
const entry = (overrides: Record<string, unknown> = {}) => ({
  day: 1,
  applied_on: '2026-11-10',
  employer: 'Nestlé SA',
  position: 'Comptable',
  channel: 'email',
  contact_person: 'Mme Dupont',
  outcome: 'en_attente',
  ...overrides,
});

describe('5-day training', () => {
  it('seeds five days of exercises; ticking moves progress_5j and the overall progress', async () => {
    const client = await t.asClient();
    const view = (await t.request('GET', '/api/programme/training', auth(client))).body as TrainingView;
    expect(view.days.map((d) => d.day)).toEqual([1, 2, 3, 4, 5]);
    expect(view.days[0].title).toBe('Le CV suisse');
    expect(view.progress).toBe(0);
    // No day has a video until axel uploads one: its exercises alone count.
    expect(view.days.map((d) => d.video)).toEqual([null, null, null, null, null]);
    const all = view.days.flatMap((d) => d.exercises);
    expect(all.length).toBeGreaterThanOrEqual(5);

    for (const exercise of view.days[0].exercises) {
      const res = await t.request('PUT', `/api/programme/training/exercises/${exercise.id}`, { ...auth(client), body: { done: true } });
      expect(res.status).toBe(200);
    }
    // Ticking twice counts once.
    const again = await t.request('PUT', `/api/programme/training/exercises/${view.days[0].exercises[0].id}`, { ...auth(client), body: { done: true } });
    const expected = Math.round((view.days[0].exercises.length * 100) / all.length);
    expect(again.body.progress).toBe(expected);
    expect((again.body as TrainingView).days[0].exercises.every((e) => e.done)).toBe(true);
    expect(await profileOf(client)).toMatchObject({ progress_5j: expected, overall_progress: Math.round(expected / 4) });

    const untick = await t.request('PUT', `/api/programme/training/exercises/${view.days[0].exercises[0].id}`, { ...auth(client), body: { done: false } });
    expect(untick.body.progress).toBe(Math.round(((view.days[0].exercises.length - 1) * 100) / all.length));
  });

  it('refuses an unknown exercise (404) and a malformed tick (French 400)', async () => {
    const client = await t.asClient();
    expect((await t.request('PUT', '/api/programme/training/exercises/00000000-0000-4000-8000-000000000000', { ...auth(client), body: { done: true } })).status).toBe(404);
    const bad = await t.request('PUT', '/api/programme/training/exercises/00000000-0000-4000-8000-000000000000', { ...auth(client), body: { done: 'oui' } });
    expect(bad).toMatchObject({ status: 400, body: { message: PROGRAMME_ERRORS.done } });
  });

  it('axel edits a day: kept exercises keep their ticks, removed ones take theirs, progress follows (audited)', async () => {
    const [axel, client] = [await t.asAxel(), await t.asClient()];
    const content = (await t.request('GET', '/api/programme/training/days', auth(axel))).body as { day: number; exercises: { id: string; label: string }[] }[];
    const day5 = content[4];
    await t.request('PUT', `/api/programme/training/exercises/${day5.exercises[0].id}`, { ...auth(client), body: { done: true } });
    await t.request('PUT', `/api/programme/training/exercises/${day5.exercises[1].id}`, { ...auth(client), body: { done: true } });
    const total = content.flatMap((d) => d.exercises).length;

    const body = { title: 'Salaire et permis', summary: 'Nouveau résumé', exercises: [{ id: day5.exercises[0].id, label: 'Renommé' }, { label: 'Nouvel exercice' }] };
    const res = await t.request('PUT', '/api/programme/training/days/5', { ...auth(axel), body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ day: 5, title: 'Salaire et permis', video: null, exercises: [{ id: day5.exercises[0].id, label: 'Renommé' }, { label: 'Nouvel exercice' }] });
    const newTotal = total - day5.exercises.length + 2;
    expect((await profileOf(client)).progress_5j).toBe(Math.round(100 / newTotal));
    const [audit] = await t.rows(`select * from audit_log where action = 'training.day.update' and actor_id = ?`, [axel.user.id]);
    expect(audit).toMatchObject({ targetId: '5' });

    expect((await t.request('PUT', '/api/programme/training/days/6', { ...auth(axel), body })).body.message).toBe(PROGRAMME_ERRORS.trainingDay);
    const empty = await t.request('PUT', '/api/programme/training/days/5', { ...auth(axel), body: { ...body, exercises: [] } });
    expect(empty).toMatchObject({ status: 400, body: { message: PROGRAMME_ERRORS.exercisesCount } });
    const foreign = await t.request('PUT', '/api/programme/training/days/5', { ...auth(axel), body: { ...body, exercises: [{ id: content[0].exercises[0].id, label: 'x' }] } });
    expect(foreign).toMatchObject({ status: 400, body: { message: PROGRAMME_ERRORS.unknownExercise } });
    expect((await t.request('PUT', '/api/programme/training/days/5', { ...auth(client), body })).status).toBe(403);
  });
  // A read per client (N+1) would make the count grow with the clients who ticked.
  it('recomputes the progress of everyone who ticked in as many statements for three more of them', async () => {
    const axel = await t.asAxel();
    const content = (await t.request('GET', '/api/programme/training/days', auth(axel))).body as { day: number; title: string; summary: string; exercises: { id: string; label: string }[] }[];
    const day3 = content[2];
    const body = { title: day3.title, summary: day3.summary, exercises: day3.exercises.map(({ id, label }) => ({ id, label })) };
    const statementsOfAnEdit = async (): Promise<number> => {
      const { result, statements } = await t.statementsOf(() => t.request('PUT', '/api/programme/training/days/3', { ...auth(axel), body }));
      expect(result.status).toBe(200);
      return statements.filter((sql) => /\b(profiles|training_ticks)\b/.test(sql)).length;
    };
    const tick = async () => {
      const client = await t.asClient();
      await t.request('PUT', `/api/programme/training/exercises/${day3.exercises[0].id}`, { ...auth(client), body: { done: true } });
      return client;
    };
    const first = await tick();
    const before = await statementsOfAnEdit();
    const others = [await tick(), await tick(), await tick()];
    expect(await statementsOfAnEdit()).toBe(before);
    const all = content.flatMap((d) => d.exercises).length;
    for (const client of [first, ...others]) expect((await profileOf(client)).progress_5j).toBe(Math.round(100 / all));
  });

});

describe('10-day follow-up', () => {
  it('logging entries on two days moves progress_10j and the overall progress; a second entry the same day does not', async () => {
    const client = await t.asClient();
    const start = (await t.request('GET', '/api/programme/follow-up', auth(client))).body as FollowUpView;
    expect(start).toMatchObject({ progress: 0 });
    expect(start.days).toHaveLength(10);

    const first = await t.request('POST', '/api/programme/follow-up/entries', { ...auth(client), body: entry() });
    expect(first.status).toBe(201);
    expect(first.body.progress).toBe(10);
    await t.request('POST', '/api/programme/follow-up/entries', { ...auth(client), body: entry({ employer: 'Migros' }) });
    const third = await t.request('POST', '/api/programme/follow-up/entries', { ...auth(client), body: entry({ day: 2, employer: 'UBS', contact_person: '' }) });
    expect(third.body.progress).toBe(20);
    expect((third.body as FollowUpView).days[1].entries[0]).toMatchObject({ employer: 'UBS', contact_person: null, outcome: 'en_attente' });
    expect(await profileOf(client)).toMatchObject({ progress_10j: 20, overall_progress: 5 });

    // Moving the only entry of day 2 to day 1 leaves one day counted; deleting the rest, none.
    const ubs = (third.body as FollowUpView).days[1].entries[0];
    const moved = await t.request('PATCH', `/api/programme/follow-up/entries/${ubs.id}`, { ...auth(client), body: { day: 1, outcome: 'entretien' } });
    expect(moved.body.progress).toBe(10);
    expect((moved.body as FollowUpView).days[0].entries.find((e) => e.id === ubs.id)).toMatchObject({ outcome: 'entretien', employer: 'UBS' });
    for (const e of (moved.body as FollowUpView).days[0].entries) await t.request('DELETE', `/api/programme/follow-up/entries/${e.id}`, auth(client));
    expect(await profileOf(client)).toMatchObject({ progress_10j: 0, overall_progress: 0 });
  });

  it('keeps a daily note per day; a note alone does not count the day', async () => {
    const client = await t.asClient();
    const res = await t.request('PUT', '/api/programme/follow-up/days/3/note', { ...auth(client), body: { note: '  Relancer Migros lundi  ' } });
    expect(res.status).toBe(200);
    expect(res.body.days[2]).toMatchObject({ day: 3, note: 'Relancer Migros lundi', entries: [] });
    expect(res.body.progress).toBe(0);
    const cleared = await t.request('PUT', '/api/programme/follow-up/days/3/note', { ...auth(client), body: { note: '' } });
    expect(cleared.body.days[2].note).toBeNull();
    expect((await t.request('PUT', '/api/programme/follow-up/days/11/note', { ...auth(client), body: { note: 'x' } })).body.message).toBe(PROGRAMME_ERRORS.followUpDay);
  });

  it("one client's entries are invisible to another (404 on edit or delete, absent from the list)", async () => {
    const [owner, other] = [await t.asClient(), await t.asClient()];
    const view = (await t.request('POST', '/api/programme/follow-up/entries', { ...auth(owner), body: entry() })).body as FollowUpView;
    const id = view.days[0].entries[0].id;
    expect((await t.request('GET', '/api/programme/follow-up', auth(other))).body.days.flatMap((d: FollowUpView['days'][0]) => d.entries)).toEqual([]);
    expect(await t.request('PATCH', `/api/programme/follow-up/entries/${id}`, { ...auth(other), body: { employer: 'Volé' } })).toMatchObject({ status: 404, body: { message: API_ERRORS.notFound } });
    expect((await t.request('DELETE', `/api/programme/follow-up/entries/${id}`, auth(other))).status).toBe(404);
    expect((await t.request('GET', '/api/programme/follow-up', auth(owner))).body.days[0].entries[0]).toMatchObject({ id, employer: 'Nestlé SA' });
  });

  it('refuses malformed entries with a French 400', async () => {
    const client = await t.asClient();
    const post = (body: unknown) => t.request('POST', '/api/programme/follow-up/entries', { ...auth(client), body });
    expect((await post(entry({ day: 0 }))).body.message).toBe(PROGRAMME_ERRORS.followUpDay);
    expect((await post(entry({ day: 11 }))).body.message).toBe(PROGRAMME_ERRORS.followUpDay);
    expect((await post(entry({ applied_on: '2026-02-30' }))).body.message).toBe(PROGRAMME_ERRORS.appliedOn);
    expect((await post(entry({ applied_on: 'hier' }))).body.message).toBe(PROGRAMME_ERRORS.appliedOn);
    expect((await post(entry({ employer: '   ' }))).body.message).toBe(PROGRAMME_ERRORS.employerRequired);
    expect((await post(entry({ employer: 'x'.repeat(201) }))).body.message).toBe(PROGRAMME_ERRORS.employerMax);
    expect((await post(entry({ position: undefined }))).body.message).toBe(PROGRAMME_ERRORS.positionRequired);
    expect((await post(entry({ channel: 'pigeon' }))).body.message).toBe(PROGRAMME_ERRORS.channel);
    expect((await post(entry({ outcome: 'peut-être' }))).body.message).toBe(PROGRAMME_ERRORS.outcome);
    expect((await post(entry({ contact_person: 'x'.repeat(201) }))).body.message).toBe(PROGRAMME_ERRORS.contactPersonMax);
    expect((await post({ ...entry(), salary: 100000 })).body.message).toBe(VALIDATION.unknownFields(['salary']));
    const note = await t.request('PUT', '/api/programme/follow-up/days/1/note', { ...auth(client), body: { note: 'x'.repeat(2001) } });
    expect(note).toMatchObject({ status: 400, body: { message: PROGRAMME_ERRORS.noteMax } });
    expect((await t.request('GET', '/api/programme/follow-up', auth(client))).body.progress).toBe(0);
  });

  it('is behind the payment gate (402) and closed to other roles (403)', async () => {
    const [unpaid, coach] = [await t.asUnpaidClient(), await t.asCoach()];
    expect((await t.request('GET', '/api/programme/follow-up', auth(unpaid))).status).toBe(402);
    expect((await t.request('GET', '/api/programme/training', auth(unpaid))).status).toBe(402);
    expect((await t.request('POST', '/api/programme/follow-up/entries', { ...auth(unpaid), body: entry() })).status).toBe(402);
    expect((await t.request('GET', '/api/programme/follow-up/proof?month=2026-11', auth(unpaid))).status).toBe(402);
    expect((await t.request('GET', '/api/programme/follow-up', auth(coach))).status).toBe(403);
  });
});

describe('coach and axel read', () => {
  it("a coach reads its own clients' programme only; axel reads any", async () => {
    const [axel, coach, client, stranger] = [await t.asAxel(), await t.asCoach(), await t.asClient(), await t.asClient()];
    await t.request('POST', '/api/admin/assignments', { ...auth(axel), body: { accompagnateur_id: coach.user.id, client_id: client.user.id } });
    await t.request('POST', '/api/programme/follow-up/entries', { ...auth(client), body: entry({ day: 4 }) });

    const own = await t.request('GET', `/api/users/${client.user.id}/programme`, auth(coach));
    expect(own.status).toBe(200);
    expect(own.body.follow_up.progress).toBe(10);
    expect(own.body.follow_up.days[3].entries[0]).toMatchObject({ employer: 'Nestlé SA' });
    expect(own.body.training.days).toHaveLength(5);
    // Another coach's client answers exactly as an id nobody has.
    const absent = await t.request('GET', `/api/users/00000000-0000-4000-8000-000000000000/programme`, auth(coach));
    expect(absent).toMatchObject({ status: 404, body: { statusCode: 404, error: 'Not Found', message: API_ERRORS.notFound } });
    const notTheirs = await t.request('GET', `/api/users/${stranger.user.id}/programme`, auth(coach));
    expect({ status: notTheirs.status, body: notTheirs.body }).toEqual({ status: absent.status, body: absent.body });
    expect((await t.request('GET', `/api/users/${stranger.user.id}/programme`, auth(axel))).status).toBe(200);
    expect((await t.request('GET', `/api/users/00000000-0000-4000-8000-000000000000/programme`, auth(axel))).status).toBe(404);
    expect((await t.request('GET', `/api/users/${client.user.id}/programme`, auth(stranger))).status).toBe(403);
  });
});

describe('proof of job search PDF', () => {
  it("lists that month's applications, with the person, the month and the hand-in date", async () => {
    const client = await t.userWith('client', { hasPaid: true, email: `preuves-${Date.now()}@test.capsuisse.ch` });
    await t.request('PATCH', '/api/me', { ...auth(client), body: { first_name: 'Léa', last_name: 'Müller' } });
    await t.request('POST', '/api/programme/follow-up/entries', { ...auth(client), body: entry({ employer: 'Nestlé SA', position: 'Comptable', applied_on: '2025-11-03' }) });
    await t.request('POST', '/api/programme/follow-up/entries', { ...auth(client), body: entry({ day: 2, employer: 'Logitech', position: 'Analyste', channel: 'reseau', outcome: 'refus', refusal_reason: 'Profil trop junior', applied_on: '2025-11-28' }) });
    await t.request('POST', '/api/programme/follow-up/entries', { ...auth(client), body: entry({ day: 3, employer: 'Swatch', applied_on: '2025-12-01' }) });

    const res = await t.request('GET', '/api/programme/follow-up/proof?month=2025-11', auth(client));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${proofFileName('2025-11')}"`);
    const raw = await t.app.inject({ method: 'GET', url: '/api/programme/follow-up/proof?month=2025-11', headers: { authorization: `Bearer ${client.session.access_token}` } });
    const { text, total } = pdfText(raw.rawPayload);
    expect(total).toBe(1);
    for (const expected of ['Preuves des recherches personnelles effectuées en vue de trouver un emploi', 'Müller', 'Léa', 'novembre 2025', 'Nestlé SA', 'Comptable', '03.11.2025', 'Logitech', 'Analyste', '28.11.2025', 'Refus : Profil trop junior', '5 décembre 2025', 'Signature']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Swatch');
  });

  it('continues on a second page with the header repeated from the 21st application', async () => {
    const client = await t.asClient();
    for (let i = 1; i <= 21; i++) {
      await t.request('POST', '/api/programme/follow-up/entries', { ...auth(client), body: entry({ day: (i % 10) + 1, employer: `Employeur ${i}`, applied_on: `2025-10-${String(i).padStart(2, '0')}` }) });
    }
    const raw = await t.app.inject({ method: 'GET', url: '/api/programme/follow-up/proof?month=2025-10', headers: { authorization: `Bearer ${client.session.access_token}` } });
    const { text, total } = pdfText(raw.rawPayload);
    expect(total).toBe(2);
    expect(text.split('Preuves des recherches personnelles').length - 1).toBe(2);
    expect(text).toContain('Employeur 21');
    expect(text).toContain('Page 2 / 2');
  });

  it('refuses a malformed month (French 400)', async () => {
    const client = await t.asClient();
    for (const month of ['2026-13', 'novembre', '']) {
      expect(await t.request('GET', `/api/programme/follow-up/proof?month=${month}`, auth(client))).toMatchObject({ status: 400, body: { message: PROGRAMME_ERRORS.month } });
    }
    expect((await t.request('GET', '/api/programme/follow-up/proof', auth(client))).body.message).toBe(PROGRAMME_ERRORS.month);
  });
});

it("account deletion removes the client's programme rows", async () => {
  const [axel, client] = [await t.asAxel(), await t.asClient()];
  const training = (await t.request('GET', '/api/programme/training', auth(client))).body as TrainingView;
  await t.request('PUT', `/api/programme/training/exercises/${training.days[0].exercises[0].id}`, { ...auth(client), body: { done: true } });
  await t.request('POST', '/api/programme/follow-up/entries', { ...auth(client), body: entry() });
  await t.request('PUT', '/api/programme/follow-up/days/1/note', { ...auth(client), body: { note: 'Bonne journée' } });
  const count = async () => {
    const [row] = await t.rows<{ n: number }>(
      `select (select count(*) from training_ticks where user_id = ?) + (select count(*) from follow_up_entries where user_id = ?) + (select count(*) from follow_up_notes where user_id = ?) as n`,
      [client.user.id, client.user.id, client.user.id],
    );
    return Number(row.n);
  };
  expect(await count()).toBe(3);
  expect((await t.request('DELETE', `/api/admin/users/${client.user.id}`, auth(axel))).status).toBeLessThan(300);
  expect(await count()).toBe(0);
});
