import { MikroORM } from '@mikro-orm/core';
import { API_ERRORS, PAYMENT_MESSAGES, type Session } from '@capsuisse/contracts';
import { AuditLogEntry } from '@capsuisse/server-core';
import { TestApp } from './harness';

// The embedded default: no Stripe key, the API's own demo checkout.
let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t?.close());

const token = (s: { session: Session }) => s.session.access_token;
const em = () => t.app.get(MikroORM).em.fork();
const paymentsOf = (sessionId: string) => t.rows('select * from payments where provider_session_id = ?', [sessionId]);
const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop() as string;

async function checkout(who: { session: Session }, currency: 'CHF' | 'EUR' = 'CHF'): Promise<string> {
  const res = await t.request('POST', '/api/payments/checkout', { token: token(who), body: { currency } });
  expect(res.status).toBe(200);
  expect(res.body.url).toMatch(new RegExp(`^${t.config.publicUrl}/api/payments/demo/demo_[\\w-]+$`));
  return res.body.url as string;
}

it('create → demo page → confirm → verify: has_paid, the record paid, the gate open', async () => {
  const client = await t.asUnpaidClient();
  expect((await t.request('GET', '/api/documents', { token: token(client) })).status).toBe(402);

  const url = await checkout(client);
  const id = sessionIdOf(url);
  const page = await t.request('GET', new URL(url).pathname);
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.body).toContain('Payer (test)');
  expect(page.body).toMatch(/399/);

  // Before the client confirms, the provider says open.
  expect((await t.request('POST', '/api/payments/verify', { token: token(client), body: { session_id: id } })).body).toEqual({ paid: false });

  // What the browser's form sends: an empty urlencoded body.
  const confirmed = await t.request('POST', `/api/payments/demo/${id}/confirm`, { body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(confirmed.status).toBe(303);
  // Relative: back on the origin the demo page was opened on.
  expect(confirmed.headers.location).toBe(`/payment-success?session_id=${id}`);

  const verified = await t.request('POST', '/api/payments/verify', { token: token(client), body: { session_id: id } });
  expect(verified).toMatchObject({ status: 200, body: { paid: true } });
  expect((await t.request('GET', '/api/me', { token: token(client) })).body.has_paid).toBe(true);
  expect((await t.request('GET', '/api/documents', { token: token(client) })).status).toBe(200);

  const [payment] = await paymentsOf(id);
  // A bare POST (no method chosen) pays by card.
  expect(payment).toMatchObject({ userId: client.user.id, provider: 'demo', amount: 39_900, currency: 'CHF', status: 'paid', method: 'card' });
  expect(new Date(payment.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(payment.createdAt).getTime());

  // Verifying again changes nothing; paying again is refused.
  expect((await t.request('POST', '/api/payments/verify', { token: token(client), body: { session_id: id } })).body).toEqual({ paid: true });
  const audits = await em().find(AuditLogEntry, { targetId: payment.id });
  expect(audits.map((a) => a.action).sort()).toEqual(['payment.checkout', 'payment.paid']);
  const again = await t.request('POST', '/api/payments/checkout', { token: token(client), body: { currency: 'CHF' } });
  expect(again).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.alreadyPaid } });
});

it('charges 448 EUR when the client chooses euros', async () => {
  const client = await t.asUnpaidClient();
  const id = sessionIdOf(await checkout(client, 'EUR'));
  expect((await paymentsOf(id))[0]).toMatchObject({ amount: 44_800, currency: 'EUR', status: 'open' });
});

const confirm = (id: string, method: string) =>
  t.request('POST', `/api/payments/demo/${id}/confirm`, { body: `method=${method}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

it('offers card and TWINT in CHF, card only in EUR; paying by TWINT settles like a card and records TWINT', async () => {
  const [swiss, european] = await Promise.all([t.asUnpaidClient(), t.asUnpaidClient()]);
  const chf = sessionIdOf(await checkout(swiss));
  const eur = sessionIdOf(await checkout(european, 'EUR'));
  const methods = (html: string) => [...html.matchAll(/name="method" value="(\w+)"/g)].map((m) => m[1]);
  const chfPage = (await t.request('GET', `/api/payments/demo/${chf}`)).body as string;
  expect(methods(chfPage)).toEqual(['card', 'twint']);
  expect(chfPage).toContain("Avec l'app TWINT : scannez le code QR pour payer.");
  expect(methods((await t.request('GET', `/api/payments/demo/${eur}`)).body as string)).toEqual(['card']);

  // TWINT is refused in euros, and an unknown method anywhere: the session stays unpaid.
  for (const [id, method] of [[eur, 'twint'], [chf, 'bitcoin']]) {
    expect(await confirm(id, method)).toMatchObject({ status: 400, body: { message: PAYMENT_MESSAGES.methodUnavailable } });
  }
  expect((await t.request('POST', '/api/payments/verify', { token: token(european), body: { session_id: eur } })).body).toEqual({ paid: false });

  expect(await confirm(chf, 'twint')).toMatchObject({ status: 303, headers: { location: `/payment-success?session_id=${chf}` } });
  expect((await t.request('POST', '/api/payments/verify', { token: token(swiss), body: { session_id: chf } })).body).toEqual({ paid: true });
  expect((await t.request('GET', '/api/me', { token: token(swiss) })).body.has_paid).toBe(true);
  expect((await paymentsOf(chf))[0]).toMatchObject({ status: 'paid', amount: 39_900, currency: 'CHF', method: 'twint' });
  // Confirming again changes nothing, not even the method.
  expect((await confirm(chf, 'card')).status).toBe(303);
  expect((await t.request('GET', `/api/payments/demo/${chf}`)).body).toContain('Paiement confirmé (TWINT).');
});

it("refuses to verify another user's session, and an unknown one, as missing", async () => {
  const owner = await t.asUnpaidClient();
  const other = await t.asUnpaidClient();
  const id = sessionIdOf(await checkout(owner));
  await t.request('POST', `/api/payments/demo/${id}/confirm`);
  for (const session_id of [id, 'demo_unknown']) {
    const res = await t.request('POST', '/api/payments/verify', { token: token(other), body: { session_id } });
    expect(res).toMatchObject({ status: 404, body: { message: PAYMENT_MESSAGES.sessionMissing } });
  }
  expect((await t.request('GET', '/api/me', { token: token(other) })).body.has_paid).toBe(false);
});

it('checkout: 401 signed out, 403 for other roles, 400 for an unknown currency', async () => {
  expect(await t.request('POST', '/api/payments/checkout', { body: { currency: 'CHF' } })).toMatchObject({ status: 401, body: { message: API_ERRORS.unauthenticated } });
  const coach = await t.asCoach();
  expect((await t.request('POST', '/api/payments/checkout', { token: token(coach), body: { currency: 'CHF' } })).status).toBe(403);
  const client = await t.asUnpaidClient();
  expect((await t.request('POST', '/api/payments/checkout', { token: token(client), body: { currency: 'USD' } })).status).toBe(400);
});

it('an unknown demo session answers 404', async () => {
  expect((await t.request('GET', '/api/payments/demo/demo_nope')).status).toBe(404);
  expect((await t.request('POST', '/api/payments/demo/demo_nope/confirm')).status).toBe(404);
});

it('one open checkout at a time: the same page again, and a switch of currency ends the old page', async () => {
  const client = await t.asUnpaidClient();
  const first = await checkout(client);
  expect(await checkout(client)).toBe(first);
  const euros = await checkout(client, 'EUR');
  expect(euros).not.toBe(first);
  // The ended page can no longer be paid.
  expect((await t.request('POST', `/api/payments/demo/${sessionIdOf(first)}/confirm`, { body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(404);
  expect((await paymentsOf(sessionIdOf(first)))[0].status).toBe('expired');
  expect((await paymentsOf(sessionIdOf(euros)))[0]).toMatchObject({ status: 'open', currency: 'EUR', amount: 44_800 });
});

it('returns to the origin the client pays from when it is one of ours, never to a foreign one', async () => {
  const port = new URL(t.config.publicUrl).port;
  const from = async (origin: string) => {
    const client = await t.asUnpaidClient();
    const res = await t.request('POST', '/api/payments/checkout', { token: token(client), body: { currency: 'CHF' }, headers: { origin } });
    expect(res.status).toBe(200);
    return new URL(res.body.url as string).origin;
  };
  // The embedded default is this machine's: any of its loopback names.
  expect(await from(`http://127.0.0.1:${port}`)).toBe(`http://127.0.0.1:${port}`);
  expect(await from('https://evil.example')).toBe(t.config.publicUrl);

  // The same open session is reused from the same origin only: from another one, a new session returns there.
  const client = await t.asUnpaidClient();
  const start = (origin: string) => t.request('POST', '/api/payments/checkout', { token: token(client), body: { currency: 'CHF' }, headers: { origin } });
  const first = (await start(t.config.publicUrl)).body.url as string;
  expect((await start(t.config.publicUrl)).body.url).toBe(first);
  const other = (await start(`http://127.0.0.1:${port}`)).body.url as string;
  expect(other).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/api/payments/demo/`));
  expect((await paymentsOf(sessionIdOf(first)))[0].status).toBe('expired');
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await TestApp.start({ NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-characters', SMTP_URL: 'smtp://127.0.0.1:2525' });
    // Production migrates in a job before the rollout, not at start.
    await prod.app.get(MikroORM).getMigrator().up();
  });
  afterAll(() => prod?.close());

  it('the demo checkout is refused: no session is created, its routes answer 404', async () => {
    const client = await prod.asUnpaidClient();
    const res = await prod.request('POST', '/api/payments/checkout', { token: client.session.access_token, body: { currency: 'CHF' } });
    expect(res).toMatchObject({ status: 503, body: { message: PAYMENT_MESSAGES.checkoutError } });
    expect(await prod.rows('select * from payments')).toHaveLength(0);
    expect((await prod.request('GET', '/api/payments/demo/demo_any')).status).toBe(404);
    expect((await prod.request('POST', '/api/payments/demo/demo_any/confirm')).status).toBe(404);
  });
});
