import { randomUUID } from 'node:crypto';
import { MAIL_ERRORS, TOASTS } from '@capsuisse/contracts';
import { MailService, QueuePort } from '@capsuisse/server-core';
import { LocalSmtp } from '@capsuisse/server-testing';
import { PDF } from './files';
import { TestApp } from './harness';

// Issue 28, deliver 8: a real SMTP server on this machine, stopped and started again; retries in seconds here
// (the defaults are 1 min, 2, 4… for 12 hours).
const smtp = new LocalSmtp();
let t: TestApp;

beforeAll(async () => {
  await smtp.start();
  t = await TestApp.start({
    SMTP_URL: smtp.url,
    MAIL_RETRY_FIRST_SECONDS: '1',
    MAIL_RETRY_MAX_SECONDS: '2',
    MAIL_RETRY_FOR_SECONDS: '10',
    MAIL_SWEEP_SECONDS: '1',
    MAIL_LEASE_SECONDS: '10',
  });
});
afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

interface MailRow {
  id: string;
  recipient: string;
  kind: string;
  subject: string;
  text: string | null;
  html: string | null;
  status: string;
  attempts: number;
  lastError: string | null;
}
const mailsTo = (email: string) => t.rows<MailRow>('select * from mails where recipient = ? order by created_at', [email]);

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  for (const start = Date.now(); ; await new Promise((r) => setTimeout(r, 100))) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
  }
}
const received = (email: string, count: number) => until(`mails to ${email}`, async () => smtp.to(email), (mails) => mails.length >= count);
const tokenIn = (text: string) => decodeURIComponent(/reset-password\?token=([^\s"<]+)/.exec(text)?.[1] ?? '');
const reset = (token: string) => t.request('POST', '/api/auth/reset', { body: { token, password: `Nouveau-${randomUUID().slice(0, 8)}-2` } });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('keeps a reset mail and a review mail through an outage of the SMTP server, then delivers each once, the reset with a fresh working link', async () => {
  const [client, coach, axel] = await Promise.all([t.asClient(), t.asCoach(), t.asAxel()]);
  expect((await t.request('POST', '/api/admin/assignments', { token: axel.session.access_token, body: { accompagnateur_id: coach.user.id, client_id: client.user.id } })).status).toBe(204);
  const email = client.user.email;
  // A link delivered before the outage.
  expect((await t.request('POST', '/api/auth/recover', { body: { email } })).status).toBe(200);
  const [before] = await received(email, 1);
  const oldLink = tokenIn(before.text);
  expect(oldLink).not.toBe('');

  await smtp.stop();
  expect((await t.request('POST', '/api/auth/recover', { body: { email } })).status).toBe(200);
  const cv = await t.upload(client.session.access_token, 'cv', PDF);
  expect((await t.request('POST', `/api/documents/${cv.body.id}/validate`, { token: coach.session.access_token })).status).toBe(200);
  // Tried and failed, more than once, while the server is down; kept, the reset mail without its link.
  const failing = await until('tries during the outage', () => mailsTo(email), (rows) => rows.length === 3 && rows.slice(1).every((r) => r.status === 'queued' && r.attempts >= 2));
  const [, resetRow, reviewRow] = failing;
  expect(resetRow).toMatchObject({ kind: 'password-reset', text: null, html: null, subject: 'Réinitialisation de votre mot de passe' });
  expect(resetRow.lastError).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
  expect(JSON.stringify(failing)).not.toMatch(/token=/);
  // The verdict's mail is made at each try too (its kind's unsubscribe headers are not kept).
  expect(reviewRow).toMatchObject({ kind: 'document_validated', subject: 'Document validé', text: null, html: null });
  expect(smtp.to(email)).toHaveLength(1);

  await smtp.start();
  await until('delivery after the outage', () => mailsTo(email), (rows) => rows.every((r) => r.status === 'sent'));
  // A few more sweeps: nothing goes twice. A sent mail keeps no body.
  await sleep(2500);
  expect((await mailsTo(email)).map((r) => [r.text, r.html])).toEqual([[null, null], [null, null], [null, null]]);
  const mails = smtp.to(email);
  expect(mails).toHaveLength(3);
  expect(mails.filter((m) => m.text.includes('Document validé') || m.text.includes('a été validé'))).toHaveLength(1);
  const links = mails.map((m) => tokenIn(m.text)).filter(Boolean);
  expect(links).toHaveLength(2);
  // The link made as the mail left works; the one from before the outage was ended by it.
  expect((await reset(oldLink)).status).toBe(400);
  expect((await reset(links[1])).status).toBe(200);

  // Erasure takes the person's mail with it.
  expect((await t.request('DELETE', `/api/admin/users/${client.user.id}`, { token: axel.session.access_token })).status).toBe(204);
  expect(await mailsTo(email)).toEqual([]);
});

it('keeps a mail as failed once its retry hours are over, shows it to axel alone, and sends it when axel resends it (audited)', async () => {
  const [axel, coach, client] = await Promise.all([t.asAxel(), t.asCoach(), t.asClient()]);
  const to = `failed-${randomUUID().slice(0, 8)}@test.capsuisse.ch`;
  await smtp.stop();
  await t.inContext(() => t.app.get(MailService).send({ to, subject: 'Rappel', text: 'Bonjour' }));
  const [row] = await until('retries exhausted', () => mailsTo(to), (rows) => rows[0]?.status === 'failed', 30_000);
  expect(row.attempts).toBeGreaterThanOrEqual(3);
  await smtp.start();

  const list = await t.request('GET', '/api/admin/mails?status=failed', { token: axel.session.access_token });
  expect(list.status).toBe(200);
  expect(list.body.mails).toEqual(expect.arrayContaining([expect.objectContaining({ id: row.id, to, status: 'failed', attempts: row.attempts, kind: 'message' })]));
  for (const other of [coach, client]) {
    expect(await t.request('GET', '/api/admin/mails', { token: other.session.access_token })).toMatchObject({ status: 403, body: { message: TOASTS.axelDenied.description } });
    expect((await t.request('POST', `/api/admin/mails/${row.id}/resend`, { token: other.session.access_token })).status).toBe(403);
  }
  expect((await t.request('GET', '/api/admin/mails')).status).toBe(401);
  expect((await t.request('POST', `/api/admin/mails/${row.id}/resend`)).status).toBe(401);
  expect((await mailsTo(to))[0].status).toBe('failed');
  expect(smtp.to(to)).toEqual([]);

  const resent = await t.request('POST', `/api/admin/mails/${row.id}/resend`, { token: axel.session.access_token });
  expect(resent).toMatchObject({ status: 200, body: { id: row.id, status: 'queued' } });
  await received(to, 1);
  await until('sent', () => mailsTo(to), (rows) => rows[0].status === 'sent');
  expect(smtp.to(to)[0].text).toContain('Bonjour');
  const audit = await t.rows('select actor_id, details from audit_log where action = ? and target_id = ?', ['admin.mail.resend', row.id]);
  expect(audit).toEqual([{ actorId: axel.user.id, details: { kind: 'message', attempts: row.attempts } }]);

  expect(await t.request('POST', `/api/admin/mails/${row.id}/resend`, { token: axel.session.access_token })).toMatchObject({ status: 409, body: { message: MAIL_ERRORS.notFailed } });
  expect(await t.request('POST', `/api/admin/mails/${randomUUID()}/resend`, { token: axel.session.access_token })).toMatchObject({ status: 404, body: { message: MAIL_ERRORS.notFound } });
  expect(await t.request('GET', '/api/admin/mails?status=lost', { token: axel.session.access_token })).toMatchObject({ status: 400, body: { message: MAIL_ERRORS.status } });
});

it('fails a reset mail at once when the server refuses its recipient for good, and its resend carries a new working link', async () => {
  const [axel, client] = await Promise.all([t.asAxel(), t.asClient()]);
  const email = client.user.email;
  smtp.refused.add(email);
  expect((await t.request('POST', '/api/auth/recover', { body: { email } })).status).toBe(200);
  const [row] = await until('refused', () => mailsTo(email), (rows) => rows[0]?.status === 'failed');
  expect(row).toMatchObject({ kind: 'password-reset', attempts: 1, text: null });
  expect(row.lastError).toMatch(/550/);

  smtp.refused.delete(email);
  expect((await t.request('POST', `/api/admin/mails/${row.id}/resend`, { token: axel.session.access_token })).status).toBe(200);
  const [mail] = await received(email, 1);
  expect((await reset(tokenIn(mail.text))).status).toBe(200);
});

it('turns a mail job of the version before the rows (the mail in the job) into a row, and sends it', async () => {
  const to = `legacy-${randomUUID().slice(0, 8)}@test.capsuisse.ch`;
  await t.app.get(QueuePort).add('notifications', 'mail.send', { to, subject: 'Ancien format', text: 'Toujours envoyé' });
  await received(to, 1);
  await until('sent', () => mailsTo(to), (rows) => rows[0]?.status === 'sent');
  expect(smtp.to(to)[0].text).toContain('Toujours envoyé');
});
