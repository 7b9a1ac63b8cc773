import { randomUUID } from 'node:crypto';
import type { Role } from '@capsuisse/contracts';
import type { Account } from '@capsuisse/server-auth';
import { ReminderJobs } from '@capsuisse/server-reminders';
import { LocalSmtp, type ReceivedMail } from '@capsuisse/server-testing';
import { TestApp } from './harness';

// Issue 30: the reminders, run at a set clock as the worker's scan runs them; mails through a real local SMTP
// server, where their headers can be read. March–April 2027, Geneva's holidays; Zurich is UTC+1 until 28 March,
// UTC+2 after.
const smtp = new LocalSmtp();
let t: TestApp;
let axel: Account;

beforeAll(async () => {
  await smtp.start();
  t = await TestApp.start({ SMTP_URL: smtp.url, CANTON: 'GE' });
  axel = (await t.asAxel()).user;
}, 180_000);
afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

const offsetOf = (local: string) => (local < '2027-03-28T02:00' ? '+01:00' : '+02:00');
/** Moves the shared clock (API and worker) to a Zurich wall time, `YYYY-MM-DDTHH:mm`. */
function setClock(local: string): Date {
  const target = new Date(`${local}:00${offsetOf(local)}`);
  t.clock.advance(target.getTime() - t.clock.now().getTime());
  return target;
}
const zurich = (local: string) => new Date(`${local}:00${offsetOf(local)}`);
const scan = () => t.inContext(() => t.app.get(ReminderJobs).scan());
const token = async (user: Account) => (await t.newSession(user)).access_token;

interface NoteRow {
  title: string;
  body: string;
  link: string;
  eventKey: string;
}
const notes = (userId: string, kind: string) => t.rows<NoteRow>('select title, body, link, event_key from notifications where user_id = ? and kind = ? order by created_at', [userId, kind]);
const mailRows = (email: string, kind: string) => t.rows('select id, status from mails where recipient = ? and kind = ?', [email, kind]);

/** Waits until every reminder mail of a kind to `email` has left (a person has one waiting at most per kind). */
async function delivered(email: string, kind: string): Promise<void> {
  for (const start = Date.now(); Date.now() - start < 20_000; await new Promise((r) => setTimeout(r, 100))) {
    if ((await mailRows(email, kind)).every((row) => row.status === 'sent')) return;
  }
  throw new Error(`${kind} mails to ${email} not all sent`);
}

/** The mails received by `email` whose text says `says`. */
async function received(email: string, says: string, count: number): Promise<ReceivedMail[]> {
  const matching = () => smtp.to(email).filter((m) => m.text.includes(says));
  for (const start = Date.now(); Date.now() - start < 20_000; await new Promise((r) => setTimeout(r, 100))) {
    if (matching().length >= count) return matching();
  }
  throw new Error(`${count} mail(s) "${says}" to ${email} not received: ${matching().length}`);
}

async function pair(): Promise<{ client: Account; coach: Account }> {
  const [{ user: client }, { user: coach }] = await Promise.all([t.asClient(), t.asCoach()]);
  const res = await t.request('POST', '/api/admin/assignments', { token: await token(axel), body: { accompagnateur_id: coach.id, client_id: client.id } });
  expect(res.status).toBe(204);
  return { client, coach };
}

async function message(clientId: string, sender: { id: string; kind: 'client' | 'coach' | 'axel' }, at: Date): Promise<string> {
  const id = randomUUID();
  await t.rows('insert into messages (id, client_id, sender_id, sender_kind, body, created_at) values (?, ?, ?, ?, ?, ?)', [id, clientId, sender.id, sender.kind, 'Bonjour', at.toISOString()]);
  return id;
}

const read = (clientId: string, userId: string, at: Date) =>
  t.rows('insert into conversation_reads (client_id, user_id, read_at) values (?, ?, ?) on conflict (client_id, user_id) do update set read_at = excluded.read_at', [clientId, userId, at.toISOString()]);

const user = (role: Role) => t.userWith(role, { hasPaid: true }).then((u) => u.user);

describe('reminder_unread', () => {
  it('tells the client once, 15 minutes after, by the bell and one e-mail with one-click unsubscribe headers; none a second time', async () => {
    const { client, coach } = await pair();
    const sent = setClock('2027-03-09T10:00');
    const messageId = await message(client.id, { id: coach.id, kind: 'coach' }, sent);

    setClock('2027-03-09T10:14');
    await scan();
    expect(await notes(client.id, 'reminder_unread')).toHaveLength(0);

    setClock('2027-03-09T10:16');
    await scan();
    expect(await notes(client.id, 'reminder_unread')).toEqual([
      { title: 'Message non lu', body: 'Votre accompagnateur vous a écrit et attend votre réponse.', link: '/messages', eventKey: `unread:${client.id}:${messageId}` },
    ]);
    expect(await mailRows(client.email, 'reminder_unread')).toHaveLength(1);
    const [mail] = await received(client.email, 'Votre accompagnateur vous a écrit', 1);
    const header = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail.head)?.[1] ?? '';
    expect(header).toMatch(/^http:\/\/localhost:\d+\/api\/notifications\/unsubscribe\?token=[\w.-]+$/);
    expect(mail.head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail.text).toContain('Votre accompagnateur vous a écrit et attend votre réponse.');
    expect(mail.text).toMatch(/Ne plus recevoir ces rappels par e-mail : http:\/\/localhost:\d+\/desabonnement\?token=[\w.-]+/);

    setClock('2027-03-09T10:40');
    await scan();
    expect(await notes(client.id, 'reminder_unread')).toHaveLength(1);
    expect(await mailRows(client.email, 'reminder_unread')).toHaveLength(1);

    // The header's URL is the one-click POST of RFC 8058: it turns this kind's e-mails off.
    const url = new URL(header);
    expect((await t.request('POST', `${url.pathname}${url.search}`)).status).toBe(201);
    expect(await t.rows('select kind, email from notification_preferences where user_id = ?', [client.id])).toEqual([{ kind: 'reminder_unread', email: false }]);
  });

  it("tells the coach of the client's message left unread, never once read, and at most once an hour per thread", async () => {
    const { client, coach } = await pair();
    await message(client.id, { id: client.id, kind: 'client' }, setClock('2027-03-10T10:30'));
    await read(client.id, coach.id, zurich('2027-03-10T10:40'));
    setClock('2027-03-10T10:50');
    await scan();
    expect(await notes(coach.id, 'reminder_unread')).toHaveLength(0);

    const first = await message(client.id, { id: client.id, kind: 'client' }, setClock('2027-03-10T11:00'));
    setClock('2027-03-10T11:16');
    await scan();
    const told = await notes(coach.id, 'reminder_unread');
    expect(told).toEqual([expect.objectContaining({ eventKey: `unread:${client.id}:${first}`, link: '/accompagnateur-dashboard', body: 'Test client vous a écrit et attend votre réponse.' })]);
    // The client is not reminded of its own message.
    expect(await notes(client.id, 'reminder_unread')).toHaveLength(0);
    await delivered(coach.email, 'reminder_unread');

    // Read, then a new message left unread: a new event, but not within the hour of the last reminder.
    await read(client.id, coach.id, zurich('2027-03-10T11:20'));
    const second = await message(client.id, { id: client.id, kind: 'client' }, setClock('2027-03-10T11:25'));
    setClock('2027-03-10T11:45');
    await scan();
    expect(await notes(coach.id, 'reminder_unread')).toHaveLength(1);
    setClock('2027-03-10T12:17');
    await scan();
    expect((await notes(coach.id, 'reminder_unread')).map((n) => n.eventKey)).toEqual([`unread:${client.id}:${first}`, `unread:${client.id}:${second}`]);
    expect(await mailRows(coach.email, 'reminder_unread')).toHaveLength(2);
  });

  it('tells every axel of the messages of a client without a coach', async () => {
    const client = await user('client');
    await message(client.id, { id: client.id, kind: 'client' }, setClock('2027-03-11T09:00'));
    setClock('2027-03-11T09:20');
    await scan();
    expect(await notes(axel.id, 'reminder_unread')).toEqual([expect.objectContaining({ link: `/user/${client.id}` })]);
  });

  it('sends nothing outside 08:00–20:00, on a Saturday or on a holiday, and tells at the next working hour', async () => {
    const { client, coach } = await pair();
    await message(client.id, { id: coach.id, kind: 'coach' }, setClock('2027-03-12T19:50'));
    for (const at of ['2027-03-12T20:06', '2027-03-13T10:00', '2027-03-14T12:00', '2027-03-15T07:59']) {
      setClock(at);
      expect({ at, told: await scan() }).toEqual({ at, told: 0 });
    }
    expect(await notes(client.id, 'reminder_unread')).toHaveLength(0);
    setClock('2027-03-15T08:00');
    expect(await scan()).toBeGreaterThan(0);
    expect(await notes(client.id, 'reminder_unread')).toHaveLength(1);

    // Good Friday and Easter Monday 2027 are holidays in Geneva.
    await read(client.id, client.id, zurich('2027-03-15T09:00'));
    await message(client.id, { id: coach.id, kind: 'coach' }, setClock('2027-03-25T19:55'));
    for (const at of ['2027-03-26T10:00', '2027-03-29T10:00']) {
      setClock(at);
      expect({ at, told: await scan() }).toEqual({ at, told: 0 });
    }
    setClock('2027-03-30T08:05');
    await scan();
    expect(await notes(client.id, 'reminder_unread')).toHaveLength(2);
  });

  it('tells without e-mail a person who turned this kind off', async () => {
    const { client, coach } = await pair();
    const off = await t.request('PUT', '/api/notifications/preferences', { token: await token(client), body: { kind: 'reminder_unread', email: false } });
    expect(off.status).toBe(200);
    await message(client.id, { id: coach.id, kind: 'coach' }, setClock('2027-03-31T10:00'));
    setClock('2027-03-31T10:20');
    await scan();
    expect(await notes(client.id, 'reminder_unread')).toHaveLength(1);
    expect(await mailRows(client.email, 'reminder_unread')).toHaveLength(0);
  });
});

describe("axel's settings", () => {
  it('are read and changed by axel only, checked and audited; a kind turned off sends nothing', async () => {
    const [client, coach] = await Promise.all([user('client'), user('accompagnateur')]);
    for (const who of [client, coach]) {
      expect((await t.request('GET', '/api/admin/reminders', { token: await token(who) })).status).toBe(403);
      const res = await t.request('PUT', '/api/admin/reminders/reminder_unread', { token: await token(who), body: { enabled: false, delay: 15 } });
      expect(res).toMatchObject({ status: 403, body: { message: "Vous n'avez pas les permissions administrateur Axel" } });
    }
    const list = await t.request('GET', '/api/admin/reminders', { token: await token(axel) });
    expect(list.status).toBe(200);
    expect(list.body.map((s: { kind: string; enabled: boolean; delay: number; unit: string }) => [s.kind, s.enabled, s.delay, s.unit])).toEqual([
      ['reminder_unread', true, 15, 'minutes'],
      ['reminder_document', true, 2, 'working_days'],
      ['reminder_training', true, 3, 'days'],
      ['reminder_follow_up', true, 18, 'hour'],
      ['reminder_silent_client', true, 7, 'days'],
      ['reminder_job_search', true, 25, 'day_of_month'],
    ]);
    const tooShort = await t.request('PUT', '/api/admin/reminders/reminder_unread', { token: await token(axel), body: { enabled: true, delay: 1 } });
    expect(tooShort).toMatchObject({ status: 400, body: { message: 'Le délai doit être compris entre 5 et 1440 (minutes)' } });
    const unknown = await t.request('PUT', '/api/admin/reminders/reminder_nope', { token: await token(axel), body: { enabled: true, delay: 15 } });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Type de rappel inconnu' } });

    const { client: c, coach: k } = await pair();
    const off = await t.request('PUT', '/api/admin/reminders/reminder_unread', { token: await token(axel), body: { enabled: false, delay: 30 } });
    expect(off.status).toBe(200);
    expect(off.body[0]).toMatchObject({ kind: 'reminder_unread', enabled: false, delay: 30 });
    const [entry] = await t.rows('select actor_id, action, target_type, target_id, details from audit_log where action = ? order by created_at desc limit 1', ['admin.reminder.update']);
    expect(entry).toMatchObject({ actorId: axel.id, targetType: 'reminder', targetId: 'reminder_unread', details: { before: { enabled: true, delay: 15 }, after: { enabled: false, delay: 30 } } });

    await message(c.id, { id: k.id, kind: 'coach' }, setClock('2027-04-01T10:00'));
    setClock('2027-04-01T10:40');
    await scan();
    expect(await notes(c.id, 'reminder_unread')).toHaveLength(0);
    expect((await t.request('PUT', '/api/admin/reminders/reminder_unread', { token: await token(axel), body: { enabled: true, delay: 30 } })).status).toBe(200);
    await scan();
    expect(await notes(c.id, 'reminder_unread')).toHaveLength(1);
    expect((await t.request('PUT', '/api/admin/reminders/reminder_unread', { token: await token(axel), body: { enabled: true, delay: 15 } })).status).toBe(200);
  });
});

describe('reminder_document', () => {
  it('tells the client 2 working days after a rejection not replaced, once', async () => {
    const client = await user('client');
    const rejected = zurich('2027-04-06T10:00');
    const id = randomUUID();
    await t.rows(
      `insert into files (id, user_id, type, storage_url, mime_type, size, status, created_at, reviewed_at, reviewer_notes) values (?, ?, 'cv', ?, 'application/pdf', 10, 'a_corriger', ?, ?, 'Floue')`,
      [id, client.id, `${client.id}/cv-1.pdf`, zurich('2027-04-05T10:00').toISOString(), rejected.toISOString()],
    );
    setClock('2027-04-08T09:59');
    await scan();
    expect(await notes(client.id, 'reminder_document')).toHaveLength(0);
    setClock('2027-04-08T10:01');
    await scan();
    await scan();
    expect(await notes(client.id, 'reminder_document')).toEqual([
      { title: 'Document à remplacer', body: "Votre document « CV » est à corriger : déposez une nouvelle version pour qu'il soit validé.", link: '/uploads', eventKey: `document:${id}:${rejected.getTime()}` },
    ]);
    expect(await mailRows(client.email, 'reminder_document')).toHaveLength(1);
    await received(client.email, 'Votre document « CV » est à corriger', 1);
  });
});

describe('reminder_training', () => {
  it('tells a client who paid 3 days ago and ticked nothing, once; not one who started (an exercise ticked or a video played)', async () => {
    const [idle, started, watching] = await Promise.all([user('client'), user('client'), user('client')]);
    const paidAt = zurich('2027-04-12T10:00');
    for (const u of [idle, started, watching]) {
      await t.rows(
        `insert into payments (id, user_id, provider, provider_session_id, amount, currency, status, created_at, updated_at) values (?, ?, 'demo', ?, 39900, 'CHF', 'paid', ?, ?)`,
        [randomUUID(), u.id, `demo_${randomUUID()}`, paidAt.toISOString(), paidAt.toISOString()],
      );
    }
    const [exercise] = await t.rows<{ id: string }>('select id from training_exercises order by day, position limit 1');
    await t.rows('insert into training_ticks (user_id, exercise_id, ticked_at) values (?, ?, ?)', [started.id, exercise.id, zurich('2027-04-13T10:00').toISOString()]);
    await t.rows(`insert into training_videos (day, video_key, content_type, size_bytes, duration_seconds, updated_at) values (1, 'training/day-1.mp4', 'video/mp4', 63041, 8, now()) on conflict (day) do nothing`);
    await t.rows(`insert into training_video_views (user_id, day, video_key, played, position_seconds, started_at, reported_at) values (?, 1, 'training/day-1.mp4', '[[0, 4]]', 4, ?, ?)`, [watching.id, zurich('2027-04-13T10:00').toISOString(), zurich('2027-04-13T10:00').toISOString()]);
    setClock('2027-04-15T09:59');
    await scan();
    expect(await notes(idle.id, 'reminder_training')).toHaveLength(0);
    setClock('2027-04-15T10:01');
    await scan();
    await scan();
    expect(await notes(idle.id, 'reminder_training')).toEqual([expect.objectContaining({ eventKey: `training:${idle.id}`, link: '/formation-5j' })]);
    expect(await notes(started.id, 'reminder_training')).toHaveLength(0);
    expect(await notes(watching.id, 'reminder_training')).toHaveLength(0);
    expect(await mailRows(idle.email, 'reminder_training')).toHaveLength(1);
  });
});

describe('reminder_follow_up', () => {
  it("tells the client at 18:00 of a campaign day's date when that day holds no application", async () => {
    const client = await user('client');
    const entry = (day: number, at: string) =>
      t.rows(
        `insert into follow_up_entries (id, user_id, day, applied_on, employer, position, channel, outcome, created_at) values (?, ?, ?, ?, 'Nestlé', 'Comptable', 'email', 'en_attente', ?)`,
        [randomUUID(), client.id, day, at.slice(0, 10), zurich(at).toISOString()],
      );
    // Day 1 is Monday 19 April, day 2 Tuesday 20, day 3 Wednesday 21, day 4 Thursday 22.
    await entry(1, '2027-04-19T10:00');
    setClock('2027-04-20T17:59');
    await scan();
    expect(await notes(client.id, 'reminder_follow_up')).toHaveLength(0);
    setClock('2027-04-20T18:01');
    await scan();
    expect(await notes(client.id, 'reminder_follow_up')).toEqual([
      { title: 'Journée de suivi à remplir', body: "La journée 2 de votre suivi de 10 jours n'a pas encore de candidature.", link: '/suivi-10j', eventKey: `follow-up:${client.id}:2` },
    ]);
    await delivered(client.email, 'reminder_follow_up');
    await entry(3, '2027-04-21T12:00');
    setClock('2027-04-21T18:30');
    await scan();
    expect(await notes(client.id, 'reminder_follow_up')).toHaveLength(1);
    setClock('2027-04-22T18:30');
    await scan();
    await scan();
    expect((await notes(client.id, 'reminder_follow_up')).map((n) => n.eventKey)).toEqual([`follow-up:${client.id}:2`, `follow-up:${client.id}:4`]);
    expect(await mailRows(client.email, 'reminder_follow_up')).toHaveLength(2);
  });
});

describe('reminder_silent_client', () => {
  it('tells the coach of a client silent for 7 days, once per silence', async () => {
    setClock('2027-04-26T10:00');
    const { client, coach } = await pair();
    setClock('2027-05-03T09:59');
    await scan();
    const silent = async () => (await notes(coach.id, 'reminder_silent_client')).filter((n) => n.eventKey.startsWith(`silent:${client.id}:`));
    expect(await silent()).toHaveLength(0);
    setClock('2027-05-03T10:01');
    await scan();
    await scan();
    expect(await silent()).toEqual([expect.objectContaining({ title: 'Client sans nouvelles', link: '/accompagnateur-dashboard', body: expect.stringContaining("Test client n'a donné aucun signe depuis 7 jours") })]);
    expect(await mailRows(coach.email, 'reminder_silent_client')).toHaveLength(1);
    // A sign-in ends the silence; the next one, 7 days later, is another event.
    await t.newSession(client);
    setClock('2027-05-07T10:00');
    await scan();
    expect(await silent()).toHaveLength(1);
    setClock('2027-05-10T10:05');
    await scan();
    expect(await silent()).toHaveLength(2);
  });
});
