import ICAL from 'ical.js';
import { CALL_ERRORS } from '@capsuisse/contracts';
import type { Account } from '@capsuisse/server-auth';
import { ReminderJobs } from '@capsuisse/server-reminders';
import { LocalSmtp, type ReceivedMail } from '@capsuisse/server-testing';
import { TestApp } from './harness';

// Issue 31: a call's invitations (French e-mails with an .ics, parsed here by ical.js) through a real local SMTP
// server, the bell's notifications, and the reminders 24 h and 1 h before, run as the worker's scan runs them.
// March 2027, Geneva's holidays; Zurich is UTC+1 until 28 March.
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
beforeEach(() => t.write('update coach_availability set takes_first_calls = false'));

/** A Zurich wall time before 28 March 2027, `YYYY-MM-DDTHH:mm`, as an instant. */
const zurich = (local: string) => new Date(`${local}:00+01:00`);
function setClock(local: string): void {
  t.clock.advance(zurich(local).getTime() - t.clock.now().getTime());
}
const token = async (user: Account) => (await t.newSession(user)).access_token;
const VIDEO = 'https://meet.example.ch/coach';
const WEEKDAYS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '12:00' }));

async function coach(): Promise<Account> {
  const { user, session } = await t.asCoach();
  expect((await t.request('PUT', '/api/coach/availability', { token: session.access_token, body: { video_url: VIDEO, weekly: WEEKDAYS, exceptions: [] } })).status).toBe(200);
  return user;
}

async function paidClientOf(coachAccount: Account): Promise<Account> {
  const { user } = await t.asClient();
  expect((await t.request('POST', '/api/admin/assignments', { token: await token(axel), body: { accompagnateur_id: coachAccount.id, client_id: user.id } })).status).toBe(204);
  return user;
}

interface Invitation {
  method: string;
  uid: string;
  sequence: number;
  start: string;
  end: string;
  status: string;
  location: string;
  url: string;
  summary: string;
  mail: ReceivedMail;
}

/** The mail's `.ics` (or a downloaded one), read by a real iCalendar parser. */
function invitationOf(mail: ReceivedMail): Invitation {
  const ics = /BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/.exec(mail.text)?.[0];
  if (!ics) throw new Error('no .ics in the mail');
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  const time = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: time('dtstart'),
    end: time('dtend'),
    status: String(event.getFirstPropertyValue('status')),
    location: String(event.getFirstPropertyValue('location')),
    url: String(event.getFirstPropertyValue('url')),
    summary: String(event.getFirstPropertyValue('summary')),
    mail,
  };
}

async function until<T>(what: string, read: () => T | Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (const start = Date.now(); Date.now() - start < 20_000; await new Promise((r) => setTimeout(r, 100))) {
    const value = await read();
    if (done(value)) return value;
  }
  throw new Error(`${what}: not in time`);
}

/** Once every mail to a call's two people has left. */
const allSent = (client: string, coach: string) =>
  until('mails sent', () => t.rows("select id from mails where recipient in (?, ?) and status <> 'sent'", [client, coach]), (rows) => rows.length === 0);

/** The invitations `email` received, oldest first, once there are `count`. */
const invitations = (email: string, count: number) =>
  until(`${count} invitation(s) to ${email}`, () => smtp.to(email).filter((m) => m.text.includes('BEGIN:VCALENDAR')), (mails) => mails.length >= count).then((mails) => mails.map(invitationOf));

const callNotes = (userId: string) => t.rows<{ title: string; body: string; link: string; eventKey: string }>("select title, body, link, event_key from notifications where user_id = ? and kind = 'call' order by created_at, event_key", [userId]);

describe('invitations', () => {
  it('a session booked, moved and cancelled: both get a French mail whose .ics keeps the UID, raises SEQUENCE, then cancels; the bell tells both', async () => {
    setClock('2027-03-01T08:00');
    const c = await coach();
    const client = await paidClientOf(c);
    const tok = await token(client);
    const booked = await t.request('POST', '/api/calls/sessions', { token: tok, body: { coach_id: c.id, starts_at: zurich('2027-03-10T10:00').toISOString() } });
    expect(booked.status).toBe(201);
    const id = booked.body.id as string;

    for (const email of [client.email, c.email]) {
      const [first] = await invitations(email, 1);
      expect(first).toMatchObject({ method: 'REQUEST', uid: id, sequence: 0, start: '2027-03-10T09:00:00.000Z', end: '2027-03-10T09:45:00.000Z', status: 'CONFIRMED', location: VIDEO, url: VIDEO });
      expect(first.mail.head).toMatch(/Subject: =\?UTF-8\?|Subject: Appel r/);
      expect(first.mail.text).toContain('mercredi 10 mars 2027 à 10:00 (heure de Zurich)');
      expect(first.mail.text).toContain(VIDEO);
      expect(first.mail.text).toContain("L'invitation jointe (fichier .ics) ajoute l'appel à votre agenda");
    }
    expect((await invitations(client.email, 1))[0].summary).toBe("Séance d'accompagnement avec Test accompagnateur (CapSuisse)");

    expect((await t.request('POST', `/api/calls/${id}/move`, { token: tok, body: { starts_at: zurich('2027-03-10T11:00').toISOString() } })).status).toBe(200);
    for (const email of [client.email, c.email]) {
      const moved = (await invitations(email, 2))[1];
      expect(moved).toMatchObject({ method: 'REQUEST', uid: id, sequence: 1, start: '2027-03-10T10:00:00.000Z', status: 'CONFIRMED' });
      expect(moved.mail.text).toContain('déplacé au mercredi 10 mars 2027 à 11:00 (heure de Zurich)');
    }

    // The same file to download from the platform, for the call's two people only.
    const download = await t.request<string>('GET', `/api/calls/${id}/invitation`, { token: tok });
    expect([download.status, String(download.headers['content-type'])]).toEqual([200, 'text/calendar; charset=utf-8; method=REQUEST']);
    expect(String(download.headers['content-disposition'])).toBe('attachment; filename="invitation.ics"');
    expect(invitationOf({ to: [], head: '', text: download.body })).toMatchObject({ method: 'REQUEST', uid: id, sequence: 1, start: '2027-03-10T10:00:00.000Z', location: VIDEO });
    expect((await t.request('GET', `/api/calls/${id}/invitation`, { token: await token(c) })).status).toBe(200);
    const { session: stranger } = await t.asClient();
    const notTheirs = await t.request('GET', `/api/calls/${id}/invitation`, { token: stranger.access_token });
    expect([notTheirs.status, notTheirs.body.message]).toEqual([404, CALL_ERRORS.callNotFound]);

    expect((await t.request('POST', `/api/coach/calls/${id}/cancel`, { token: await token(c) })).status).toBe(200);
    const cancelledFile = await t.request<string>('GET', `/api/calls/${id}/invitation`, { token: tok });
    expect(invitationOf({ to: [], head: '', text: cancelledFile.body })).toMatchObject({ method: 'CANCEL', uid: id, sequence: 2, status: 'CANCELLED' });
    for (const email of [client.email, c.email]) {
      const cancelled = (await invitations(email, 3))[2];
      expect(cancelled).toMatchObject({ method: 'CANCEL', uid: id, sequence: 2, start: '2027-03-10T10:00:00.000Z', status: 'CANCELLED' });
      expect(cancelled.mail.text).toContain("retire l'appel de votre agenda");
    }

    const titles = ['Appel réservé', 'Appel déplacé', 'Appel annulé'];
    const clientNotes = await callNotes(client.id);
    expect(clientNotes.map((n) => n.title)).toEqual(titles);
    expect(clientNotes.map((n) => n.link)).toEqual(['/rendez-vous', '/rendez-vous', '/rendez-vous']);
    expect(clientNotes[0].body).toBe("Séance d'accompagnement avec Test accompagnateur : réservé pour le mercredi 10 mars 2027 à 10:00 (heure de Zurich).");
    const coachNotes = await callNotes(c.id);
    expect(coachNotes.map((n) => n.title)).toEqual(titles);
    expect(coachNotes[0].link).toBe('/accompagnateur-agenda');

    // Sent mails keep neither body nor attachment.
    await until('mails sent', () => t.rows('select status, attachments from mails where recipient = ?', [client.email]), (rows) => rows.length === 3 && rows.every((r) => r.status === 'sent'));
    expect(await t.rows('select attachments from mails where recipient = ? and attachments is not null', [client.email])).toEqual([]);
  });

  it('a proposal: the client told in the bell, the invitation once accepted (SEQUENCE 1); a declined one cancels no calendar', async () => {
    setClock('2027-03-01T08:00');
    const c = await coach();
    const client = await paidClientOf(c);
    const coachToken = await token(c);
    const proposal = await t.request('POST', `/api/coach/clients/${client.id}/calls`, { token: coachToken, body: { starts_at: zurich('2027-03-11T09:00').toISOString() } });
    expect(proposal.status).toBe(201);
    expect((await callNotes(client.id)).map((n) => n.title)).toEqual(['Séance proposée']);
    expect(await callNotes(c.id)).toEqual([]);
    const notYet = await t.request('GET', `/api/calls/${proposal.body.id}/invitation`, { token: coachToken });
    expect([notYet.status, notYet.body.message]).toEqual([409, CALL_ERRORS.notInCalendar]);

    const tok = await token(client);
    expect((await t.request('POST', `/api/calls/${proposal.body.id}/accept`, { token: tok })).body.status).toBe('booked');
    for (const email of [client.email, c.email]) expect((await invitations(email, 1))[0]).toMatchObject({ method: 'REQUEST', uid: proposal.body.id, sequence: 1, start: '2027-03-11T08:00:00.000Z' });

    const declined = await t.request('POST', `/api/coach/clients/${client.id}/calls`, { token: coachToken, body: { starts_at: zurich('2027-03-12T09:00').toISOString() } });
    expect((await t.request('POST', `/api/calls/${declined.body.id}/cancel`, { token: tok })).body.status).toBe('cancelled');
    expect((await callNotes(c.id)).map((n) => n.title)).toEqual(['Séance confirmée', 'Appel annulé']);
    // Only the accepted proposal's invitations, to each.
    await allSent(client.email, c.email);
    expect(smtp.to(client.email).filter((m) => m.text.includes('BEGIN:VCALENDAR'))).toHaveLength(1);
    expect(smtp.to(c.email).filter((m) => m.text.includes('BEGIN:VCALENDAR'))).toHaveLength(1);
  });

  it('the free first call of an unpaid client: both invited, the summary names it', async () => {
    setClock('2027-03-01T08:00');
    const c = await coach();
    expect((await t.request('PUT', `/api/admin/coaches/${c.id}/first-calls`, { token: await token(axel), body: { enabled: true } })).status).toBe(200);
    const { user: client, session } = await t.asUnpaidClient();
    const booked = await t.request('POST', '/api/calls/first-call', { token: session.access_token, body: { starts_at: zurich('2027-03-02T09:30').toISOString() } });
    expect(booked.status).toBe(201);
    const [toClient] = await invitations(client.email, 1);
    expect(toClient).toMatchObject({ uid: booked.body.id, sequence: 0, start: '2027-03-02T08:30:00.000Z', end: '2027-03-02T09:00:00.000Z', summary: 'Premier appel avec Test accompagnateur (CapSuisse)' });
    expect((await invitations(c.email, 1))[0].summary).toMatch(/^Premier appel avec /);
  });
});

describe('reminders', () => {
  const scan = () => t.inContext(() => t.app.get(ReminderJobs).scan());
  // On working time the scan tells the other kinds too (of other tests' people): the calls' part alone.
  const scanCalls = () => t.inContext(() => t.app.get(ReminderJobs).calls(t.clock.now()));
  const reminders = async (userId: string) => (await callNotes(userId)).filter((n) => n.eventKey.startsWith('call-reminder:'));

  it('24 h and 1 h before, to both, once each, on a Sunday too; a moved call again at its new time; a cancelled one never', async () => {
    setClock('2027-03-10T08:00');
    const c = await coach();
    const client = await paidClientOf(c);
    const tok = await token(client);
    const book = async (local: string) => (await t.request('POST', '/api/calls/sessions', { token: tok, body: { coach_id: c.id, starts_at: zurich(local).toISOString() } })).body.id as string;
    const monday = await book('2027-03-15T09:00');
    const cancelled = await book('2027-03-15T11:00');
    expect((await t.request('POST', `/api/calls/${cancelled}/cancel`, { token: tok })).status).toBe(200);

    // Sunday: not working time for the other reminders, but the 24 h reminder of Monday 09:00 is due at 09:00.
    setClock('2027-03-14T08:55');
    expect(await scan()).toBe(0);
    setClock('2027-03-14T09:00');
    expect(await scan()).toBe(2);
    expect(await scan()).toBe(0);
    const [day] = await reminders(client.id);
    expect(day).toMatchObject({ title: 'Appel demain', body: "Séance d'accompagnement avec Test accompagnateur, le lundi 15 mars 2027 à 09:00 (heure de Zurich).", link: '/rendez-vous', eventKey: `call-reminder:${monday}:0:day` });
    expect((await reminders(c.id)).map((n) => [n.title, n.link])).toEqual([['Appel demain', '/accompagnateur-agenda']]);
    // One reminder e-mail waits per person (MailService.sendComposed): each scan's have left before the next.
    await allSent(client.email, c.email);
    const mail = await until('the reminder e-mail', () => smtp.to(client.email).filter((m) => m.text.includes('Rappel : appel demain')), (m) => m.length === 1);
    expect(mail[0].head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail[0].text).toContain('lundi 15 mars 2027 à 09:00 (heure de Zurich)');

    setClock('2027-03-15T08:00');
    expect(await scanCalls()).toBe(2);
    setClock('2027-03-15T08:30');
    expect(await scanCalls()).toBe(0);
    expect((await reminders(client.id)).map((n) => n.title)).toEqual(['Appel demain', 'Appel dans une heure']);

    await allSent(client.email, c.email);
    // Moved by the coach within the last day: its new hour is reminded again (not the day's: its change said it), and
    // the client who turned the calls' e-mails off gets the bell only.
    const coachToken = await token(c);
    expect((await t.request('POST', `/api/coach/calls/${monday}/move`, { token: coachToken, body: { starts_at: zurich('2027-03-15T10:30').toISOString() } })).status).toBe(200);
    const off = await t.request('PUT', '/api/notifications/preferences', { token: await token(client), body: { kind: 'call', email: false } });
    expect(off.status).toBe(200);
    await allSent(client.email, c.email);
    setClock('2027-03-15T09:15');
    expect(await scanCalls()).toBe(0);
    setClock('2027-03-15T09:30');
    expect(await scanCalls()).toBe(2);
    expect((await reminders(client.id)).map((n) => n.eventKey)).toEqual([`call-reminder:${monday}:0:day`, `call-reminder:${monday}:0:hour`, `call-reminder:${monday}:1:hour`]);
    await until('the coach reminder e-mails', () => smtp.to(c.email).filter((m) => m.text.includes('Rappel : appel dans une heure')), (m) => m.length === 2);
    await allSent(client.email, c.email);
    expect(smtp.to(client.email).filter((m) => m.text.includes('Rappel : appel dans une heure'))).toHaveLength(1);

    expect(await t.rows('select id from notifications where event_key like ?', [`call-reminder:${cancelled}:%`])).toEqual([]);
  });
});
