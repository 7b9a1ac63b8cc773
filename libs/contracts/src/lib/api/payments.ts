import type { CheckoutResponse, VerifyResponse } from '../payments';
import { ROLE_SETS } from '../roles';
import { PUBLIC, returns, rolesOf, route } from './route';

// The demo checkout page (`/payments/demo/:id`) is HTML for the browser to open, not an API call: outside the contract.
export const paymentRoutes = {
  checkout: route({
    method: 'POST',
    path: '/payments/checkout',
    access: rolesOf(ROLE_SETS.clients),
    status: 200,
    response: returns<CheckoutResponse>(),
  }),
  verify: route({
    method: 'POST',
    path: '/payments/verify',
    access: rolesOf(ROLE_SETS.clients),
    status: 200,
    response: returns<VerifyResponse>(),
  }),
  // Public, but only a body signed with STRIPE_WEBHOOK_SECRET is acted on (400 otherwise); the body is the
  // provider's, read raw for the signature, so no schema of ours.
  webhook: route({
    method: 'POST',
    path: '/payments/webhook',
    access: PUBLIC,
    status: 200,
    response: returns<{ received: true }>(),
  }),
};
