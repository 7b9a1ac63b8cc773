import { type Params, statement } from '@capsuisse/server-core';
import { hasPaidOf, roleOf } from '@capsuisse/server-profiles';

/**
 * What the access check needs of a live session, in one statement (one snapshot): the session's assurance
 * level and ends, the user's role and payment, and whether they have a verified second factor. No row: the
 * session is not live (signed out, idle or past its absolute end, or of another user).
 */
export const ACCESS_FACTS = statement((db, p: Params<{ sessionId: string; userId: string; idleSince: string; createdSince: string }>) =>
  db
    .selectFrom('auth_sessions as s')
    .select((eb) => [
      's.aal',
      's.refreshed_at',
      's.created_at',
      roleOf(db, eb.ref('s.user_id')).as('role'),
      hasPaidOf(db, eb.ref('s.user_id')).as('has_paid'),
      eb.exists(eb.selectFrom('mfa_factors as f').select('f.id').whereRef('f.user_id', '=', 's.user_id').where('f.status', '=', 'verified')).$castTo<boolean>().as('mfa'),
    ])
    .where('s.id', '=', p.sessionId)
    .where('s.user_id', '=', p.userId)
    .where('s.revoked_at', 'is', null)
    .where('s.refreshed_at', '>', p.idleSince)
    .where('s.created_at', '>', p.createdSince),
);
