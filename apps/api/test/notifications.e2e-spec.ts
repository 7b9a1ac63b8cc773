import type { AddressInfo } from 'node:net';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type LiveEvent,
  NOTIFICATION_ERRORS,
  NOTIFICATION_KIND_LABELS,
  type NotificationPreferenceDto,
  type NotificationsDto,
  notificationKindsOf,
  type Session,
} from '@capsuisse/contracts';
import { NotificationsService } from '@capsuisse/server-conversation';
import { LocalSmtp } from '@capsuisse/server-testing';
import { pdf } from './files';
import { TestApp } from './harness';

// Mails through a real local SMTP server, where their headers can be read; a listening server for the live stream.
const smtp = new LocalSmtp();
let t: TestApp;
let axel: { user: { id: string }; session: Session };
beforeAll(async () => {
  await smtp.start();
  t = await TestApp.start({ SMTP_URL: smtp.url });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  axel = await t.asAxel();
}, 180_000);
afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

const token = (s: { session: Session }) => s.session.access_token;
const bell = async (who: { session: Session }) => (await t.request<NotificationsDto>('GET', '/api/notifications', { token: token(who) })).body;

async function clientWithCoach() {
  const [client, coach] = await Promise.all([t.asClient(), t.asCoach()]);
  expect((await t.request('POST', '/api/admin/assignments', { token: token(axel), body: { accompagnateur_id: coach.user.id, client_id: client.user.id } })).status).toBe(204);
  return { client, coach };
}

async function uploadedCv(client: { session: Session }): Promise<string> {
  const res = await t.upload(token(client), 'cv', pdf('CV'));
  expect(res.status).toBe(201);
  return res.body.id;
}

/** `GET /api/events` held open as a browser holds it; its events as they come. */
async function liveOf(who: { session: Session }) {
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  const abort = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/api/events`, { headers: { authorization: `Bearer ${token(who)}` }, signal: abort.signal });
  expect(response.status).toBe(200);
  const events: LiveEvent[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (const reader = (response.body as ReadableStream<Uint8Array>).getReader(); ; ) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = buffer.slice(0, end).split('\n').find((line) => line.startsWith('data: '));
          buffer = buffer.slice(end + 2);
          if (data) events.push(JSON.parse(data.slice(6)) as LiveEvent);
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  const count = (type: LiveEvent['type']) => events.filter((e) => e.type === type).length;
  /** Resolves once `n` events of `type` came, within 5 s. */
  const seen = async (type: LiveEvent['type'], n = 1) => {
    for (const start = Date.now(); count(type) < n; await new Promise((r) => setTimeout(r, 20))) {
      if (Date.now() - start > 5_000) throw new Error(`${n} ${type} event(s) not received: ${JSON.stringify(events)}`);
    }
  };
  await seen('ready');
  return { count, seen, close: () => abort.abort() };
}

/** The mails `email` received whose text says `says`, once `count` came. */
async function received(email: string, says: string, count = 1) {
  const matching = () => smtp.to(email).filter((m) => m.text.includes(says));
  for (const start = Date.now(); Date.now() - start < 20_000; await new Promise((r) => setTimeout(r, 100))) {
    if (matching().length >= count) return matching();
  }
  throw new Error(`${count} mail(s) "${says}" to ${email} not received: ${matching().length}`);
}

describe('the bell', () => {
  it('tells the client of a verdict and a planned step, unread first; one read, then all', async () => {
    const { client, coach } = await clientWithCoach();
    const cv = await uploadedCv(client);
    expect((await t.request('POST', `/api/documents/${cv}/reject`, { token: token(coach), body: { reason: 'Photo manquante' } })).status).toBe(200);
    expect((await t.request('POST', `/api/users/${client.user.id}/milestones`, { token: token(coach), body: { code: '01', label: 'Entretien RH', type: 'rdv', status: 'planifie', scheduled_at: '2027-01-12' } })).status).toBe(201);

    const first = await bell(client);
    expect(first.unread).toBe(2);
    expect(first.items.map((n) => [n.kind, n.title, n.link])).toEqual([
      ['milestone', 'Nouvelle étape : Entretien RH', '/timeline'],
      ['document_rejected', 'Document à corriger : CV', '/uploads'],
    ]);
    expect(first.items[0].body).toBe('Planifié · prévue le 12 janvier 2027');
    expect(first.items[1]).toMatchObject({ body: 'Photo manquante', read_at: null });

    const opened = await t.request<NotificationsDto>('PUT', `/api/notifications/${first.items[1].id}/read`, { token: token(client) });
    expect(opened.body.unread).toBe(1);
    // Unread first: the one left unread leads.
    expect(opened.body.items.map((n) => [n.kind, n.read_at === null])).toEqual([['milestone', true], ['document_rejected', false]]);
    const all = await t.request<NotificationsDto>('PUT', '/api/notifications/read', { token: token(client) });
    expect(all.body.unread).toBe(0);
    expect(all.body.items.every((n) => n.read_at !== null)).toBe(true);
  });

  it("tells of a confirmed payment once; another person's notification is a 404", async () => {
    const client = await t.paidThroughCheckout();
    const { items } = await bell(client);
    expect(items.map((n) => [n.kind, n.title])).toEqual([['payment', 'Paiement confirmé']]);
    expect(items[0].body).toContain('CHF 399.–');
    const stranger = await t.asClient();
    const res = await t.request('PUT', `/api/notifications/${items[0].id}/read`, { token: token(stranger) });
    expect(res.status).toBe(404);
    expect((await bell(client)).unread).toBe(1);
  });
});

describe("the bell's count", () => {
  it('answers the unread count alone, for the signed-in person only', async () => {
    const { client, coach } = await clientWithCoach();
    const unread = async (who: { session: Session }) => (await t.request('GET', '/api/notifications/unread', { token: token(who) })).body;
    expect(await unread(client)).toEqual({ unread: 0 });
    const cv = await uploadedCv(client);
    expect((await t.request('POST', `/api/documents/${cv}/reject`, { token: token(coach), body: { reason: 'Photo manquante' } })).status).toBe(200);
    expect(await unread(client)).toEqual({ unread: 1 });
    expect(await unread(coach)).toEqual({ unread: 0 });
    expect((await t.request('GET', '/api/notifications/unread')).status).toBe(401);
  });
});

describe('live', () => {
  it("announces a document's verdict once committed, and never an event whose transaction rolled back", async () => {
    const { client, coach } = await clientWithCoach();
    const cv = await uploadedCv(client);
    const live = await liveOf(client);
    try {
      const rolledBack = t.app.get(EntityManager).fork().transactional(async (em) => {
        await t.app.get(NotificationsService).notify(em, { userId: client.user.id, kind: 'milestone', title: 'Jamais', body: 'Jamais', link: '/timeline', eventKey: 'rolled-back' });
        throw new Error('rolled back');
      });
      await expect(rolledBack).rejects.toThrow('rolled back');
      expect((await t.request('POST', `/api/documents/${cv}/reject`, { token: token(coach), body: { reason: 'Photo manquante' } })).status).toBe(200);
      await live.seen('notification');
      expect(live.count('notification')).toBe(1);
      expect(await t.rows('select event_key from notifications where user_id = ?', [client.user.id])).toEqual([{ eventKey: expect.stringMatching(/^document:/) }]);
    } finally {
      live.close();
    }
  });
});

describe('erasure', () => {
  it("deletes the notifications others got about the erased person (its subject), and only those", async () => {
    const { client, coach } = await clientWithCoach();
    const notifications = t.app.get(NotificationsService);
    await t.app.get(EntityManager).fork().transactional(async (em) => {
      const about = { kind: 'reminder_silent_client' as const, title: 'Client sans nouvelles', body: 'Sans nouvelles', link: '/coach' };
      await notifications.notify(em, { ...about, userId: coach.user.id, eventKey: `silent:${client.user.id}:1`, subjectId: client.user.id });
      await notifications.notify(em, { ...about, userId: coach.user.id, eventKey: 'silent:other:1', subjectId: coach.user.id });
    });
    expect((await t.request('DELETE', `/api/admin/users/${client.user.id}`, { token: token(axel) })).status).toBe(204);
    expect(await t.rows('select event_key from notifications where user_id = ?', [coach.user.id])).toEqual([{ eventKey: 'silent:other:1' }]);
    expect(await t.rows('select 1 from notifications where subject_id = ?', [client.user.id])).toEqual([]);
  });
});

describe('e-mail per kind', () => {
  it('lists the kinds of the role, each on; a kind turned off sends no mail, the bell still tells', async () => {
    const { client, coach } = await clientWithCoach();
    const prefs = (await t.request<NotificationPreferenceDto[]>('GET', '/api/notifications/preferences', { token: token(client) })).body;
    expect(prefs.map((p) => p.kind)).toEqual(notificationKindsOf('client'));
    expect(prefs.every((p) => p.email && p.label === NOTIFICATION_KIND_LABELS[p.kind])).toBe(true);
    const coachPrefs = (await t.request<NotificationPreferenceDto[]>('GET', '/api/notifications/preferences', { token: token(coach) })).body;
    expect(coachPrefs.map((p) => p.kind)).toEqual(notificationKindsOf('accompagnateur'));

    const off = await t.request<NotificationPreferenceDto[]>('PUT', '/api/notifications/preferences', { token: token(client), body: { kind: 'document_validated', email: false } });
    expect(off.status).toBe(200);
    expect(off.body.find((p) => p.kind === 'document_validated')?.email).toBe(false);

    const cv = await uploadedCv(client);
    expect((await t.request('POST', `/api/documents/${cv}/validate`, { token: token(coach) })).status).toBe(200);
    expect((await bell(client)).items.map((n) => n.kind)).toEqual(['document_validated']);
    const mails = await t.rows('select 1 from mails where recipient = ? union all select 1 from outbox where "to" = ?', [client.user.email, client.user.email]);
    expect(mails).toEqual([]);
  });

  it("a document's verdict e-mail carries its kind's one-click unsubscribe (RFC 8058), which turns that kind off", async () => {
    const { client, coach } = await clientWithCoach();
    const cv = await uploadedCv(client);
    expect((await t.request('POST', `/api/documents/${cv}/validate`, { token: token(coach) })).status).toBe(200);
    const [mail] = await received(client.user.email, 'a été validé par votre accompagnateur');
    const header = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail.head)?.[1] ?? '';
    expect(header).toMatch(/^http:\/\/localhost:\d+\/api\/notifications\/unsubscribe\?token=[\w.-]+$/);
    expect(mail.head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    const url = new URL(header);
    const res = await t.request('POST', `${url.pathname}${url.search}`);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ kind: 'document_validated', label: NOTIFICATION_KIND_LABELS.document_validated });
    expect(await t.rows('select kind, email from notification_preferences where user_id = ?', [client.user.id])).toEqual([{ kind: 'document_validated', email: false }]);
  });

  it("refuses a kind the role does not receive, or none, with a French 400", async () => {
    const coach = await t.asCoach();
    const res = await t.request('PUT', '/api/notifications/preferences', { token: token(coach), body: { kind: 'payment', email: false } });
    expect([res.status, res.body.message]).toEqual([400, NOTIFICATION_ERRORS.kindNotOffered]);
    const unknown = await t.request('PUT', '/api/notifications/preferences', { token: token(coach), body: { kind: 'tout', email: false } });
    expect([unknown.status, unknown.body.message]).toEqual([400, NOTIFICATION_ERRORS.kind]);
    expect(await t.rows('select 1 from notification_preferences where user_id = ?', [coach.user.id])).toEqual([]);
  });

  it('one-click unsubscribe: a signed link turns its kind off without signing in; a forged one changes nothing', async () => {
    const client = await t.asClient();
    const signed = t.app.get(NotificationsService).unsubscribeToken(client.user.id, 'reminder_training');
    const res = await t.request('POST', `/api/notifications/unsubscribe?token=${signed}`);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ kind: 'reminder_training', label: NOTIFICATION_KIND_LABELS.reminder_training });
    expect(await t.rows('select kind, email from notification_preferences where user_id = ?', [client.user.id])).toEqual([{ kind: 'reminder_training', email: false }]);

    const other = await t.asClient();
    const forged = `${Buffer.from(`${other.user.id}:reminder_training`).toString('base64url')}.${signed.split('.')[1]}`;
    const refused = await t.request('POST', `/api/notifications/unsubscribe?token=${forged}`);
    expect([refused.status, refused.body.message]).toEqual([400, NOTIFICATION_ERRORS.unsubscribeInvalid]);
    expect(await t.rows('select 1 from notification_preferences where user_id = ?', [other.user.id])).toEqual([]);
  });
});
