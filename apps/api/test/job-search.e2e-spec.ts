import { API_ERRORS, JOB_SEARCH_ERRORS, type JobSearchLog, type JobSearchMonth, PROGRAMME_ERRORS, proofCsvFileName, zurichDate } from '@capsuisse/contracts';
import { ReminderJobs } from '@capsuisse/server-reminders';
import { pdfText } from './files';
import { TestApp } from './harness';
import { REMINDER_TEXTS } from '@capsuisse/server-core';

type Who = Awaited<ReturnType<TestApp['userWith']>>;

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t?.close());

const auth = (who: Who) => ({ token: who.session.access_token });
/** Zurich wall-clock time in winter (UTC+1). */
const zurich = (local: string) => new Date(`${local}:00+01:00`);
const setClock = (local: string) => t.clock.advance(zurich(local).getTime() - t.clock.now().getTime());

const sent = (overrides: Record<string, unknown> = {}) => ({
  applied_on: '2026-02-03',
  employer: 'Nestlé SA',
  employer_address: 'Avenue Nestlé 55, 1800 Vevey',
  position: 'Comptable',
  channel: 'email',
  contact_person: 'Mme Dupont',
  contact_phone: '+41 21 924 11 11',
  workload_percent: 80,
  assigned_by_orp: true,
  outcome: 'en_attente',
  ...overrides,
});
const log = async (who: Who) => (await t.request('GET', '/api/programme/applications', auth(who))).body as JobSearchLog;
const add = (who: Who, body: unknown) => t.request('POST', '/api/programme/applications', { ...auth(who), body });

describe('the job-search log', () => {
  it('keeps every column of the form, an offer to apply to without a date, and counts the month against the target', async () => {
    setClock('2026-02-20T10:00');
    const client = await t.asClient();
    const created = await add(client, sent());
    expect(created.status).toBe(201);
    // An offer noted before applying: no date (one sent along is dropped) and in no month's count.
    await add(client, sent({ outcome: 'a_postuler', applied_on: '2026-02-10', employer: 'Logitech', assigned_by_orp: false, workload_percent: undefined }));
    await add(client, sent({ applied_on: '2026-01-30', employer: 'Swatch' }));
    const body = await log(client);
    expect(body.applications.map((a) => [a.employer, a.outcome, a.applied_on])).toEqual([
      ['Logitech', 'a_postuler', null],
      ['Nestlé SA', 'en_attente', '2026-02-03'],
      ['Swatch', 'en_attente', '2026-01-30'],
    ]);
    expect(body.applications[1]).toMatchObject({
      day: null,
      employer_address: 'Avenue Nestlé 55, 1800 Vevey',
      contact_phone: '+41 21 924 11 11',
      workload_percent: 80,
      assigned_by_orp: true,
      refusal_reason: null,
      follow_up_on: null,
    });
    expect(body.applications[0].workload_percent).toBe(100);
    expect(body.month).toEqual({ month: '2026-02', count: 1, target: 10, proof_downloaded_at: null });
    // The 10-day campaign shows its own days only: these are outside it.
    expect((await t.request('GET', '/api/programme/follow-up', auth(client))).body.days.flatMap((d: { entries: unknown[] }) => d.entries)).toEqual([]);
  });

  it('moves an application through the stages; sent from "à postuler" it is dated today, a refusal keeps its reason', async () => {
    setClock('2026-02-20T10:00');
    const client = await t.asClient();
    const offer = ((await add(client, sent({ outcome: 'a_postuler', applied_on: undefined }))).body as JobSearchLog).applications[0];
    const patch = (id: string, body: unknown) => t.request('PATCH', `/api/programme/applications/${id}`, { ...auth(client), body });
    const moved = ((await patch(offer.id, { outcome: 'en_attente' })).body as JobSearchLog).applications[0];
    expect(moved).toMatchObject({ outcome: 'en_attente', applied_on: zurichDate(t.clock.now()) });
    expect(((await patch(offer.id, { outcome: 'entretien', follow_up_on: '2026-02-27' })).body as JobSearchLog).applications[0]).toMatchObject({ outcome: 'entretien', follow_up_on: '2026-02-27' });
    const refused = ((await patch(offer.id, { outcome: 'refus', refusal_reason: 'Poste pourvu en interne' })).body as JobSearchLog).applications[0];
    expect(refused).toMatchObject({ outcome: 'refus', refusal_reason: 'Poste pourvu en interne', applied_on: '2026-02-20' });
    // Back to "à postuler" (not a campaign entry): its date goes.
    expect(((await patch(offer.id, { outcome: 'a_postuler' })).body as JobSearchLog).applications[0]).toMatchObject({ outcome: 'a_postuler', applied_on: null });
    expect((await t.request('DELETE', `/api/programme/applications/${offer.id}`, auth(client))).body.applications).toEqual([]);
  });

  it('a campaign entry is an application of the log: the board edits it, it cannot go back to "à postuler"', async () => {
    setClock('2026-02-20T10:00');
    const client = await t.asClient();
    await t.request('POST', '/api/programme/follow-up/entries', { ...auth(client), body: { ...sent(), day: 2 } });
    const [entry] = (await log(client)).applications;
    expect(entry.day).toBe(2);
    const back = await t.request('PATCH', `/api/programme/applications/${entry.id}`, { ...auth(client), body: { outcome: 'a_postuler' } });
    expect(back).toMatchObject({ status: 400, body: { message: PROGRAMME_ERRORS.notYetSentInCampaign } });
    await t.request('PATCH', `/api/programme/applications/${entry.id}`, { ...auth(client), body: { outcome: 'offre' } });
    const followUp = (await t.request('GET', '/api/programme/follow-up', auth(client))).body;
    expect(followUp.progress).toBe(10);
    expect(followUp.days[1].entries[0]).toMatchObject({ id: entry.id, outcome: 'offre', workload_percent: 80 });
  });

  it('refuses bad input with a French 400 and changes nothing; another client’s application is absent', async () => {
    setClock('2026-02-20T10:00');
    const [client, other] = [await t.asClient(), await t.asClient()];
    await add(client, sent());
    const before = await log(client);
    const cases: [Record<string, unknown>, string][] = [
      [sent({ applied_on: '2026-02-21' }), PROGRAMME_ERRORS.appliedFuture],
      [sent({ applied_on: undefined }), PROGRAMME_ERRORS.appliedRequired],
      [sent({ workload_percent: 101 }), PROGRAMME_ERRORS.workload],
      [sent({ workload_percent: 0 }), PROGRAMME_ERRORS.workload],
      [sent({ workload_percent: 50.5 }), PROGRAMME_ERRORS.workload],
      [sent({ employer: '  ' }), PROGRAMME_ERRORS.employerRequired],
      [sent({ assigned_by_orp: 'oui' }), PROGRAMME_ERRORS.assignedByOrp],
      [sent({ follow_up_on: '2026-02-30' }), PROGRAMME_ERRORS.followUpOn],
      [sent({ refusal_reason: 'x'.repeat(501) }), PROGRAMME_ERRORS.refusalReasonMax],
      [sent({ contact_phone: '1'.repeat(41) }), PROGRAMME_ERRORS.contactPhoneMax],
      [sent({ outcome: 'peut-être' }), PROGRAMME_ERRORS.outcome],
      [sent({ day: 11 }), PROGRAMME_ERRORS.followUpDay],
    ];
    for (const [body, message] of cases) expect(await add(client, body)).toMatchObject({ status: 400, body: { message } });
    const [mine] = before.applications;
    expect(await t.request('PATCH', `/api/programme/applications/${mine.id}`, { ...auth(client), body: { applied_on: '2026-03-01' } })).toMatchObject({ status: 400, body: { message: PROGRAMME_ERRORS.appliedFuture } });
    expect(await log(client)).toEqual(before);

    expect(await t.request('PATCH', `/api/programme/applications/${mine.id}`, { ...auth(other), body: { employer: 'Volé' } })).toMatchObject({ status: 404, body: { message: API_ERRORS.notFound } });
    expect((await t.request('DELETE', `/api/programme/applications/${mine.id}`, auth(other))).status).toBe(404);
    expect((await log(other)).applications).toEqual([]);
    expect(await log(client)).toEqual(before);
  });

  it('is behind the payment gate and closed to other roles', async () => {
    const [unpaid, coach] = [await t.asUnpaidClient(), await t.asCoach()];
    expect((await t.request('GET', '/api/programme/applications', auth(unpaid))).status).toBe(402);
    expect((await add(unpaid, sent())).status).toBe(402);
    expect((await t.request('GET', '/api/programme/follow-up/proof.csv?month=2026-01', auth(unpaid))).status).toBe(402);
    expect((await t.request('GET', '/api/programme/applications', auth(coach))).status).toBe(403);
  });
});

describe('the monthly target', () => {
  it('is set by the client’s coach or axel (audited), refused to anyone else, and shown to both', async () => {
    setClock('2026-02-20T10:00');
    const [axel, coach, stranger, client] = [await t.asAxel(), await t.asCoach(), await t.asCoach(), await t.asClient()];
    await t.request('POST', '/api/admin/assignments', { ...auth(axel), body: { accompagnateur_id: coach.user.id, client_id: client.user.id } });
    await add(client, sent());
    const set = (who: Who, target: unknown, id = client.user.id) => t.request('PUT', `/api/users/${id}/job-search/target`, { ...auth(who), body: { target } });

    const res = await set(coach, 12);
    expect(res.status).toBe(200);
    expect(res.body as JobSearchMonth).toEqual({ month: '2026-02', count: 1, target: 12, proof_downloaded_at: null });
    expect((await log(client)).month.target).toBe(12);
    expect((await t.request('GET', `/api/users/${client.user.id}/programme`, auth(coach))).body.job_search.month).toMatchObject({ count: 1, target: 12 });
    const [audit] = await t.rows<{ details: { before: number; after: number } }>(`select details from audit_log where action = 'job_search.target' and actor_id = ?`, [coach.user.id]);
    expect(audit.details).toEqual({ before: 10, after: 12 });

    for (const bad of [0, 31, 10.5, 'dix']) expect(await set(coach, bad)).toMatchObject({ status: 400, body: { message: JOB_SEARCH_ERRORS.target } });
    expect(await set(stranger, 8)).toMatchObject({ status: 404, body: { message: API_ERRORS.notFound } });
    expect((await set(client, 1)).status).toBe(403);
    expect((await set(axel, 9)).status).toBe(200);
    expect((await log(client)).month.target).toBe(9);
  });
});

describe('the monthly proof', () => {
  const download = (who: Who, month: string, ext: 'pdf' | 'csv') =>
    t.app.inject({ method: 'GET', url: `/api/programme/follow-up/proof${ext === 'csv' ? '.csv' : ''}?month=${month}`, headers: { authorization: `Bearer ${who.session.access_token}` } });

  it('as PDF and CSV: every column of the form, one line per application sent that month, the ORP number and the target', async () => {
    setClock('2026-03-02T09:00');
    const client = await t.userWith('client', { hasPaid: true, email: `orp-${Date.now()}@test.capsuisse.ch` });
    await t.request('PATCH', '/api/me', { ...auth(client), body: { first_name: 'Léa', last_name: 'Müller' } });
    expect((await t.request('PUT', '/api/programme/job-search/orp-number', { ...auth(client), body: { orp_number: 'VD-756.1234' } })).body.orp_number).toBe('VD-756.1234');
    await add(client, sent({ applied_on: '2026-02-03' }));
    await add(client, sent({ applied_on: '2026-02-17', employer: '=HYPERLINK("http://x")', employer_address: null, position: 'Analyste; finances', channel: 'telephone', workload_percent: 100, assigned_by_orp: false, outcome: 'refus', refusal_reason: 'Poste pourvu' }));
    await add(client, sent({ applied_on: '2026-02-25', employer: 'Migros', channel: 'en_personne', outcome: 'engage' }));
    await add(client, sent({ applied_on: '2026-03-01', employer: 'Swatch' }));
    await add(client, sent({ outcome: 'a_postuler', applied_on: undefined, employer: 'Roche' }));

    const pdf = await download(client, '2026-02', 'pdf');
    expect(pdf.statusCode).toBe(200);
    const { text, total } = pdfText(pdf.rawPayload);
    expect(total).toBe(1);
    const flat = text.replace(/\s+/g, ' ');
    for (const header of ['N°', 'Date', 'Entreprise, adresse', 'Personne de contact, téléphone', 'Poste', "Taux d'occupation", 'Mode de candidature', "Assigné par l'ORP", 'Résultat']) {
      expect(flat).toContain(header);
    }
    for (const expected of ['Müller', 'Léa', 'VD-756.1234', 'février 2026', '03.02.2026', 'Nestlé SA, Avenue Nestlé 55, 1800 Vevey', 'Mme Dupont, +41 21 924 11 11', 'Temps partiel (80 %)', 'Électronique', 'Oui', 'En attente', 'Plein temps', 'Téléphone', 'Non', 'Refus : Poste pourvu', 'Migros', 'Personnelle', 'Engagement', '5 mars 2026', 'Page 1 / 1']) {
      expect(flat).toContain(expected);
    }
    expect(flat).not.toContain('Swatch');
    expect(flat).not.toContain('Roche');

    const csv = await download(client, '2026-02', 'csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="${proofCsvFileName('2026-02')}"`);
    const lines = csv.payload.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe("N°;Date;Entreprise, adresse;Personne de contact, téléphone;Poste;Taux d'occupation;Mode de candidature;Assigné par l'ORP;Résultat");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe('1;03.02.2026;Nestlé SA, Avenue Nestlé 55, 1800 Vevey;Mme Dupont, +41 21 924 11 11;Comptable;Temps partiel (80 %);Électronique;Oui;En attente');
    // A cell a spreadsheet would run as a formula is written as text; one holding the separator is quoted.
    expect(lines[2]).toBe(`2;17.02.2026;"'=HYPERLINK(""http://x"")";Mme Dupont, +41 21 924 11 11;"Analyste; finances";Plein temps;Téléphone;Non;Refus : Poste pourvu`);
    expect(lines[3]).toMatch(/^3;25\.02\.2026;Migros.*;Engagement$/);

    // The download is recorded (the reminders of the 1st–3rd stop).
    expect((await log(client)).month).toMatchObject({ month: '2026-03', count: 1, proof_downloaded_at: null });
    const [proof] = await t.rows<{ month: string }>(`select month from job_search_proofs where user_id = ?`, [client.user.id]);
    expect(proof.month).toBe('2026-02');
  });

  it('40 applications make two pages with the header repeated; a month without any application sent is refused', async () => {
    setClock('2026-03-02T09:00');
    const client = await t.asClient();
    for (let i = 0; i < 40; i++) await add(client, sent({ applied_on: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`, employer: `Employeur ${i + 1}` }));
    const { text, total } = pdfText((await download(client, '2026-01', 'pdf')).rawPayload);
    expect(total).toBe(2);
    expect(text.split('Preuves des recherches personnelles').length - 1).toBe(2);
    expect(text).toContain('Page 2 / 2');
    for (let i = 1; i <= 40; i++) expect(text).toContain(`Employeur ${i}\n`.trim());
    for (const ext of ['pdf', 'csv'] as const) {
      const empty = await download(client, '2025-12', ext);
      expect({ status: empty.statusCode, message: empty.json().message }).toEqual({ status: 400, message: JOB_SEARCH_ERRORS.emptyMonth });
    }
    expect(await t.rows(`select month from job_search_proofs where user_id = ? and month = '2025-12'`, [client.user.id])).toEqual([]);
  });
});

describe('reminders', () => {
  const due = () => t.inContext(() => t.app.get(ReminderJobs).due('reminder_job_search', 25, t.clock.now()));
  const mine = async (who: Who) => (await due()).filter((e) => e.subjectId === who.user.id);
  const tellAll = async () => {
    for (const event of await due()) await t.inContext(() => t.app.get(ReminderJobs).tell(event));
  };

  it('on the 25th under the target, to the client and the coach, once; on the 1st–3rd until the proof is downloaded', async () => {
    setClock('2026-03-20T10:00');
    const [axel, coach, client, onTarget] = [await t.asAxel(), await t.asCoach(), await t.asClient(), await t.asClient()];
    await t.request('POST', '/api/admin/assignments', { ...auth(axel), body: { accompagnateur_id: coach.user.id, client_id: client.user.id } });
    await t.request('PUT', `/api/users/${client.user.id}/job-search/target`, { ...auth(coach), body: { target: 3 } });
    await t.request('PUT', `/api/users/${onTarget.user.id}/job-search/target`, { ...auth(axel), body: { target: 1 } });
    await add(client, sent({ applied_on: '2026-03-10' }));
    await add(onTarget, sent({ applied_on: '2026-03-11' }));

    // Before the 25th: nothing.
    expect(await mine(client)).toEqual([]);
    setClock('2026-03-25T09:00');
    const below = await mine(client);
    expect(below.map((e) => [e.userId, e.title, e.link])).toEqual([
      [client.user.id, REMINDER_TEXTS.jobSearch.belowTitle, '/recherches'],
      [coach.user.id, REMINDER_TEXTS.jobSearch.belowTitle, '/accompagnateur-dashboard'],
    ]);
    expect(below[0].body).toBe(REMINDER_TEXTS.jobSearch.belowToClient(1, 3, 'mars 2026'));
    expect(await mine(onTarget)).toEqual([]);
    // Applications outside the campaign start no 10-day campaign (nor its daily reminders).
    const campaign = await t.inContext(() => t.app.get(ReminderJobs).due('reminder_follow_up', 8, t.clock.now()));
    expect(campaign.filter((e) => e.subjectId === client.user.id)).toEqual([]);
    await tellAll();
    // Days later, with a session of the day.
    const bell = async (who: Who) => ((await t.request('GET', '/api/notifications', { token: (await t.newSession(who.user)).access_token })).body.items as { kind: string; title: string }[]).filter((n) => n.kind === 'reminder_job_search');
    expect((await bell(client)).map((n) => n.title)).toEqual([REMINDER_TEXTS.jobSearch.belowTitle]);
    // Told once a month: the next scans find it told.
    setClock('2026-03-26T09:00');
    await tellAll();
    expect(await bell(client)).toHaveLength(1);

    // The 1st–3rd of April: March's proof not downloaded; on the 4th, or once downloaded, no more.
    setClock('2026-04-01T09:00');
    const proof = (await mine(client)).filter((e) => e.title === REMINDER_TEXTS.jobSearch.proofTitle);
    expect(proof.map((e) => [e.userId, e.body])).toEqual([
      [client.user.id, REMINDER_TEXTS.jobSearch.proofToClient('mars 2026', '5 avril 2026')],
      [coach.user.id, expect.stringContaining('mars 2026')],
    ]);
    await tellAll();
    setClock('2026-04-02T09:00');
    expect((await mine(client)).map((e) => e.eventKey)).toEqual([`job-search-proof:${client.user.id}:2026-03:2`, `job-search-proof:${client.user.id}:2026-03:2`]);
    await t.app.inject({ method: 'GET', url: '/api/programme/follow-up/proof.csv?month=2026-03', headers: { authorization: `Bearer ${(await t.newSession(client.user)).access_token}` } });
    expect(await mine(client)).toEqual([]);
    setClock('2026-04-04T09:00');
    expect(await mine(onTarget)).toEqual([]);
    setClock('2026-04-03T09:00');
    expect((await mine(onTarget)).map((e) => e.eventKey)).toEqual([`job-search-proof:${onTarget.user.id}:2026-03:3`]);
  });
});
