import type { Currency, PaymentMethod } from '@capsuisse/contracts';
import type { DemoCheckoutSession, PaymentProviderKind } from './payment.entity';

export interface CheckoutInput {
  userId: string;
  currency: Currency;
  /** Minor units. */
  amount: number;
  /** The platform's URL the client is sent back to (`AppConfig.returnUrl`). */
  returnUrl: string;
}

/** A checkout session as the provider sees it; `status` is the only truth about payment. */
export interface ProviderSession {
  id: string;
  status: 'open' | 'paid' | 'expired';
  /** Our user id, as given at creation. */
  userId: string | null;
  paymentIntentId: string | null;
  /** What the provider charges: minor units and ISO code (upper case), null when it does not say. */
  amount: number | null;
  currency: string | null;
  /** How the client paid, when the provider says it (Stripe's webhook payload does not). */
  method: PaymentMethod | null;
}

/** A paid payment taken back: refunded in full, or disputed by the card holder. */
export interface ProviderReversal {
  kind: 'refunded' | 'disputed';
  paymentIntentId: string;
}

/** A verified provider event about one checkout session. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Present for checkout session events. */
  session: ProviderSession | null;
  /** Present for full refunds and new disputes. */
  reversal: ProviderReversal | null;
}

export class InvalidSignatureError extends Error {
  override name = 'InvalidSignatureError';
}

/** The local demo checkout's page actions; only the demo provider has them. */
export interface DemoCheckout {
  /** The session shown on the demo page; null when unknown. */
  find(sessionId: string): Promise<DemoCheckoutSession | null>;
  /** The client pressed 'Payer (test)' with a method: the session is paid, once. Null when unknown or lapsed. */
  confirm(sessionId: string, method: PaymentMethod): Promise<DemoCheckoutSession | null>;
}

/** Where clients pay: Stripe Checkout, or the local demo checkout when no Stripe key is configured. */
export abstract class PaymentProvider {
  abstract readonly kind: PaymentProviderKind;
  /** A checkout page served by the API itself, or null when clients pay at the provider's. */
  abstract readonly demoCheckout: DemoCheckout | null;
  abstract createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }>;
  /** Null when the provider knows no such session. */
  abstract retrieve(sessionId: string): Promise<ProviderSession | null>;
  /** Ends an open session: it can no longer be paid. */
  abstract expire(sessionId: string): Promise<void>;
  /** Checks the signature over the raw body; throws InvalidSignatureError when it does not match. */
  abstract parseEvent(rawBody: Buffer, signature: string): ProviderEvent;
}
