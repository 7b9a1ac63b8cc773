import { SetMetadata } from '@nestjs/common';
import type { AssuranceLevel, Role, RouteAccess } from '@capsuisse/contracts';

// Every route declares who may call it; the global access guard denies any route without a declaration.
// Contract routes declare it in their entry (`@Endpoint`); the two routes outside the contract use the decorators below.
export const ACCESS_KEY = 'capsuisse:access';

export type Access = RouteAccess;

/** Anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies Access);

/** No session: the URL's own signature and expiry are the authorisation, checked by the handler (403 otherwise). */
export const SignatureChecked = () => SetMetadata(ACCESS_KEY, { kind: 'signature' } satisfies Access);

/** Who is calling, set on the request by the access guard. */
export interface Caller {
  id: string;
  role: Role;
  sessionId: string;
  /** aal2: this session was opened, or confirmed, with a second factor (spec §4). */
  aal: AssuranceLevel;
  /** The user had a verified second factor when the access token was issued. */
  mfa: boolean;
}
