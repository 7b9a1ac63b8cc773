import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentMethod } from '@capsuisse/contracts';
import { AppConfig, Clock } from '@capsuisse/server-core';
import { DemoCheckoutSession } from './payment.entity';
import { type CheckoutInput, type DemoCheckout, InvalidSignatureError, PaymentProvider, type ProviderEvent, type ProviderSession } from './payment-provider.port';

// Like Stripe's: an unpaid checkout session lapses after a day.
const DEMO_SESSION_LIFETIME_MS = 24 * 3_600_000;

/**
 * The embedded default's checkout: a page of the API where the client confirms a test payment. It keeps
 * its sessions in its own table, so verification and reconciliation ask it exactly as they ask Stripe.
 */
export class DemoPaymentProvider extends PaymentProvider implements DemoCheckout {
  readonly kind = 'demo' as const;
  readonly demoCheckout: DemoCheckout = this;

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }> {
    if (this.config.production) throw new Error('the demo checkout is refused in production: set STRIPE_SECRET_KEY');
    const id = `demo_${randomBytes(18).toString('base64url')}`;
    await this.em.fork().transactional(async (em) => {
      em.create(DemoCheckoutSession, { id, userId: input.userId, amount: input.amount, currency: input.currency, createdAt: this.clock.now() });
    });
    return { sessionId: id, url: `${input.returnUrl}/api/payments/demo/${id}` };
  }

  async retrieve(sessionId: string): Promise<ProviderSession | null> {
    const session = await this.find(sessionId);
    if (!session) return null;
    return {
      id: session.id,
      status: session.paidAt ? 'paid' : this.ended(session) ? 'expired' : 'open',
      userId: session.userId,
      paymentIntentId: null,
      amount: session.amount,
      currency: session.currency,
      method: session.method,
    };
  }

  async expire(sessionId: string): Promise<void> {
    await this.em.fork().nativeUpdate(DemoCheckoutSession, { id: sessionId, paidAt: null, expiredAt: null }, { expiredAt: this.clock.now() });
  }

  parseEvent(): ProviderEvent {
    throw new InvalidSignatureError('the demo checkout sends no webhooks');
  }

  private ended(session: DemoCheckoutSession): boolean {
    return session.expiredAt !== null || this.clock.now().getTime() - session.createdAt.getTime() > DEMO_SESSION_LIFETIME_MS;
  }

  find(sessionId: string): Promise<DemoCheckoutSession | null> {
    return this.em.fork().findOne(DemoCheckoutSession, { id: sessionId });
  }

  async confirm(sessionId: string, method: PaymentMethod): Promise<DemoCheckoutSession | null> {
    return this.em.fork().transactional(async (em) => {
      const session = await em.findOne(DemoCheckoutSession, { id: sessionId });
      if (!session) return null;
      if (session.paidAt) return session;
      if (this.ended(session)) return null;
      em.assign(session, { paidAt: this.clock.now(), method });
      return session;
    });
  }
}
