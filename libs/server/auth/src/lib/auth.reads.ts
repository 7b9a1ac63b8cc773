import { ANY_CHANGE, type Params, statement, type Watch } from '@capsuisse/server-core';
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

/**
 * The changes that end a kept `ACCESS_FACTS` (the read model): those of the columns it reads that can change
 * under a live session. Its other columns never change once written, or only make a session live longer
 * (`refreshed_at`): a kept entry then ends earlier than needed and is read again.
 */
export const ACCESS_WATCH = [
  { table: 'auth_sessions', events: 'update of revoked_at or delete', kind: 'access', subject: 'user_id' },
  { table: 'user_roles', events: ANY_CHANGE, kind: 'access', subject: 'user_id' },
  { table: 'profiles', events: 'update of has_paid or delete', kind: 'access', subject: 'user_id' },
  { table: 'mfa_factors', events: 'insert or update of status or delete', kind: 'access', subject: 'user_id' },
] as const satisfies readonly Watch[];
/** Columns `ACCESS_FACTS` reads that no change needs to be watched for (see above). */
export const ACCESS_UNWATCHED = ['id', 'user_id', 'aal', 'created_at', 'refreshed_at'] as const;

/** Whether a second-factor challenge was spent already (a row while it has not expired). */
export const CHALLENGE_SPENT = statement((db, p: Params<{ id: string }>) => db.selectFrom('mfa_challenges_spent').select('id').where('id', '=', p.id));
