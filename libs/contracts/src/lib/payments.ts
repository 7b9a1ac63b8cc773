import { z } from 'zod';
import { PRICES } from './constants';
import { strictBody } from './strict-body';

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

export const checkoutRequestSchema = strictBody({ currency: z.enum(CURRENCIES, { error: `Devise invalide : ${CURRENCIES.join(' ou ')}` }) });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export interface CheckoutResponse {
  url: string;
}

export const verifyRequestSchema = strictBody({
  session_id: z.string({ error: PAYMENT_MESSAGES.sessionMissing }).trim().min(1, PAYMENT_MESSAGES.sessionMissing).max(255, PAYMENT_MESSAGES.sessionMissing),
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

export interface VerifyResponse {
  paid: boolean;
}

/**
 * `mismatch`: the provider says paid, but not the price in the currency asked (nothing is granted);
 * `refunded`, `disputed`: paid, then taken back (access goes with it).
 */
export const PAYMENT_STATUSES = ['open', 'paid', 'expired', 'mismatch', 'refunded', 'disputed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

