export { RequireAuth } from './lib/RequireAuth';
export { RedirectIfSignedIn } from './lib/RedirectIfSignedIn';
export { PaymentGate } from './lib/PaymentGate';
export { PAID_PATHS, isPaidPath } from './lib/paid-paths';
export { usePaymentRedirect } from './lib/use-payment-redirect';
export { useGoToRoleHome, useRoleHome } from './lib/use-role-home';
export { renderStandaloneRemote } from './lib/render-standalone-remote';
