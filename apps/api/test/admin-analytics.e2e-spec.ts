import { ADMIN_ERRORS, type AdminAnalytics, type DocumentDto, TOASTS } from '@capsuisse/contracts';
import { PDF, PNG } from './files';
import { TestApp } from './harness';

// Real files by their first bytes: what the upload's content check reads.
const HOUR = 3600_000;
const DAY = 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t?.close());

type User = Awaited<ReturnType<TestApp['userWith']>>;
// The test moves the clock by days: every call gets a session started now (access tokens last 15 minutes).
const token = async (u: User) => (await t.newSession(u.user)).access_token;

/** The Monday (`YYYY-MM-DD`) of the Zurich week holding `at`. */
function mondayOf(at: string | Date): string {
  const local = new Date(at).toLocaleDateString('en-CA', { timeZone: 'Europe/Zurich' });
  const day = new Date(`${local}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}
const hoursBetween = (from: string, to: string) => (new Date(to).getTime() - new Date(from).getTime()) / HOUR;
const oneDecimal = (x: number) => Math.round(x * 10) / 10;

it('answers 403 to a recruiter and a French 400 to a bad period', async () => {
  const [recruiter, axel] = await Promise.all([t.asRecruiter(), t.asAxel()]);
  expect(await t.request('GET', '/api/admin/analytics', { token: await token(recruiter) })).toMatchObject({ status: 403, body: { message: TOASTS.axelDenied.description } });
  for (const weeks of ['0', '53', 'abc', '1.5']) {
    expect(await t.request('GET', `/api/admin/analytics?weeks=${weeks}`, { token: await token(axel) })).toMatchObject({ status: 400, body: { message: ADMIN_ERRORS.weeks } });
  }
});

it('computes the funnel per sign-up week, review times against the deadline and each coach load', async () => {
  const axel = await t.asAxel();
  const coachA = await t.userWith('accompagnateur', { email: 'a-coach@test.capsuisse.ch' });
  const coachB = await t.userWith('accompagnateur', { email: 'b-coach@test.capsuisse.ch' });
  const done = await t.userWith('client', { hasPaid: true }); // all three documents validated, training done
  const housing = await t.userWith('client_se_loger', { hasPaid: true }); // one document overdue, one waiting
  await t.userWith('client'); // signed up, never paid
  const skipped = await t.userWith('client', { hasPaid: true }); // progress at 100 without validated documents
  for (const client of [done, housing]) {
    const res = await t.request('POST', '/api/admin/assignments', { token: await token(axel), body: { accompagnateur_id: coachA.user.id, client_id: client.user.id } });
    expect(res.status).toBe(204);
  }
  await t.rows('update profiles set progress_5j = 100 where user_id = ?', [done.user.id]);
  await t.rows('update profiles set progress_5j = 100, progress_10j = 100 where user_id = ?', [skipped.user.id]);

  const upload = async (s: User, type: string, content: Buffer) => {
    const res = await t.upload(await token(s), type, content);
    expect(res.status).toBe(201);
    return res.body as DocumentDto;
  };
  const validate = async (doc: DocumentDto) => {
    const res = await t.request('POST', `/api/documents/${doc.id}/validate`, { token: await token(coachA) });
    expect(res.status).toBe(200);
    return res.body as DocumentDto;
  };
  const cv = await upload(done, 'cv', PDF);
  const form = await upload(done, 'formulaire', PDF);
  const photo = await upload(done, 'photo', PNG);
  const overdue = await upload(housing, 'cv', PDF);

  // On time: reviewed an hour after the upload. Late: 10 and 11 days after (48 working hours is at most a week).
  t.clock.advance(HOUR);
  const cvDone = await validate(cv);
  t.clock.advance(10 * DAY);
  const formDone = await validate(form);
  t.clock.advance(DAY);
  const photoDone = await validate(photo);
  t.clock.advance(DAY);
  await upload(housing, 'formulaire', PDF); // waiting, within its deadline

  const res = await t.request('GET', '/api/admin/analytics?weeks=12', { token: await token(axel) });
  expect(res.status).toBe(200);
  const body = res.body as AdminAnalytics;
  expect(body.weeks).toBe(12);

  // Funnel: 12 weeks, the current one last; the four clients signed up in the first test week.
  const signUpWeek = mondayOf(cv.created_at);
  expect(body.funnel.weeks).toHaveLength(12);
  expect(body.funnel.weeks[11].week).toBe(mondayOf(t.clock.now()));
  expect(mondayOf(body.from)).toBe(body.funnel.weeks[0].week);
  const cohort = { signed_up: 4, paid: 3, documents_validated: 1, training_done: 1, follow_up_done: 0 };
  expect(body.funnel.weeks.filter((w) => w.signed_up > 0)).toEqual([{ week: signUpWeek, ...cohort }]);
  expect(body.funnel.totals).toEqual(cohort);

  // Reviews: one on time, two late; the median is the middle of the three upload → review times.
  const reviewed = [cvDone, formDone, photoDone];
  const times = reviewed.map((d) => hoursBetween(d.created_at, d.reviewed_at as string)).sort((a, b) => a - b);
  expect(body.reviews).toMatchObject({ reviewed: 3, on_time: 1, on_time_percent: 33, median_hours: oneDecimal(times[1]), pending_overdue: 1, late_total: 3 });
  const perWeek = new Map<string, { on_time: number; late: number }>();
  for (const d of reviewed) {
    const week = perWeek.get(mondayOf(d.reviewed_at as string)) ?? { on_time: 0, late: 0 };
    if (d === cvDone) week.on_time += 1;
    else week.late += 1;
    perWeek.set(mondayOf(d.reviewed_at as string), week);
  }
  expect(body.reviews.weeks).toHaveLength(12);
  expect(body.reviews.weeks.filter((w) => w.on_time + w.late > 0)).toEqual([...perWeek].map(([week, n]) => ({ week, ...n })).sort((a, b) => a.week.localeCompare(b.week)));

  // Late: the pending document first (still running), then the photo (a day later than the form).
  expect(body.reviews.late.map((l) => [l.document_id, l.type, l.client_email, l.coach_emails, l.reviewed_at])).toEqual([
    [overdue.id, 'cv', housing.user.email, [coachA.user.email], null],
    [photo.id, 'photo', done.user.email, [coachA.user.email], photoDone.reviewed_at],
    [form.id, 'formulaire', done.user.email, [coachA.user.email], formDone.reviewed_at],
  ]);
  const [pending, latePhoto, lateForm] = body.reviews.late;
  expect(pending).toMatchObject({ uploaded_at: overdue.created_at, deadline: overdue.validation_deadline });
  expect(pending.hours_late).toBeGreaterThan(hoursBetween(overdue.validation_deadline as string, photoDone.reviewed_at as string));
  expect(latePhoto).toMatchObject({ uploaded_at: photo.created_at, deadline: photo.validation_deadline, hours_late: oneDecimal(hoursBetween(photo.validation_deadline as string, photoDone.reviewed_at as string)) });
  expect(lateForm.hours_late).toBe(oneDecimal(hoursBetween(form.validation_deadline as string, formDone.reviewed_at as string)));

  // No call yet: the four sign-ups stop at the first step.
  expect(body.calls).toEqual({ funnel: { signed_up: 4, first_call_booked: 0, first_call_held: 0, paid: 0 }, no_show: { held: 0, missed: 0, no_show_percent: null }, coaches: [] });

  // Coaches: the busiest first; the one with no client still listed.
  expect(body.coaches).toEqual([
    { coach_id: coachA.user.id, coach_email: coachA.user.email, clients: 2, documents_waiting: 2, overdue: 1 },
    { coach_id: coachB.user.id, coach_email: coachB.user.email, clients: 0, documents_waiting: 0, overdue: 0 },
  ]);
});

it('leaves out what is older than the period and answers zeros when there is nothing', async () => {
  const axel = await t.asAxel();
  // Three weeks on: the first test's sign-ups and reviews fall outside a two-week period.
  t.clock.advance(21 * DAY);
  const body = (await t.request('GET', '/api/admin/analytics?weeks=2', { token: await token(axel) })).body as AdminAnalytics;
  expect(body.funnel.weeks.map((w) => w.signed_up)).toEqual([0, 0]);
  expect(body.funnel.totals).toEqual({ signed_up: 0, paid: 0, documents_validated: 0, training_done: 0, follow_up_done: 0 });
  expect(body.reviews).toMatchObject({ reviewed: 0, on_time: 0, on_time_percent: null, median_hours: null, pending_overdue: 2, late_total: 2 });
  expect(body.reviews.weeks).toEqual(body.funnel.weeks.map((w) => ({ week: w.week, on_time: 0, late: 0 })));
  expect(body.calls).toEqual({ funnel: { signed_up: 0, first_call_booked: 0, first_call_held: 0, paid: 0 }, no_show: { held: 0, missed: 0, no_show_percent: null }, coaches: [] });
  // Pending documents past their deadline stay listed whatever their upload date.
  expect(body.reviews.late.map((l) => [l.type, l.reviewed_at])).toEqual([
    ['cv', null],
    ['formulaire', null],
  ]);
});

it("issue 31: the first call's funnel (sign-up → booked → held → paid) and the no-show rate, overall and per coach", async () => {
  const axel = await t.asAxel();
  // A Thursday noon in Zurich, months on: the earlier tests' sign-ups fall outside this one-week period (from Monday).
  t.clock.advance(new Date('2027-06-10T12:00:00+02:00').getTime() - t.clock.now().getTime());
  const [coachA, coachB] = await Promise.all([t.userWith('accompagnateur', { email: 'calls-a@test.capsuisse.ch' }), t.userWith('accompagnateur', { email: 'calls-b@test.capsuisse.ch' })]);
  const [paidHeld, held, missed, booked, cancelled] = await Promise.all([
    t.userWith('client', { hasPaid: true }),
    t.userWith('client'),
    t.userWith('client_se_loger'),
    t.userWith('client'),
    t.userWith('client'),
  ]);
  await t.userWith('client'); // signed up, no call
  const now = t.clock.now().getTime();
  let slot = 0;
  /** A call of the coach that started `hoursAgo` ago (negative: to come), 30 minutes long. */
  const call = async (coach: User, client: User, kind: 'first_call' | 'session', status: string, hoursAgo: number) => {
    const start = new Date(now - hoursAgo * HOUR + slot++ * 31 * 60_000);
    await t.rows('insert into call_bookings (id, kind, coach_id, client_id, starts_at, ends_at, status, created_at, updated_at) values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?)', [
      kind, coach.user.id, client.user.id, start.toISOString(), new Date(start.getTime() + 30 * 60_000).toISOString(), status, new Date(now).toISOString(), new Date(now).toISOString(),
    ]);
  };
  await call(coachA, paidHeld, 'first_call', 'held', 48);
  await call(coachA, held, 'first_call', 'held', 30);
  await call(coachB, missed, 'first_call', 'missed', 30);
  await call(coachB, booked, 'first_call', 'booked', -24);
  await call(coachB, cancelled, 'first_call', 'cancelled', -24);
  // Sessions count in the no-show rate too; one of the paid client's before the period does not.
  await call(coachA, paidHeld, 'session', 'missed', 20);
  await call(coachB, paidHeld, 'session', 'missed', 10);
  await call(coachA, paidHeld, 'session', 'held', 20 * 24);

  const body = (await t.request('GET', '/api/admin/analytics?weeks=1', { token: await token(axel) })).body as AdminAnalytics;
  expect(body.calls.funnel).toEqual({ signed_up: 6, first_call_booked: 4, first_call_held: 2, paid: 1 });
  // 2 held, 3 missed in the period: 60 %; coach B (2 missed of 2) first.
  expect(body.calls.no_show).toEqual({ held: 2, missed: 2 + 1, no_show_percent: 60 });
  expect(body.calls.coaches).toEqual([
    { coach_id: coachB.user.id, coach_email: coachB.user.email, held: 0, missed: 2, no_show_percent: 100 },
    { coach_id: coachA.user.id, coach_email: coachA.user.email, held: 2, missed: 1, no_show_percent: 33 },
  ]);
});
