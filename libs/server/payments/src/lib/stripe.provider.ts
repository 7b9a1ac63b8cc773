import Stripe from 'stripe';
import { PAYMENT_METHODS, PAYMENT_METHODS_BY_CURRENCY, type PaymentMethod, PRODUCT_NAME } from '@capsuisse/contracts';
import type { StripeSettings } from '@capsuisse/server-core';
import {
  type CheckoutInput,
  InvalidSignatureError,
  PaymentProvider,
  type ProviderEvent,
  type ProviderReversal,
  type ProviderSession,
} from './payment-provider.port';

/**
 * Stripe Checkout: one line item at the chosen price, our user id as `client_reference_id`, the methods the
 * currency offers (card, and TWINT in CHF).
 */
export class StripePaymentProvider extends PaymentProvider {
  readonly kind = 'stripe' as const;
  // Clients pay on Stripe's own page.
  readonly demoCheckout = null;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    super();
    const { api } = settings;
    this.stripe = new Stripe(settings.secretKey, {
      // A local test server answers at once; against Stripe, the SDK's retries ride out network blips.
      maxNetworkRetries: api ? 0 : 2,
      ...(api && { host: api.host, protocol: api.protocol, ...(api.port && { port: api.port }) }),
    });
  }

  async createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: input.userId,
      allowed_payment_method_types: [...PAYMENT_METHODS_BY_CURRENCY[input.currency]],
      line_items: [
        {
          quantity: 1,
          price_data: { currency: input.currency.toLowerCase(), unit_amount: input.amount, product_data: { name: `${PRODUCT_NAME} — accompagnement` } },
        },
      ],
      success_url: `${input.returnUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${input.returnUrl}/payment`,
    });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { sessionId: session.id, url: session.url };
  }

  async retrieve(sessionId: string): Promise<ProviderSession | null> {
    try {
      // The PaymentIntent's method, expanded in the same call, says whether the client paid by card or TWINT.
      return toSession(await this.stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.payment_method'] }));
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      throw error;
    }
  }

  async expire(sessionId: string): Promise<void> {
    await this.stripe.checkout.sessions.expire(sessionId);
  }

  parseEvent(rawBody: Buffer, signature: string): ProviderEvent {
    if (!this.settings.webhookSecret) throw new InvalidSignatureError('STRIPE_WEBHOOK_SECRET is not set');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch (error) {
      throw new InvalidSignatureError(String(error));
    }
    const session = event.type.startsWith('checkout.session.') ? toSession(event.data.object as Stripe.Checkout.Session) : null;
    return { id: event.id, type: event.type, session, reversal: toReversal(event) };
  }
}

const intentId = (intent: string | { id: string } | null): string | null => (typeof intent === 'string' ? intent : (intent?.id ?? null));

/** The method the client paid with, known only when the session came with its PaymentIntent's method expanded (not in webhooks). */
function methodOf(intent: string | Stripe.PaymentIntent | null): PaymentMethod | null {
  const type = intent && typeof intent !== 'string' && intent.payment_method && typeof intent.payment_method !== 'string' ? intent.payment_method.type : null;
  return PAYMENT_METHODS.find((method) => method === type) ?? null;
}

function toReversal(event: Stripe.Event): ProviderReversal | null {
  // A partial refund leaves the service paid for; a full one takes it back.
  if (event.type === 'charge.refunded' && event.data.object.refunded) {
    const paymentIntentId = intentId(event.data.object.payment_intent);
    return paymentIntentId ? { kind: 'refunded', paymentIntentId } : null;
  }
  if (event.type === 'charge.dispute.created') {
    const paymentIntentId = intentId(event.data.object.payment_intent);
    return paymentIntentId ? { kind: 'disputed', paymentIntentId } : null;
  }
  return null;
}

function toSession(s: Stripe.Checkout.Session): ProviderSession {
  // Only money received counts: `no_payment_required` (a 100 % coupon, a zero amount) is not a payment.
  return {
    id: s.id,
    status: s.payment_status === 'paid' ? 'paid' : s.status === 'expired' ? 'expired' : 'open',
    userId: s.client_reference_id ?? null,
    paymentIntentId: intentId(s.payment_intent),
    amount: s.amount_total,
    currency: s.currency?.toUpperCase() ?? null,
    method: methodOf(s.payment_intent),
  };
}
