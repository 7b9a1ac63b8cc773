import { checkoutRequestSchema, verifyRequestSchema } from '../payments.schemas';
import type { InputsOf } from './route';
import type { paymentRoutes } from './payments';

export const paymentInput = {
  checkout: { body: checkoutRequestSchema },
  verify: { body: verifyRequestSchema },
} satisfies InputsOf<typeof paymentRoutes>;
