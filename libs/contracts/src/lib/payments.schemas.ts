import { z } from 'zod';
import { strictBody } from './strict-body';
import { CURRENCIES, PAYMENT_MESSAGES } from './payments';

export const checkoutRequestSchema = strictBody({ currency: z.enum(CURRENCIES, { error: `Devise invalide : ${CURRENCIES.join(' ou ')}` }) });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const verifyRequestSchema = strictBody({
  session_id: z.string({ error: PAYMENT_MESSAGES.sessionMissing }).trim().min(1, PAYMENT_MESSAGES.sessionMissing).max(255, PAYMENT_MESSAGES.sessionMissing),
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;
