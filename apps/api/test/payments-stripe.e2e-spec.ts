import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MikroORM } from '@mikro-orm/core';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import Stripe from 'stripe';
import { PAYMENT_MESSAGES, type PaymentMethod, type Session } from '@capsuisse/contracts';
import { AuditLogEntry } from '@capsuisse/server-core';
import { PAYMENTS_QUEUE, ReconcileJobs } from '@capsuisse/server-payments';
import { ProfilesService } from '@capsuisse/server-profiles';
import { TestApp } from './harness';

const WEBHOOK_SECRET = 'whsec_test_capsuisse';

type WireSession = Record<string, unknown> & { id: string; status: string; payment_status: string; payment_intent: string | null };

/**
 * Stripe's API as its SDK sees it: form-encoded requests, JSON `checkout.session` objects (the PaymentIntent and
 * its method expanded when asked), JSON errors. Tests change a session's state here, as a payment on Stripe's page would.
 */
class FakeStripe {
  readonly sessions = new Map<string, WireSession>();
  readonly created: URLSearchParams[] = [];
  /** How each paid session was paid: Stripe tells it only through the PaymentIntent's payment method. */
  private readonly methods = new Map<string, PaymentMethod>();
  private server!: Server;

  async start(): Promise<number> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const reply = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
        const path = new URL(req.url ?? '/', 'http://stripe.test').pathname;
        if (req.method === 'POST' && path === '/v1/checkout/sessions') {
          const form = new URLSearchParams(body);
          this.created.push(form);
          const id = `cs_test_${randomBytes(12).toString('hex')}`;
          const session: WireSession = {
            id,
            object: 'checkout.session',
            mode: form.get('mode'),
            status: 'open',
            payment_status: 'unpaid',
            payment_intent: null,
            client_reference_id: form.get('client_reference_id'),
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            currency: form.get('line_items[0][price_data][currency]'),
            payment_method_types: [...form].filter(([key]) => key.startsWith('allowed_payment_method_types[')).map(([, value]) => value),
            success_url: form.get('success_url'),
            cancel_url: form.get('cancel_url'),
            url: `https://checkout.stripe.com/c/pay/${id}`,
            livemode: false,
          };
          this.sessions.set(id, session);
          return reply(200, session);
        }
        const expiring = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path);
        if (req.method === 'POST' && expiring && this.sessions.get(expiring[1])?.status === 'open') return reply(200, this.expire(expiring[1]));
        const found = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
        if (req.method === 'GET' && found) {
          const session = this.sessions.get(found[1]);
          const expand = new URL(req.url ?? '/', 'http://stripe.test').searchParams.getAll('expand[0]');
          if (session) return reply(200, expand.includes('payment_intent.payment_method') ? this.expanded(session) : session);
          return reply(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${found[1]}'` } });
        }
        reply(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  pay(id: string, method: PaymentMethod = 'card'): WireSession {
    const session = this.sessions.get(id) as WireSession;
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: `pi_${randomBytes(8).toString('hex')}` });
    this.methods.set(id, method);
    return session;
  }

  private expanded(session: WireSession): WireSession {
    const method = this.methods.get(session.id);
    if (!session.payment_intent || !method) return session;
    const paymentMethod = { id: `pm_${randomBytes(8).toString('hex')}`, object: 'payment_method', type: method };
    return { ...session, payment_intent: { id: session.payment_intent, object: 'payment_intent', status: 'succeeded', payment_method: paymentMethod } as unknown as string };
  }

  expire(id: string): WireSession {
    return Object.assign(this.sessions.get(id) as WireSession, { status: 'expired' });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const stripe = new FakeStripe();
const signer = new Stripe('sk_test_signer');
let t: TestApp;
beforeAll(async () => {
  const port = await stripe.start();
  t = await TestApp.start({
    STRIPE_SECRET_KEY: 'sk_test_capsuisse',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(port),
    STRIPE_API_PROTOCOL: 'http',
  });
});
afterAll(async () => {
  await t?.close();
  await stripe.stop();
});

const token = (s: { session: Session }) => s.session.access_token;
const em = () => t.app.get(MikroORM).em.fork();
const hasPaid = (userId: string) => t.inContext(() => t.app.get(ProfilesService).hasPaid(userId));
const paymentOf = async (sessionId: string) => {
  const [payment] = await t.rows('select * from payments where provider_session_id = ?', [sessionId]);
  if (!payment) throw new Error(`no payment of session ${sessionId}`);
  return payment;
};
const eventsWhere = (column: 'id' | 'provider_session_id', value: string) => t.rows(`select * from payment_events where ${column} = ?`, [value]);
const paidProfiles = async () => (await t.rows<{ n: number }>('select count(*)::int as n from profiles where has_paid'))[0].n;
const paidAudits = async (sessionId: string) => em().count(AuditLogEntry, { action: 'payment.paid', targetId: (await paymentOf(sessionId)).id });

async function checkout(who: { session: Session }, currency: 'CHF' | 'EUR' = 'CHF'): Promise<string> {
  const res = await t.request('POST', '/api/payments/checkout', { token: token(who), body: { currency } });
  expect(res.status).toBe(200);
  const id = /\/c\/pay\/(cs_test_\w+)$/.exec(res.body.url as string)?.[1];
  expect(id).toBeDefined();
  return id as string;
}

function event(type: string, session: WireSession, id = `evt_${randomBytes(12).toString('hex')}`): string {
  return JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), livemode: false, data: { object: session } });
}

function deliver(payload: string, secret = WEBHOOK_SECRET, signature?: string) {
  return t.request('POST', '/api/payments/webhook', {
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? signer.webhooks.generateTestHeaderString({ payload, secret }) },
  });
}

it('creates a Checkout Session in payment mode at 399 CHF for the caller, back to /payment-success', async () => {
  const client = await t.asUnpaidClient();
  const id = await checkout(client);
  const form = stripe.created.at(-1) as URLSearchParams;
  expect(Object.fromEntries(form)).toMatchObject({
    mode: 'payment',
    client_reference_id: client.user.id,
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'chf',
    'line_items[0][price_data][unit_amount]': '39900',
    success_url: `${t.config.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${t.config.publicUrl}/payment`,
  });
  expect(await paymentOf(id)).toMatchObject({ userId: client.user.id, provider: 'stripe', amount: 39_900, currency: 'CHF', status: 'open', paymentIntentId: null });
});

it('offers card and TWINT in CHF, card only in EUR (Stripe takes TWINT in CHF only)', async () => {
  const [swiss, european] = await Promise.all([t.asUnpaidClient(), t.asUnpaidClient()]);
  const methods = (form: URLSearchParams) => [...form].filter(([key]) => key.startsWith('allowed_payment_method_types[')).map(([, value]) => value);
  await checkout(swiss, 'CHF');
  expect(methods(stripe.created.at(-1) as URLSearchParams)).toEqual(['card', 'twint']);
  await checkout(european, 'EUR');
  expect(methods(stripe.created.at(-1) as URLSearchParams)).toEqual(['card']);
});

it('webhook with a wrong or missing signature: 400 and nothing changes', async () => {
  const client = await t.asUnpaidClient();
  const id = await checkout(client);
  const payload = event('checkout.session.completed', stripe.pay(id));
  expect((await deliver(payload, 'whsec_somebody_else')).status).toBe(400);
  expect((await deliver(payload, WEBHOOK_SECRET, 't=1,v1=deadbeef')).status).toBe(400);
  // Signed, then tampered with.
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  expect((await deliver(payload.replace(client.user.id, '00000000-0000-4000-8000-000000000000'), WEBHOOK_SECRET, signature)).status).toBe(400);
  const unsigned = await t.request('POST', '/api/payments/webhook', { body: payload, headers: { 'content-type': 'application/json' } });
  expect(unsigned.status).toBe(400);

  expect(await hasPaid(client.user.id)).toBe(false);
  expect((await paymentOf(id)).status).toBe('open');
  expect(await eventsWhere('provider_session_id', id)).toHaveLength(0);
});

it('checkout.session.completed twice: paid once', async () => {
  const client = await t.asUnpaidClient();
  const id = await checkout(client);
  const session = stripe.pay(id);
  const payload = event('checkout.session.completed', session);
  expect(await deliver(payload)).toMatchObject({ status: 200, body: { received: true } });
  expect(await deliver(payload)).toMatchObject({ status: 200, body: { received: true } });
  // Another event about the same session (Stripe may send several) changes nothing either.
  expect((await deliver(event('checkout.session.completed', session))).status).toBe(200);

  expect(await hasPaid(client.user.id)).toBe(true);
  expect(await paymentOf(id)).toMatchObject({ status: 'paid', paymentIntentId: session.payment_intent });
  expect(await paidAudits(id)).toBe(1);
  expect(await eventsWhere('id', JSON.parse(payload).id)).toHaveLength(1);
  expect((await t.request('GET', '/api/documents', { token: token(client) })).status).toBe(200);
});

it('the same event delivered eight times at once, with the client verifying meanwhile: one payment, one audit, one event', async () => {
  const client = await t.asUnpaidClient();
  const id = await checkout(client);
  const session = stripe.pay(id);
  const payload = event('checkout.session.completed', session);
  const verifying = t.request('POST', '/api/payments/verify', { token: token(client), body: { session_id: id } });
  const deliveries = await Promise.all(Array.from({ length: 8 }, () => deliver(payload)));
  expect(deliveries.map((d) => d.status)).toEqual(Array(8).fill(200));
  expect((await verifying).body).toEqual({ paid: true });

  expect(await paymentOf(id)).toMatchObject({ status: 'paid', paymentIntentId: session.payment_intent });
  expect(await paidAudits(id)).toBe(1);
  expect(await eventsWhere('id', JSON.parse(payload).id)).toHaveLength(1);
  expect(await t.rows('select * from payments where user_id = ?', [client.user.id])).toHaveLength(1);
});

it('an event for an unknown session is recorded, and no user changes', async () => {
  const paidBefore = await paidProfiles();
  const client = await t.asUnpaidClient();
  const stranger = { ...stripe.pay(await checkout(client)), id: 'cs_test_not_ours', client_reference_id: client.user.id };
  const payload = event('checkout.session.completed', stranger);
  expect((await deliver(payload)).status).toBe(200);
  expect((await eventsWhere('id', JSON.parse(payload).id))[0]).toMatchObject({ providerSessionId: 'cs_test_not_ours', outcome: 'unknown_session' });
  expect(await paidProfiles()).toBe(paidBefore);
  expect(await hasPaid(client.user.id)).toBe(false);
});

it("verify asks Stripe; another user's session is refused", async () => {
  const owner = await t.asUnpaidClient();
  const other = await t.asUnpaidClient();
  const id = await checkout(owner);
  expect((await t.request('POST', '/api/payments/verify', { token: token(owner), body: { session_id: id } })).body).toEqual({ paid: false });
  stripe.pay(id);
  const refused = await t.request('POST', '/api/payments/verify', { token: token(other), body: { session_id: id } });
  expect(refused).toMatchObject({ status: 404, body: { message: PAYMENT_MESSAGES.sessionMissing } });
  expect(await hasPaid(other.user.id)).toBe(false);
  expect(await hasPaid(owner.user.id)).toBe(false);

  expect((await t.request('POST', '/api/payments/verify', { token: token(owner), body: { session_id: id } })).body).toEqual({ paid: true });
  expect(await hasPaid(owner.user.id)).toBe(true);
});

it('reconciliation settles sessions whose webhook was lost: paid, expired, and leaves young ones open', async () => {
  const [paying, leaving, late] = await Promise.all([t.asUnpaidClient(), t.asUnpaidClient(), t.asUnpaidClient()]);
  const paid = await checkout(paying);
  const expired = await checkout(leaving);
  t.clock.advance(t.config.reconcile.afterMs + 60_000);
  const young = await checkout(late);
  const session = stripe.pay(paid);
  stripe.expire(expired);
  stripe.pay(young);

  await t.inContext(() => t.app.get(ReconcileJobs).reconcile());
  expect(await paymentOf(paid)).toMatchObject({ status: 'paid', paymentIntentId: session.payment_intent, method: 'card' });
  expect(await hasPaid(paying.user.id)).toBe(true);
  expect(await paymentOf(expired)).toMatchObject({ status: 'expired' });
  expect(await hasPaid(leaving.user.id)).toBe(false);
  expect((await paymentOf(young)).status).toBe('open');

  // The webhook arriving after all, and a second run: nothing more happens.
  expect((await deliver(event('checkout.session.completed', session))).status).toBe(200);
  await t.inContext(() => t.app.get(ReconcileJobs).reconcile());
  expect(await paidAudits(paid)).toBe(1);
});

// With Redis only: inline, the interval is covered by the core queue's unit test.
(process.env.REDIS_URL ? it : it.skip)('declares the reconciliation as a BullMQ job scheduler', async () => {
  const connection = new Redis(process.env.REDIS_URL as string, { maxRetriesPerRequest: null });
  const queue = new Queue(PAYMENTS_QUEUE, { connection, prefix: t.config.queuePrefix });
  try {
    expect(await queue.getJobSchedulers()).toEqual([expect.objectContaining({ name: 'reconcile', every: t.config.reconcile.everyMs })]);
  } finally {
    await queue.close();
    connection.disconnect();
  }
});

describe('payments that cannot be gamed', () => {
  const verify = (who: { session: Session }, id: string) => t.request('POST', '/api/payments/verify', { token: token(who), body: { session_id: id } });
  const mismatches = async (id: string) => em().count(AuditLogEntry, { action: 'payment.mismatch', targetId: (await paymentOf(id)).id });
  const charge = (type: string, paymentIntent: string, refunded = true) =>
    JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: type === 'charge.refunded' ? { id: `ch_${randomBytes(6).toString('hex')}`, object: 'charge', refunded, payment_intent: paymentIntent } : { id: `dp_${randomBytes(6).toString('hex')}`, object: 'dispute', payment_intent: paymentIntent } },
    });

  it('grants nothing when the amount or the currency paid is not the price asked, whichever path settles it', async () => {
    const [byWebhook, byVerify, byReconcile] = await Promise.all([t.asUnpaidClient(), t.asUnpaidClient(), t.asUnpaidClient()]);
    const cheap = await checkout(byWebhook);
    expect((await deliver(event('checkout.session.completed', { ...stripe.pay(cheap), amount_total: 100 }))).status).toBe(200);
    const euros = await checkout(byVerify);
    Object.assign(stripe.pay(euros), { currency: 'eur' });
    expect((await verify(byVerify, euros)).body).toEqual({ paid: false });
    const late = await checkout(byReconcile);
    Object.assign(stripe.pay(late), { amount_total: 39_899 });
    t.clock.advance(t.config.reconcile.afterMs + 60_000);
    await t.inContext(() => t.app.get(ReconcileJobs).reconcile());

    for (const [who, id] of [[byWebhook, cheap], [byVerify, euros], [byReconcile, late]] as const) {
      expect(await hasPaid(who.user.id)).toBe(false);
      expect((await paymentOf(id)).status).toBe('mismatch');
      expect(await mismatches(id)).toBe(1);
    }
    // Nothing said later about the session changes a mismatch into access.
    expect((await deliver(event('checkout.session.completed', stripe.sessions.get(cheap) as WireSession))).status).toBe(200);
    expect(await hasPaid(byWebhook.user.id)).toBe(false);
  });

  it('a TWINT payment settles like a card one on every path: paid at the price, refused at another amount or currency', async () => {
    const [byVerify, byWebhook, cheap, euros] = await Promise.all([t.asUnpaidClient(), t.asUnpaidClient(), t.asUnpaidClient(), t.asUnpaidClient()]);
    const verified = await checkout(byVerify);
    stripe.pay(verified, 'twint');
    expect((await verify(byVerify, verified)).body).toEqual({ paid: true });
    const hooked = await checkout(byWebhook);
    expect((await deliver(event('checkout.session.completed', stripe.pay(hooked, 'twint')))).status).toBe(200);
    const underpaid = await checkout(cheap);
    expect((await deliver(event('checkout.session.completed', { ...stripe.pay(underpaid, 'twint'), amount_total: 100 }))).status).toBe(200);
    const inEuros = await checkout(euros);
    Object.assign(stripe.pay(inEuros, 'twint'), { currency: 'eur' });
    t.clock.advance(t.config.reconcile.afterMs + 60_000);
    await t.inContext(() => t.app.get(ReconcileJobs).reconcile());

    // The method is known when the session is read with its PaymentIntent (verify, reconciliation), not from a webhook's payload.
    expect(await paymentOf(verified)).toMatchObject({ status: 'paid', method: 'twint' });
    expect(await paymentOf(hooked)).toMatchObject({ status: 'paid', method: null });
    expect([await hasPaid(byVerify.user.id), await hasPaid(byWebhook.user.id)]).toEqual([true, true]);
    for (const [who, id] of [[cheap, underpaid], [euros, inEuros]] as const) {
      expect(await hasPaid(who.user.id)).toBe(false);
      expect((await paymentOf(id)).status).toBe('mismatch');
      expect(await mismatches(id)).toBe(1);
    }
    expect((await paymentOf(inEuros)).method).toBe('twint');
  });

  it('counts only money received: a session that needed no payment opens nothing', async () => {
    const client = await t.asUnpaidClient();
    const id = await checkout(client);
    Object.assign(stripe.sessions.get(id) as WireSession, { status: 'complete', payment_status: 'no_payment_required', amount_total: 0 });
    expect((await deliver(event('checkout.session.completed', stripe.sessions.get(id) as WireSession))).status).toBe(200);
    expect((await verify(client, id)).body).toEqual({ paid: false });
    expect(await hasPaid(client.user.id)).toBe(false);
  });

  it('a full refund or a dispute takes the access back, audited; a partial refund does not', async () => {
    const [refunded, disputed, partly] = await Promise.all([t.asUnpaidClient(), t.asUnpaidClient(), t.asUnpaidClient()]);
    const intents: string[] = [];
    for (const who of [refunded, disputed, partly]) {
      const session = stripe.pay(await checkout(who));
      expect((await deliver(event('checkout.session.completed', session))).status).toBe(200);
      expect(await hasPaid(who.user.id)).toBe(true);
      intents.push(session.payment_intent as string);
    }
    expect((await deliver(charge('charge.refunded', intents[0]))).status).toBe(200);
    expect((await deliver(charge('charge.dispute.created', intents[1]))).status).toBe(200);
    expect((await deliver(charge('charge.refunded', intents[2], false))).status).toBe(200);

    expect(await hasPaid(refunded.user.id)).toBe(false);
    expect(await hasPaid(disputed.user.id)).toBe(false);
    expect(await hasPaid(partly.user.id)).toBe(true);
    const [refund] = await t.rows('select * from payments where payment_intent_id = ?', [intents[0]]);
    const [dispute] = await t.rows('select * from payments where payment_intent_id = ?', [intents[1]]);
    expect([refund.status, dispute.status]).toEqual(['refunded', 'disputed']);
    expect(await em().count(AuditLogEntry, { action: 'payment.refunded', targetId: refund.id })).toBe(1);
    expect(await em().count(AuditLogEntry, { action: 'payment.disputed', targetId: dispute.id })).toBe(1);
    expect((await t.request('GET', '/api/documents', { token: token(refunded) })).status).toBe(402);
  });

  it('keeps one open checkout per client: a second click reuses it, another currency ends it first', async () => {
    const client = await t.asUnpaidClient();
    const before = stripe.created.length;
    const first = await checkout(client);
    const [again, meanwhile] = await Promise.all([checkout(client), checkout(client)]);
    expect([again, meanwhile]).toEqual([first, first]);
    expect(stripe.created.length).toBe(before + 1);

    const euros = await t.request('POST', '/api/payments/checkout', { token: token(client), body: { currency: 'EUR' } });
    expect(euros.status).toBe(200);
    expect(stripe.sessions.get(first)?.status).toBe('expired');
    expect((await paymentOf(first)).status).toBe('expired');
    expect(await t.rows('select * from payments where user_id = ? and status = ?', [client.user.id, 'open'])).toEqual([expect.objectContaining({ currency: 'EUR', amount: 44_800 })]);
  });
});
