import { NOTIFICATION_ERRORS, NOTIFICATION_KIND_LABELS, type NotificationPreferenceDto, type NotificationsDto, notificationKindsOf, type Session } from '@capsuisse/contracts';
import { NotificationsService } from '@capsuisse/server-conversation';
import { pdf } from './files';
import { TestApp } from './harness';

let t: TestApp;
let axel: { user: { id: string }; session: Session };
beforeAll(async () => {
  t = await TestApp.start();
  axel = await t.asAxel();
});
afterAll(() => t?.close());

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
