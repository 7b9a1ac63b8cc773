import { CALL_ERRORS, type CallDto, type CallSlotsDto, slotList } from '@capsuisse/contracts';
import type { Account } from '@capsuisse/server-auth';
import { CallsService } from '@capsuisse/server-calls';
import { TestApp } from './harness';

// Issue 31: availability, free slots and bookings, on Geneva's holidays (CANTON=GE). Zurich is UTC+1 until
// 28 March 2027 02:00, UTC+2 until 31 October 03:00, UTC+1 again after.
let t: TestApp;
let axel: Account;

beforeAll(async () => {
  t = await TestApp.start({ CANTON: 'GE' });
  axel = (await t.asAxel()).user;
}, 180_000);
afterAll(async () => {
  await t?.close();
});
// Each test's coach is the only one taking first calls.
beforeEach(() => t.write('update coach_availability set takes_first_calls = false'));

const offsetOf = (local: string) => (local >= '2027-03-28T02:00' && local < '2027-10-31T03:00' ? '+02:00' : '+01:00');
/** A Zurich wall time, `YYYY-MM-DDTHH:mm`, as an instant. */
const zurich = (local: string) => new Date(`${local}:00${offsetOf(local)}`);
function setClock(local: string): void {
  t.clock.advance(zurich(local).getTime() - t.clock.now().getTime());
}
/** An instant as Zurich wall time, `YYYY-MM-DD HH:mm`. */
const wall = (iso: string) => new Date(iso).toLocaleString('sv-SE', { timeZone: 'Europe/Zurich' }).slice(0, 16);
const token = async (user: Account) => (await t.newSession(user)).access_token;

const WEEK = [1, 2, 3, 4, 5, 6, 7];
const every = (start: string, end: string, days = WEEK) => days.map((weekday) => ({ weekday, start, end }));

/** A coach with these hours, taking first calls. */
async function coachWith(weekly: { weekday: number; start: string; end: string }[], exceptions: unknown[] = []): Promise<{ coach: Account; coachToken: string }> {
  const { user: coach, session } = await t.asCoach();
  const res = await t.request('PUT', '/api/coach/availability', { token: session.access_token, body: { video_url: 'https://meet.example.ch/coach', weekly, exceptions } });
  expect(res.status).toBe(200);
  expect((await t.request('PUT', `/api/admin/coaches/${coach.id}/first-calls`, { token: await token(axel), body: { enabled: true } })).status).toBe(200);
  return { coach, coachToken: session.access_token };
}

async function assign(coach: Account, client: Account): Promise<void> {
  expect((await t.request('POST', '/api/admin/assignments', { token: await token(axel), body: { accompagnateur_id: coach.id, client_id: client.id } })).status).toBe(204);
}

const firstCallSlots = async (tok: string) => slotList((await t.request<CallSlotsDto>('GET', '/api/calls/first-call/slots', { token: tok })).body);

describe('availability', () => {
  it('round-trips for the coach and for axel, audited; bad input is a French 400 that changes nothing', async () => {
    const { user: coach, session } = await t.asCoach();
    const body = {
      video_url: 'https://zoom.us/j/123456789',
      weekly: [
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 2, start: '14:00', end: '17:30' },
        { weekday: 4, start: '08:30', end: '11:00' },
      ],
      exceptions: [
        { date: '2027-03-16', closed: true },
        { date: '2027-03-20', closed: false, start: '10:00', end: '12:00' },
      ],
    };
    const put = await t.request('PUT', '/api/coach/availability', { token: session.access_token, body });
    expect(put.status).toBe(200);
    const got = await t.request('GET', '/api/coach/availability', { token: session.access_token });
    expect(got.body).toMatchObject({ coach_id: coach.id, takes_first_calls: false, ...body });
    expect((await t.request('GET', `/api/admin/coaches/${coach.id}/availability`, { token: await token(axel) })).body).toEqual(got.body);

    const refusals: [unknown, string][] = [
      [{ ...body, video_url: 'http://zoom.us/j/1' }, CALL_ERRORS.videoUrl],
      [{ ...body, video_url: 'javascript:alert(1)' }, CALL_ERRORS.videoUrl],
      [{ ...body, weekly: [{ weekday: 2, start: '09:00', end: '12:00' }, { weekday: 2, start: '11:00', end: '13:00' }] }, CALL_ERRORS.rangesOverlap('mardi')],
      [{ ...body, weekly: [{ weekday: 8, start: '09:00', end: '12:00' }] }, CALL_ERRORS.weekday],
      [{ ...body, weekly: [{ weekday: 1, start: '12:00', end: '09:00' }] }, CALL_ERRORS.rangeOrder],
      [{ ...body, weekly: [{ weekday: 1, start: '9h', end: '12:00' }] }, CALL_ERRORS.time],
      [{ ...body, exceptions: [{ date: '2027-02-30', closed: true }] }, CALL_ERRORS.date],
    ];
    for (const [bad, message] of refusals) {
      const res = await t.request('PUT', '/api/coach/availability', { token: session.access_token, body: bad });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect((await t.request('GET', '/api/coach/availability', { token: session.access_token })).body).toEqual(got.body);

    // axel replaces it; both changes are in the audit log, with what was before.
    const byAxel = { video_url: null, weekly: [{ weekday: 1, start: '09:00', end: '10:00' }], exceptions: [] };
    expect((await t.request('PUT', `/api/admin/coaches/${coach.id}/availability`, { token: await token(axel), body: byAxel })).body).toMatchObject(byAxel);
    const audit = await t.rows('select actor_id, details from audit_log where action = ? and target_id = ? order by created_at', ['calls.availability.update', coach.id]);
    expect(audit.map((a) => a.actorId)).toEqual([coach.id, axel.id]);
    expect(audit[1].details.before.weekly).toEqual(body.weekly);

    const { session: client } = await t.asClient();
    expect((await t.request('GET', '/api/coach/availability', { token: client.access_token })).status).toBe(403);
    expect((await t.request('GET', `/api/admin/coaches/${coach.id}/availability`, { token: session.access_token })).status).toBe(403);
  });

  it('lets axel set the session length (audited) and the coaches taking first calls', async () => {
    const axelToken = await token(axel);
    expect((await t.request('GET', '/api/admin/calls/settings', { token: axelToken })).body).toMatchObject({ session_minutes: 45, min: 15, max: 120 });
    const bad = await t.request('PUT', '/api/admin/calls/settings', { token: axelToken, body: { session_minutes: 5 } });
    expect([bad.status, bad.body.message]).toEqual([400, CALL_ERRORS.sessionMinutes]);
    expect((await t.request('PUT', '/api/admin/calls/settings', { token: axelToken, body: { session_minutes: 60 } })).body.session_minutes).toBe(60);
    expect((await t.request('PUT', '/api/admin/calls/settings', { token: axelToken, body: { session_minutes: 45 } })).body.session_minutes).toBe(45);
    const audit = await t.rows('select details from audit_log where action = ? order by created_at', ['admin.calls.settings.update']);
    expect(audit.map((a) => a.details)).toEqual([
      { before: { session_minutes: 45 }, after: { session_minutes: 60 } },
      { before: { session_minutes: 60 }, after: { session_minutes: 45 } },
    ]);
    const { coach, coachToken } = await coachWith(every('09:00', '10:00'));
    const settings = await t.request('GET', '/api/admin/calls/settings', { token: axelToken });
    expect(settings.body.coaches).toContainEqual({ id: coach.id, name: 'Test accompagnateur', takes_first_calls: true });
    expect(await t.rows('select actor_id, details from audit_log where action = ? and target_id = ?', ['admin.calls.first_calls', coach.id])).toEqual([
      { actorId: axel.id, details: { before: { takes_first_calls: false }, after: { takes_first_calls: true } } },
    ]);
    // The coach's own changes keep axel's choice.
    const again = await t.request('PUT', '/api/coach/availability', { token: coachToken, body: { video_url: null, weekly: [], exceptions: [] } });
    expect(again.body).toMatchObject({ takes_first_calls: true, video_url: null, weekly: [] });
    const { session: coachSession } = await t.asCoach();
    expect((await t.request('PUT', '/api/admin/calls/settings', { token: coachSession.access_token, body: { session_minutes: 30 } })).status).toBe(403);
  });
});

describe('free slots', () => {
  it('are kept between reads, and follow at once a booking, the hours, the session length, an assignment and the first-call coaches', async () => {
    setClock('2027-03-08T08:00');
    const { coach, coachToken } = await coachWith(every('09:00', '12:00', [1, 2, 3, 4, 5]));
    const [{ user: one }, { user: two }] = [await t.asClient(), await t.asClient()];
    await assign(coach, one);
    await assign(coach, two);
    let oneToken = await token(one);
    const [twoToken, axelToken] = [await token(two), await token(axel)];
    const sessions = async () => (await t.request<CallSlotsDto>('GET', '/api/calls/sessions/slots', { token: oneToken })).body;
    const starts = async () => slotList(await sessions()).map((s) => s.starts_at);
    const first = (await starts())[0];
    // Read again unchanged: from memory, no statement on the calendars.
    const { result: again, statements } = await t.statementsOf(starts);
    expect(again[0]).toBe(first);
    expect(statements.filter((sql) => /coach_hours|call_bookings/.test(sql))).toEqual([]);

    expect((await t.request('POST', '/api/calls/sessions', { token: twoToken, body: { coach_id: coach.id, starts_at: first } })).status).toBe(201);
    expect(await starts()).not.toContain(first);
    expect((await t.request('PUT', '/api/admin/calls/settings', { token: axelToken, body: { session_minutes: 60 } })).status).toBe(200);
    expect((await sessions()).minutes).toBe(60);
    expect((await t.request('PUT', '/api/admin/calls/settings', { token: axelToken, body: { session_minutes: 45 } })).status).toBe(200);
    expect((await t.request('PUT', '/api/coach/availability', { token: coachToken, body: { video_url: null, weekly: every('14:00', '15:00', [1, 2, 3, 4, 5]), exceptions: [] } })).status).toBe(200);
    expect(wall((await starts())[0])).toBe('2027-03-08 14:00');
    const { coach: other } = await coachWith(every('16:00', '17:00', [1, 2, 3, 4, 5]));
    await assign(other, one);
    expect((await sessions()).coaches.map((c) => c.coach_id)).toEqual([coach.id, other.id]);

    // The first calls: a coach taken off them leaves the slots offered at once.
    const offered = async () => new Set((await firstCallSlots(oneToken)).map((s) => s.coach_id));
    expect(await offered()).toEqual(new Set([coach.id, other.id]));
    expect((await t.request('PUT', `/api/admin/coaches/${other.id}/first-calls`, { token: axelToken, body: { enabled: false } })).status).toBe(200);
    expect(await offered()).toEqual(new Set([coach.id]));
    // A minute later, the starts of the minute gone are no longer offered.
    setClock('2027-03-08T14:00');
    oneToken = await token(one);
    expect(wall((await starts())[0])).toBe('2027-03-08 14:15');
  });

  it("has none on the configured canton's public holiday (Jeûne genevois) and refuses a booking on it", async () => {
    setClock('2027-09-01T08:00');
    await coachWith(every('09:00', '10:00', [4]));
    const { user: client, session } = await t.asUnpaidClient();
    const days = new Set((await firstCallSlots(session.access_token)).map((s) => wall(s.starts_at).slice(0, 10)));
    expect(days.has('2027-09-02')).toBe(true);
    expect(days.has('2027-09-09')).toBe(false);
    expect(days.has('2027-09-16')).toBe(true);
    const res = await t.request('POST', '/api/calls/first-call', { token: session.access_token, body: { starts_at: zurich('2027-09-09T09:00').toISOString() } });
    expect([res.status, res.body.message]).toEqual([400, CALL_ERRORS.holiday]);
    expect(await t.rows('select id from call_bookings where client_id = ?', [client.id])).toHaveLength(0);
  });

  it('keeps 09:00 at 09:00 Zurich time across both daylight-saving changes, as UTC instants, never in the past', async () => {
    // Easter Sunday, the day of the spring change, is a holiday: the coach opens it on purpose.
    await coachWith(every('09:00', '10:00'), [{ date: '2027-03-28', closed: false, start: '09:00', end: '10:00' }]);
    setClock('2027-03-26T09:20');
    const { session } = await t.asUnpaidClient();
    let slots = await firstCallSlots(session.access_token);
    const startsOn = (date: string) => slots.filter((s) => wall(s.starts_at).startsWith(date)).map((s) => s.starts_at);
    // Today's 09:00 and 09:15 are past; Good Friday (26th) and Easter Monday (29th) are Geneva holidays.
    expect(startsOn('2027-03-26')).toEqual([]);
    expect(startsOn('2027-03-27')).toEqual(['2027-03-27T08:00:00.000Z', '2027-03-27T08:15:00.000Z', '2027-03-27T08:30:00.000Z']);
    expect(startsOn('2027-03-28')).toEqual(['2027-03-28T07:00:00.000Z', '2027-03-28T07:15:00.000Z', '2027-03-28T07:30:00.000Z']);
    expect(startsOn('2027-03-29')).toEqual([]);
    expect(startsOn('2027-03-30')[0]).toBe('2027-03-30T07:00:00.000Z');
    expect(slots.every((s) => s.starts_at > t.clock.now().toISOString())).toBe(true);

    setClock('2027-10-29T12:00');
    const later = await t.asUnpaidClient();
    slots = await firstCallSlots(later.session.access_token);
    expect(startsOn('2027-10-30')[0]).toBe('2027-10-30T07:00:00.000Z');
    expect(startsOn('2027-10-31')[0]).toBe('2027-10-31T08:00:00.000Z');
    expect(startsOn('2027-11-01')[0]).toBe('2027-11-01T08:00:00.000Z');
    // 60 days ahead at most.
    const last = slots[slots.length - 1].starts_at;
    expect(Date.parse(last) - t.clock.now().getTime()).toBeLessThanOrEqual(60 * 86_400_000);
    expect(wall(last).slice(0, 10)).toBe('2027-12-28');
    expect(slots.every((s) => wall(s.starts_at).slice(11) >= '09:00' && wall(s.ends_at).slice(11) <= '10:00')).toBe(true);
  });
});

describe('booking', () => {
  it('first call: any client, one each (a cancelled one may be booked again); bad times are French refusals that book nothing', async () => {
    setClock('2027-03-01T08:00');
    const { coach } = await coachWith(every('09:00', '12:00', [1, 2, 3, 4, 5]));
    const { user: client, session } = await t.asUnpaidClient();
    const tok = session.access_token;
    const book = (local: string) => t.request('POST', '/api/calls/first-call', { token: tok, body: { starts_at: zurich(local).toISOString() } });
    const refusals: [string, number, string][] = [
      ['2027-02-26T09:00', 400, CALL_ERRORS.past],
      ['2027-05-10T09:00', 400, CALL_ERRORS.tooFar],
      ['2027-03-02T13:00', 400, CALL_ERRORS.outsideHours],
      ['2027-03-02T09:10', 400, CALL_ERRORS.outsideHours],
      ['2027-03-02T11:45', 400, CALL_ERRORS.outsideHours],
      ['2027-03-06T09:00', 400, CALL_ERRORS.outsideHours],
    ];
    for (const [local, status, message] of refusals) {
      const res = await book(local);
      expect([local, res.status, res.body.message]).toEqual([local, status, message]);
    }
    const bad = await t.request('POST', '/api/calls/first-call', { token: tok, body: { starts_at: '2027-03-02 09:00' } });
    expect([bad.status, bad.body.message]).toEqual([400, CALL_ERRORS.startsAt]);
    expect(await t.rows('select id from call_bookings where client_id = ?', [client.id])).toHaveLength(0);

    const first = await book('2027-03-02T09:00');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ kind: 'first_call', status: 'booked', coach_id: coach.id, client_id: client.id, starts_at: '2027-03-02T08:00:00.000Z', ends_at: '2027-03-02T08:30:00.000Z', video_url: 'https://meet.example.ch/coach' });
    const again = await book('2027-03-03T09:00');
    expect([again.status, again.body.message]).toEqual([409, CALL_ERRORS.firstCallTaken]);
    // The booked half hour is no longer offered.
    expect((await firstCallSlots(tok)).map((s) => s.starts_at)).not.toContain('2027-03-02T08:15:00.000Z');

    expect((await t.request('POST', `/api/calls/${first.body.id}/cancel`, { token: tok })).body.status).toBe('cancelled');
    const twice = await t.request('POST', `/api/calls/${first.body.id}/cancel`, { token: tok });
    expect([twice.status, twice.body.message]).toEqual([409, CALL_ERRORS.notChangeable]);
    expect((await book('2027-03-03T09:00')).status).toBe(201);
    const mine = await t.request('GET', '/api/calls', { token: tok });
    expect(mine.body).toMatchObject({ missed: 0, blocked: false });
    expect(mine.body.calls.map((c: CallDto) => c.status)).toEqual(['booked', 'cancelled']);

    // Sessions are for paid clients with their coach.
    expect((await t.request('POST', '/api/calls/sessions', { token: tok, body: { coach_id: coach.id, starts_at: zurich('2027-03-04T09:00').toISOString() } })).status).toBe(402);
  });

  it('the race: 100 clients for the same 10 slots give 10 bookings and 90 French refusals with the next slots, no 500, no overlap', async () => {
    setClock('2027-03-01T08:00');
    const { coach } = await coachWith(every('09:00', '10:00', [5]), [{ date: '2027-03-09', closed: false, start: '09:00', end: '14:00' }]);
    const tokens: string[] = [];
    for (let batch = 0; batch < 10; batch++) tokens.push(...(await Promise.all(Array.from({ length: 10 }, () => t.asUnpaidClient()))).map((c) => c.session.access_token));
    const starts = Array.from({ length: 10 }, (_, i) => new Date(zurich('2027-03-09T09:00').getTime() + i * 30 * 60_000).toISOString());
    const results = await Promise.all(tokens.map((tok, i) => t.request('POST', '/api/calls/first-call', { token: tok, body: { starts_at: starts[i % 10] } })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    const refused = results.filter((r) => r.status === 409);
    expect(new Set(refused.map((r) => r.body.message))).toEqual(new Set([CALL_ERRORS.taken]));
    // The next free slots from now: the coach's Friday hours (the 9th is full).
    expect(refused[0].body.next_slots.map((s: { starts_at: string }) => wall(s.starts_at))).toEqual(['2027-03-05 09:00', '2027-03-05 09:15', '2027-03-05 09:30', '2027-03-12 09:00', '2027-03-12 09:15']);
    expect(new Set(results.filter((r) => r.status === 201).map((r) => r.body.starts_at))).toEqual(new Set(starts));
    const overlaps = await t.rows(
      `select a.id from call_bookings a join call_bookings b on a.coach_id = b.coach_id and a.id < b.id
       where a.status <> 'cancelled' and b.status <> 'cancelled' and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`,
    );
    expect(overlaps).toHaveLength(0);
    expect(await t.rows('select id from call_bookings where coach_id = ?', [coach.id])).toHaveLength(10);
  }, 120_000);

  it('the 24 h rule: the client cancels or moves until 24 h before, then only the coach; a proposal is accepted', async () => {
    setClock('2027-03-08T08:00');
    const { coach } = await coachWith(every('09:00', '12:00', [1, 2, 3, 4, 5]));
    const { user: client } = await t.asClient();
    await assign(coach, client);
    let tok = await token(client);
    const slots = await t.request<CallSlotsDto>('GET', '/api/calls/sessions/slots', { token: tok });
    expect(slots.body.minutes).toBe(45);
    expect(wall(slotList(slots.body)[0].starts_at)).toBe('2027-03-08 09:00');
    // Compact: per coach and UTC date, UTC starts, a run of them 15 minutes apart as `first-last` (09:00–12:00 Zurich is 08:00–11:00 UTC).
    expect(slots.body.coaches).toHaveLength(1);
    expect(slots.body.coaches[0].days[0]).toEqual({ date: '2027-03-08', times: ['08:00-10:15'] });
    const booked = await t.request('POST', '/api/calls/sessions', { token: tok, body: { coach_id: coach.id, starts_at: zurich('2027-03-10T10:00').toISOString() } });
    expect(booked.body).toMatchObject({ kind: 'session', status: 'booked', ends_at: zurich('2027-03-10T10:45').toISOString() });
    const id = booked.body.id as string;

    setClock('2027-03-09T09:30');
    tok = await token(client);
    const moved = await t.request('POST', `/api/calls/${id}/move`, { token: tok, body: { starts_at: zurich('2027-03-10T11:00').toISOString() } });
    expect([moved.status, moved.body.starts_at, moved.body.ends_at]).toEqual([200, zurich('2027-03-10T11:00').toISOString(), zurich('2027-03-10T11:45').toISOString()]);

    setClock('2027-03-09T11:30');
    tok = await token(client);
    const coachToken = await token(coach);
    for (const [path, body] of [[`/api/calls/${id}/cancel`, undefined], [`/api/calls/${id}/move`, { starts_at: zurich('2027-03-11T09:00').toISOString() }]] as const) {
      const late = await t.request('POST', path, { token: tok, body });
      expect([late.status, late.body.message]).toEqual([403, CALL_ERRORS.tooLate]);
    }
    const byCoach = await t.request('POST', `/api/coach/calls/${id}/move`, { token: coachToken, body: { starts_at: zurich('2027-03-10T14:00').toISOString() } });
    expect([byCoach.status, byCoach.body.starts_at]).toEqual([200, zurich('2027-03-10T14:00').toISOString()]);
    expect((await t.request('POST', `/api/coach/calls/${id}/cancel`, { token: coachToken })).body.status).toBe('cancelled');
    expect((await t.rows('select action from audit_log where target_id = ? order by created_at', [id])).map((r) => r.action)).toEqual(['calls.move', 'calls.cancel']);

    const proposal = await t.request('POST', `/api/coach/clients/${client.id}/calls`, { token: coachToken, body: { starts_at: zurich('2027-03-12T10:00').toISOString() } });
    expect(proposal.body).toMatchObject({ status: 'proposed', client_id: client.id });
    // A proposal holds the slot.
    const clash = await t.request('POST', '/api/calls/sessions', { token: tok, body: { coach_id: coach.id, starts_at: zurich('2027-03-12T10:30').toISOString() } });
    expect([clash.status, clash.body.message]).toEqual([409, CALL_ERRORS.taken]);
    expect((await t.request('POST', `/api/calls/${proposal.body.id}/accept`, { token: tok })).body.status).toBe('booked');
    const twice = await t.request('POST', `/api/calls/${proposal.body.id}/accept`, { token: tok });
    expect([twice.status, twice.body.message]).toEqual([409, CALL_ERRORS.notProposed]);
  });

  it('two missed calls block booking until the coach re-enables it (recorded)', async () => {
    setClock('2027-04-05T08:00');
    const { coach } = await coachWith(every('09:00', '12:00', [1, 2, 3, 4, 5]));
    const { user: client } = await t.asClient();
    await assign(coach, client);
    let [tok, coachToken] = [await token(client), await token(coach)];
    const book = async (local: string) => t.request('POST', '/api/calls/sessions', { token: tok, body: { coach_id: coach.id, starts_at: zurich(local).toISOString() } });
    const ids = [(await book('2027-04-06T09:00')).body.id, (await book('2027-04-07T09:00')).body.id];
    const early = await t.request('POST', `/api/coach/calls/${ids[0]}/outcome`, { token: coachToken, body: { outcome: 'missed' } });
    expect([early.status, early.body.message]).toEqual([409, CALL_ERRORS.notPast]);
    setClock('2027-04-07T10:00');
    [tok, coachToken] = [await token(client), await token(coach)];
    for (const id of ids) expect((await t.request('POST', `/api/coach/calls/${id}/outcome`, { token: coachToken, body: { outcome: 'missed' } })).body.status).toBe('missed');
    expect((await t.request('GET', '/api/calls', { token: tok })).body).toMatchObject({ missed: 2, blocked: true });
    const blocked = await book('2027-04-08T09:00');
    expect([blocked.status, blocked.body.message]).toEqual([403, CALL_ERRORS.blocked]);
    expect((await t.rows('select id from call_bookings where client_id = ?', [client.id])).length).toBe(2);

    const reenabled = await t.request('POST', `/api/coach/clients/${client.id}/calls/reenable`, { token: coachToken });
    expect(reenabled.body).toMatchObject({ missed: 0, blocked: false });
    expect(await t.rows('select reenabled_by from call_reenables where client_id = ?', [client.id])).toEqual([{ reenabledBy: coach.id }]);
    expect(await t.rows('select actor_id from audit_log where action = ? and target_id = ?', ['calls.reenable', client.id])).toEqual([{ actorId: coach.id }]);
    expect((await book('2027-04-08T09:00')).status).toBe(201);
    const notBlocked = await t.request('POST', `/api/coach/clients/${client.id}/calls/reenable`, { token: coachToken });
    expect([notBlocked.status, notBlocked.body.message]).toEqual([409, CALL_ERRORS.notBlocked]);
  });

  it("another client's call is a 404; a coach not assigned sees nothing of the client; data export and erasure take the calls", async () => {
    setClock('2027-05-03T08:00');
    const { coach } = await coachWith(every('09:00', '12:00', [1, 2, 3, 4, 5]));
    const [{ user: client, session }, { user: other, session: otherSession }, { user: stranger, session: strangerSession }] = await Promise.all([t.asClient(), t.asClient(), t.asCoach()]);
    await assign(coach, client);
    const call = await t.request('POST', '/api/calls/sessions', { token: session.access_token, body: { coach_id: coach.id, starts_at: zurich('2027-05-05T09:00').toISOString() } });
    expect(call.status).toBe(201);
    for (const path of [`/api/calls/${call.body.id}/cancel`, `/api/calls/${call.body.id}/accept`]) {
      const res = await t.request('POST', path, { token: otherSession.access_token });
      expect([res.status, res.body.message]).toEqual([404, CALL_ERRORS.callNotFound]);
    }
    expect((await t.request('GET', '/api/calls', { token: otherSession.access_token })).body.calls).toEqual([]);
    const notMine = await t.request('POST', '/api/calls/sessions', { token: otherSession.access_token, body: { coach_id: coach.id, starts_at: zurich('2027-05-05T10:00').toISOString() } });
    expect([notMine.status, notMine.body.message]).toEqual([403, CALL_ERRORS.notYourCoach]);
    expect(other.id).not.toBe(client.id);

    const st = strangerSession.access_token;
    expect((await t.request('GET', `/api/coach/clients/${client.id}/calls`, { token: st })).status).toBe(404);
    expect((await t.request('POST', `/api/coach/clients/${client.id}/calls`, { token: st, body: { starts_at: zurich('2027-05-06T09:00').toISOString() } })).status).toBe(404);
    expect((await t.request('POST', `/api/coach/calls/${call.body.id}/cancel`, { token: st })).status).toBe(404);
    expect((await t.request('GET', '/api/coach/calls', { token: st })).body).toEqual([]);
    expect(stranger.id).not.toBe(coach.id);
    const agenda = await t.request('GET', '/api/coach/calls', { token: await token(coach) });
    expect(agenda.body.map((c: CallDto) => c.id)).toEqual([call.body.id]);
    expect((await t.request('GET', `/api/admin/users/${client.id}/calls`, { token: await token(axel) })).body.calls.map((c: CallDto) => c.id)).toEqual([call.body.id]);

    const exported = await t.inContext(() => t.app.get(CallsService).exportUser(client.id));
    expect(exported).toMatchObject({ name: 'appels', records: { calls: [{ id: call.body.id }], availability: null } });
    const coachExport = await t.inContext(() => t.app.get(CallsService).exportUser(coach.id));
    expect(coachExport).toMatchObject({ records: { calls: [{ id: call.body.id }], availability: { coach_id: coach.id, video_url: 'https://meet.example.ch/coach' } } });
    expect((await t.request('DELETE', `/api/admin/users/${client.id}`, { token: await token(axel) })).status).toBe(204);
    expect(await t.rows('select id from call_bookings where client_id = ?', [client.id])).toHaveLength(0);
  });
});
