import type { AuthUser, Session } from '../auth';
import type { FactorVerified, TokenResponse, TotpEnrolment } from '../mfa';
import type { ActiveSession, BrowserSession } from '../sessions';
import { PUBLIC, returns, route, SIGNED_IN } from './route';

// `transport=cookie` (the web) answers without the refresh token, which goes to an HttpOnly cookie.
const session = () => returns<Session | BrowserSession>();

export const authRoutes = {
  signup: route({
    method: 'POST',
    path: '/auth/signup',
    access: PUBLIC,
    summary: 'Create a client, client_se_loger or recruteur account; returns a session (transport: as /auth/token)',
    response: session(),
  }),
  token: route({
    method: 'POST',
    path: '/auth/token',
    access: PUBLIC,
    summary:
      'grant_type=password: {email, password} (an account with a verified factor gets {mfa_required, mfa_token} instead of a session); grant_type=mfa: {mfa_token, code | recovery_code} (aal2 session); grant_type=refresh_token: {refresh_token} (rotates, keeps the aal). transport=body (default): the refresh token travels in the JSON; transport=cookie: in an HttpOnly cookie on /api/auth, never in the JSON',
    status: 200,
    response: returns<TokenResponse>(),
  }),
  logout: route({
    method: 'POST',
    path: '/auth/logout',
    access: SIGNED_IN,
    summary:
      'scope=global (every device), local (this one), others (all but this one); clears the refresh cookie unless others',
    status: 204,
    response: returns<void>(),
  }),
  sessions: route({
    method: 'GET',
    path: '/auth/sessions',
    access: SIGNED_IN,
    summary: "The caller's active sessions (device, created, last use, current)",
    response: returns<ActiveSession[]>(),
  }),
  endSession: route({
    method: 'DELETE',
    path: '/auth/sessions/:id',
    access: SIGNED_IN,
    summary: "Ends one of the caller's sessions (404 when it is not one of theirs)",
    status: 204,
    response: returns<void>(),
  }),
  user: route({
    method: 'GET',
    path: '/auth/user',
    access: SIGNED_IN,
    summary: 'The signed-in user: id, email, role, factors',
    response: returns<AuthUser>(),
  }),
  enrolFactor: route({
    method: 'POST',
    path: '/auth/factors',
    access: SIGNED_IN,
    summary:
      'Starts a TOTP enrolment, the password asked again: an unverified factor, its secret, otpauth URI and QR code (replaces an unfinished one)',
    response: returns<TotpEnrolment>(),
  }),
  verifyFactor: route({
    method: 'POST',
    path: '/auth/factors/:id/verify',
    access: SIGNED_IN,
    summary:
      'Verifies a new factor with a code: the factor becomes verified, this session aal2; answers the 10 recovery codes, once',
    status: 200,
    response: returns<FactorVerified>(),
  }),
  removeFactor: route({
    method: 'DELETE',
    path: '/auth/factors/:id',
    access: SIGNED_IN,
    summary:
      'Removes a factor (a verified one from an aal2 session only, the password asked again); the last verified one takes the recovery codes with it',
    status: 204,
    response: returns<void>(),
  }),
  recover: route({
    method: 'POST',
    path: '/auth/recover',
    access: PUBLIC,
    summary: 'Emails a reset link when the account exists; always 200',
    status: 200,
    response: returns<Record<string, never>>(),
  }),
  reset: route({
    method: 'POST',
    path: '/auth/reset',
    access: PUBLIC,
    summary: 'Sets a new password with an emailed token (single use, 1 h); signs out everywhere',
    status: 200,
    response: returns<Record<string, never>>(),
  }),
};
