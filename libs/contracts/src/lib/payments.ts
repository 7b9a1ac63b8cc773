import { type Currency, PRICES } from './constants';

// Payment journey of spec §4 (/payment, /payment-success), §7 and §8.
export const CURRENCIES = Object.keys(PRICES) as [keyof typeof PRICES, ...(keyof typeof PRICES)[]];

/** How a client pays, as Stripe names the method (`payment_method_types`). */
export const PAYMENT_METHODS = ['card', 'twint'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods a checkout offers in each currency, in this order: Stripe accepts TWINT in CHF only. */
export const PAYMENT_METHODS_BY_CURRENCY: Record<Currency, readonly [PaymentMethod, ...PaymentMethod[]]> = {
  CHF: ['card', 'twint'],
  EUR: ['card'],
};

/** A method's name for the client. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { card: 'Carte', twint: 'TWINT' };

/** Texts of spec §8 for the payment screens and the payment API errors. */
export const PAYMENT_MESSAGES = {
  authError: "Erreur d'authentification",
  checkoutError: 'Une erreur est survenue lors de la création de la session de paiement',
  sessionMissing: 'Session de paiement introuvable',
  pending: 'Paiement en attente',
  verifyError: 'Une erreur est survenue lors de la vérification du paiement',
  confirmed: 'Paiement confirmé',
  alreadyPaid: 'Le paiement a déjà été effectué',
  methodUnavailable: "Ce moyen de paiement n'est pas proposé dans cette devise",
} as const;

export interface CheckoutResponse {
  url: string;
}

export interface VerifyResponse {
  paid: boolean;
}

/**
 * `mismatch`: the provider says paid, but not the price in the currency asked (nothing is granted);
 * `refunded`, `disputed`: paid, then taken back (access goes with it).
 */
export const PAYMENT_STATUSES = ['open', 'paid', 'expired', 'mismatch', 'refunded', 'disputed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
