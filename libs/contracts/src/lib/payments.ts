import { PRICES } from './constants';

// Payment journey of spec §4 (/payment, /payment-success), §7 and §8.
export const CURRENCIES = Object.keys(PRICES) as [keyof typeof PRICES, ...(keyof typeof PRICES)[]];

/** Texts of spec §8 for the payment screens and the payment API errors. */
export const PAYMENT_MESSAGES = {
  authError: "Erreur d'authentification",
  checkoutError: 'Une erreur est survenue lors de la création de la session de paiement',
  sessionMissing: 'Session de paiement introuvable',
  pending: 'Paiement en attente',
  verifyError: 'Une erreur est survenue lors de la vérification du paiement',
  confirmed: 'Paiement confirmé',
  alreadyPaid: 'Le paiement a déjà été effectué',
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
