export { RequireAuth } from './lib/RequireAuth';
export { RedirectIfSignedIn } from './lib/RedirectIfSignedIn';
export { RequireRole } from './lib/RequireRole';
export { PaymentGate } from './lib/PaymentGate';
export { PageGuard } from './lib/PageGuard';
export { usePaymentRedirect } from './lib/use-payment-redirect';
export { useGoToRoleHome, useRoleHome } from './lib/use-role-home';
export { MfaInvite } from './lib/MfaInvite';
