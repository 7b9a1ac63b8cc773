import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse } from '@nestjs/swagger';
import { CLIENT_ROLES, type Role } from '@capsuisse/contracts';

// Every route declares who may call it; the global access guard denies any route without a declaration.
export const ACCESS_KEY = 'capsuisse:access';

export type Access =
  | { kind: 'public' }
  | { kind: 'signature' }
  | { kind: 'signed-in' }
  | { kind: 'roles'; roles: readonly Role[]; paid: boolean };

/** Anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies Access);

/** No session: the URL's own signature and expiry are the authorisation, checked by the handler (403 otherwise). */
export const SignatureChecked = () => SetMetadata(ACCESS_KEY, { kind: 'signature' } satisfies Access);

/** Any signed-in user, whatever the role. */
export const SignedIn = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, { kind: 'signed-in' } satisfies Access),
    ApiBearerAuth(),
    ApiResponse({ status: 401, description: 'Signed out' }),
  );

/** Only these roles (403 for the others, 401 signed out). */
export const Roles = (...roles: Role[]) =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, { kind: 'roles', roles, paid: false } satisfies Access),
    ApiBearerAuth(),
    ApiResponse({ status: 401, description: 'Signed out' }),
    ApiResponse({ status: 403, description: `Roles: ${roles.join(', ')}` }),
  );

/** A client feature behind the payment gate: client roles only, 402 while `has_paid` is false. */
export const RequiresPaid = () =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, { kind: 'roles', roles: CLIENT_ROLES, paid: true } satisfies Access),
    ApiBearerAuth(),
    ApiResponse({ status: 401, description: 'Signed out' }),
    ApiResponse({ status: 402, description: 'Unpaid' }),
    ApiResponse({ status: 403, description: `Roles: ${CLIENT_ROLES.join(', ')}` }),
  );

/** Who is calling, set on the request by the access guard. */
export interface Caller {
  id: string;
  role: Role;
  sessionId: string;
}
