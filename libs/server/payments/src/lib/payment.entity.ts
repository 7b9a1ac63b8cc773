import { randomUUID } from 'node:crypto';
import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { CURRENCIES, type Currency, PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from '@capsuisse/contracts';

export const PAYMENT_PROVIDERS = ['stripe', 'demo'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];

/** One checkout session of a client and what became of it. */
@Entity({ tableName: 'payments' })
export class Payment {
  [OptionalProps]?: 'id' | 'status' | 'paymentIntentId' | 'checkoutUrl' | 'returnUrl' | 'userPseudonym' | 'method';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Null once the person's account was deleted: the payment stays for the accounts, anonymised. */
  @Property({ type: 'uuid', nullable: true })
  userId!: string | null;

  /** Set when `userId` is cleared: the person's pseudonym, the one their audit entries carry. */
  @Property({ type: 'uuid', nullable: true })
  userPseudonym: string | null = null;

  @Enum({ items: () => PAYMENT_PROVIDERS })
  provider!: PaymentProviderKind;

  @Property({ type: 'string', unique: true })
  providerSessionId!: string;

  @Property({ type: 'string', nullable: true })
  paymentIntentId: string | null = null;

  /** Where the client pays, kept so that a second 'pay' while this session is open reuses it. */
  @Property({ type: 'text', nullable: true })
  checkoutUrl: string | null = null;

  /** Where the checkout sends the client back (the origin they paid from): reused only for the same one. */
  @Property({ type: 'text', nullable: true })
  returnUrl: string | null = null;

  /** Minor units (centimes). */
  @Property({ type: 'integer' })
  amount!: number;

  @Enum({ items: () => CURRENCIES })
  currency!: Currency;

  @Enum({ items: () => PAYMENT_STATUSES })
  status: PaymentStatus = 'open';

  /** How the client paid, once the provider says it; null before, and when it does not. */
  @Enum({ items: () => PAYMENT_METHODS, nullable: true })
  method: PaymentMethod | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}

/** A provider event already handled: its id is the key, so a replay finds it and changes nothing. */
@Entity({ tableName: 'payment_events' })
export class PaymentEvent {
  @PrimaryKey({ type: 'string' })
  id!: string;

  @Property({ type: 'string' })
  type!: string;

  @Property({ type: 'string', nullable: true })
  providerSessionId: string | null = null;

  /** A payment status it led to, `unknown_session` / `unknown_payment` (none of ours), `ignored` (a type we do not act on). */
  @Property({ type: 'string' })
  outcome!: string;

  @Property({ type: 'datetime' })
  receivedAt!: Date;
}

/** The local demo checkout's own state: what a provider would hold (never used in production). */
@Entity({ tableName: 'demo_checkout_sessions' })
export class DemoCheckoutSession {
  [OptionalProps]?: 'paidAt' | 'expiredAt' | 'method';

  @PrimaryKey({ type: 'string' })
  id!: string;

  /** Null once the person's account was deleted: the payment stays for the accounts, anonymised. */
  @Property({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Property({ type: 'integer' })
  amount!: number;

  @Property({ type: 'string' })
  currency!: Currency;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  paidAt: Date | null = null;

  /** The method chosen on the page when it was paid. */
  @Enum({ items: () => PAYMENT_METHODS, nullable: true })
  method: PaymentMethod | null = null;

  /** Ended before payment (the client chose another currency). */
  @Property({ type: 'datetime', nullable: true })
  expiredAt: Date | null = null;
}
