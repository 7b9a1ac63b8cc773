import { Injectable, Logger } from '@nestjs/common';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { API_ERRORS, type CheckoutResponse, type Currency, formatPrice, PAGES, PAYMENT_MESSAGES, PAYMENT_METHODS_BY_CURRENCY, type PaymentMethod, type PaymentStatus, PRICES, type VerifyResponse } from '@capsuisse/contracts';
import { AppConfig, AuditService, Clock, DomainError, Errors, type PersonalData } from '@capsuisse/server-core';
import { NotificationsService } from '@capsuisse/server-conversation';
import { ProfilesService } from '@capsuisse/server-profiles';
import { DemoCheckoutSession, Payment, PaymentEvent } from './payment.entity';
import { type DemoCheckout, InvalidSignatureError, PaymentProvider, type ProviderReversal, type ProviderSession } from './payment-provider.port';

type Outcome = PaymentStatus | 'unknown_session' | 'unknown_payment';
type Via = 'verify' | 'webhook' | 'reconcile';
// At most this many sessions per reconciliation run; the next run takes the rest.
const RECONCILE_BATCH = 100;

/** Checkout, verification, webhook and reconciliation: every path settles a session the same way. */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('PaymentsService');

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    private readonly profiles: ProfilesService,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * A checkout session at the spec's price in the chosen currency; refused once paid. A client has one
   * open session at a time (a unique index says so): while it is open in that currency it is handed back
   * (a second tab, a second click), and another currency ends it first, so nobody can be charged twice.
   * No transaction spans a provider call (the embedded database has one connection, and calls are slow).
   */
  async checkout(userId: string, currency: Currency, origin?: string): Promise<CheckoutResponse> {
    if (await this.profiles.hasPaid(userId)) throw Errors.conflict(PAYMENT_MESSAGES.alreadyPaid);
    const amount = PRICES[currency] * 100;
    const returnUrl = this.config.returnUrl(origin);
    try {
      const open = await this.em.fork().findOne(Payment, { userId, status: 'open' });
      if (open) {
        const session = open.provider === this.provider.kind ? await this.provider.retrieve(open.providerSessionId) : null;
        if (session?.status === 'open' && open.currency === currency && open.returnUrl === returnUrl && open.checkoutUrl) return { url: open.checkoutUrl };
        // Paid meanwhile (its webhook has not come yet): settled here.
        if (session?.status === 'paid' && (await this.em.transactional((em) => this.settle(em, session, 'verify'))) === 'paid') {
          throw Errors.conflict(PAYMENT_MESSAGES.alreadyPaid);
        }
        if (session?.status === 'open') await this.provider.expire(open.providerSessionId);
        await this.em.fork().nativeUpdate(Payment, { id: open.id, status: 'open' }, { status: 'expired', updatedAt: this.clock.now() });
      }
      const created = await this.provider.createCheckout({ userId, currency, amount, returnUrl });
      try {
        await this.em.transactional(async (em) => {
          const now = this.clock.now();
          const payment = em.create(Payment, { userId, provider: this.provider.kind, providerSessionId: created.sessionId, checkoutUrl: created.url, returnUrl, amount, currency, createdAt: now, updatedAt: now });
          this.audit.record(em, {
            actorId: userId,
            action: 'payment.checkout',
            target: { type: 'payment', id: payment.id },
            details: { provider: this.provider.kind, session_id: created.sessionId, amount, currency },
          });
        });
        return { url: created.url };
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        // Another request of the same client opened one first: ours ends unused, theirs is handed back.
        await this.provider.expire(created.sessionId);
        const winner = await this.em.fork().findOneOrFail(Payment, { userId, status: 'open' });
        if (!winner.checkoutUrl) throw error;
        return { url: winner.checkoutUrl };
      }
    } catch (error) {
      if (error instanceof DomainError) throw error;
      this.logger.error(`checkout for ${userId} failed: ${String(error)}`);
      throw Errors.unavailable(PAYMENT_MESSAGES.checkoutError);
    }
  }

  /** Asks the provider about one of the caller's sessions (the query string proves nothing) and settles it. */
  async verify(userId: string, sessionId: string): Promise<VerifyResponse> {
    const payment = await this.em.findOne(Payment, { providerSessionId: sessionId });
    // Another user's session answers as a missing one: its existence is not disclosed.
    if (!payment || payment.userId !== userId) throw new DomainError('not_found', PAYMENT_MESSAGES.sessionMissing);
    if (payment.status === 'paid') return { paid: true };
    let session: ProviderSession | null;
    try {
      session = await this.provider.retrieve(sessionId);
    } catch (error) {
      this.logger.error(`verification of ${sessionId} failed: ${String(error)}`);
      throw Errors.unavailable(PAYMENT_MESSAGES.verifyError);
    }
    if (!session) return { paid: false };
    return { paid: (await this.em.transactional((em) => this.settle(em, session, 'verify'))) === 'paid' };
  }

  /** A provider event, verified over the raw body, acted on once per event id. */
  async handleEvent(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: true }> {
    if (!rawBody || !signature) throw Errors.invalid(API_ERRORS.badRequest);
    let event;
    try {
      event = this.provider.parseEvent(rawBody, signature);
    } catch (error) {
      if (error instanceof InvalidSignatureError) {
        this.logger.warn(`webhook refused: ${error.message}`);
        throw Errors.invalid(API_ERRORS.badRequest);
      }
      throw error;
    }
    const { id, type, session, reversal } = event;
    try {
      await this.em.transactional(async (em) => {
        if (await em.findOne(PaymentEvent, { id })) return;
        const outcome = session ? await this.settle(em, session, 'webhook') : reversal ? await this.reverse(em, reversal) : 'ignored';
        em.create(PaymentEvent, { id, type, providerSessionId: session?.id ?? null, outcome, receivedAt: this.clock.now() });
      });
    } catch (error) {
      // The same event delivered twice at once: the other delivery recorded it, and settled the session.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
    return { received: true };
  }

  /** Settles open sessions old enough for their webhook to have come; returns how many changed. */
  async reconcile(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.config.reconcile.afterMs);
    const open = await this.em.find(
      Payment,
      { status: 'open', provider: this.provider.kind, createdAt: { $lte: before } },
      { orderBy: { createdAt: 'asc' }, limit: RECONCILE_BATCH },
    );
    let changed = 0;
    for (const payment of open) {
      try {
        const session = await this.provider.retrieve(payment.providerSessionId);
        if (!session || session.status === 'open') continue;
        const outcome = await this.em.transactional((em) => this.settle(em, session, 'reconcile'));
        if (outcome === session.status) changed++;
      } catch (error) {
        // One failing session must not stop the others; the next run tries it again.
        this.logger.warn(`reconciliation of ${payment.providerSessionId} failed: ${String(error)}`);
      }
    }
    return changed;
  }

  /** Data export: the user's payments (no checkout link: it is the provider's, and may still be open). */
  async exportUser(userId: string): Promise<PersonalData> {
    const payments = await this.em.find(Payment, { userId }, { orderBy: { createdAt: 'asc' } });
    return {
      name: 'paiements',
      records: payments.map((p) => ({
        provider: p.provider,
        session_id: p.providerSessionId,
        amount: p.amount / 100,
        currency: p.currency,
        method: p.method,
        status: p.status,
        created_at: p.createdAt.toISOString(),
        updated_at: p.updatedAt.toISOString(),
      })),
    };
  }

  /**
   * Account deletion, inside the caller's transaction: the user's payments and demo checkout sessions are
   * kept for the accounts (amount, currency, status, dates, provider ids) with no link to the person, only
   * their pseudonym. Provider events never named the person (session ids only). Returns how many payments
   * were anonymised.
   */
  async forgetUser(em: EntityManager, userId: string, pseudonym: string): Promise<number> {
    await em.nativeUpdate(DemoCheckoutSession, { userId }, { userId: null });
    return em.nativeUpdate(Payment, { userId }, { userId: null, userPseudonym: pseudonym });
  }

  /** The demo checkout's session, for its page; 404 in production or when Stripe is configured. */
  async demoSession(sessionId: string): Promise<DemoCheckoutSession> {
    const session = await this.demo().find(sessionId);
    if (!session) throw new DomainError('not_found', PAYMENT_MESSAGES.sessionMissing);
    return session;
  }

  /**
   * 'Payer (test)' on the demo page with the method chosen there (null: not one we know), which must be one
   * the session's currency offers: the provider side is paid; verify or reconciliation settle ours.
   */
  async confirmDemo(sessionId: string, method: PaymentMethod | null): Promise<DemoCheckoutSession> {
    const known = await this.demoSession(sessionId);
    if (!method || !PAYMENT_METHODS_BY_CURRENCY[known.currency].includes(method)) throw Errors.invalid(PAYMENT_MESSAGES.methodUnavailable);
    const session = await this.demo().confirm(sessionId, method);
    if (!session) throw new DomainError('not_found', PAYMENT_MESSAGES.sessionMissing);
    return session;
  }

  private demo(): DemoCheckout {
    const demo = this.provider.demoCheckout;
    if (this.config.production || !demo) throw Errors.notFound();
    return demo;
  }

  /**
   * Brings our record in line with the provider's session, inside the caller's transaction, the
   * payment row locked: paid at the price asked is final and sets `has_paid`; paid at any other amount or
   * currency grants nothing (`mismatch`); a session of no payment of ours changes nothing.
   */
  private async settle(em: EntityManager, session: ProviderSession, via: Via): Promise<Outcome> {
    const payment = await em.findOne(Payment, { providerSessionId: session.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!payment) return 'unknown_session';
    // An anonymised payment (its person deleted) is still settled for the accounts, but opens nothing.
    if (payment.userId !== null && session.userId !== null && session.userId !== payment.userId) return 'unknown_session';
    if (FINAL.has(payment.status) || session.status === 'open' || payment.status === session.status) return payment.status;
    const status = session.status === 'paid' && !atPrice(payment, session) ? 'mismatch' : session.status;
    em.assign(payment, { status, paymentIntentId: session.paymentIntentId ?? payment.paymentIntentId, method: session.method ?? payment.method, updatedAt: this.clock.now() });
    if (status === 'paid' && payment.userId) {
      await this.profiles.markPaid(em, payment.userId);
      await this.notifications.notify(em, {
        userId: payment.userId,
        kind: 'payment',
        title: 'Paiement confirmé',
        body: `Votre paiement de ${formatPrice(payment.currency)} est confirmé : tout le programme vous est ouvert.`,
        link: PAGES.dashboard.path,
        eventKey: `payment:${payment.id}`,
        subjectId: payment.userId,
      });
    }
    this.audit.record(em, {
      actorId: via === 'verify' ? payment.userId : null,
      action: `payment.${status}`,
      target: { type: 'payment', id: payment.id },
      details: {
        user_id: payment.userId,
        session_id: session.id,
        payment_intent_id: session.paymentIntentId,
        method: session.method,
        via,
        ...(status === 'mismatch' && { expected: { amount: payment.amount, currency: payment.currency }, charged: { amount: session.amount, currency: session.currency } }),
      },
    });
    return status;
  }

  /** A refund or a dispute of a paid payment: the payment is taken back and so is the access it opened. */
  private async reverse(em: EntityManager, reversal: ProviderReversal): Promise<Outcome> {
    const payment = await em.findOne(Payment, { paymentIntentId: reversal.paymentIntentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!payment) return 'unknown_payment';
    if (payment.status !== 'paid') return payment.status;
    em.assign(payment, { status: reversal.kind, updatedAt: this.clock.now() });
    if (payment.userId) await this.profiles.setPaid(em, payment.userId, false);
    this.audit.record(em, {
      actorId: null,
      action: `payment.${reversal.kind}`,
      target: { type: 'payment', id: payment.id },
      details: { user_id: payment.userId, session_id: payment.providerSessionId, payment_intent_id: reversal.paymentIntentId, access: 'bloqué' },
    });
    return reversal.kind;
  }
}

// Nothing the provider later says about the session changes these.
const FINAL: ReadonlySet<PaymentStatus> = new Set(['paid', 'mismatch', 'refunded', 'disputed']);

/** The session charged the spec's price in the currency of our record, which is itself at that price. */
const atPrice = (payment: Payment, session: ProviderSession): boolean =>
  payment.amount === PRICES[payment.currency] * 100 && session.currency === payment.currency && session.amount === payment.amount;
