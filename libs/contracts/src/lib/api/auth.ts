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
    response: session(),
  }),
  token: route({
    method: 'POST',
    path: '/auth/token',
    access: PUBLIC,
    status: 200,
    response: returns<TokenResponse>(),
  }),
  logout: route({
    method: 'POST',
    path: '/auth/logout',
    access: SIGNED_IN,
    status: 204,
    response: returns<void>(),
  }),
  sessions: route({
    method: 'GET',
    path: '/auth/sessions',
    access: SIGNED_IN,
    response: returns<ActiveSession[]>(),
  }),
  endSession: route({
    method: 'DELETE',
    path: '/auth/sessions/:id',
    access: SIGNED_IN,
    status: 204,
    response: returns<void>(),
  }),
  user: route({
    method: 'GET',
    path: '/auth/user',
    access: SIGNED_IN,
    response: returns<AuthUser>(),
  }),
  enrolFactor: route({
    method: 'POST',
    path: '/auth/factors',
    access: SIGNED_IN,
    response: returns<TotpEnrolment>(),
  }),
  verifyFactor: route({
    method: 'POST',
    path: '/auth/factors/:id/verify',
    access: SIGNED_IN,
    status: 200,
    response: returns<FactorVerified>(),
  }),
  removeFactor: route({
    method: 'DELETE',
    path: '/auth/factors/:id',
    access: SIGNED_IN,
    status: 204,
    response: returns<void>(),
  }),
  recover: route({
    method: 'POST',
    path: '/auth/recover',
    access: PUBLIC,
    status: 200,
    response: returns<Record<string, never>>(),
  }),
  reset: route({
    method: 'POST',
    path: '/auth/reset',
    access: PUBLIC,
    status: 200,
    response: returns<Record<string, never>>(),
  }),
};
