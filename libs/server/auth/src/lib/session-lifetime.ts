import type { AssuranceLevel } from '@capsuisse/contracts';
import type { AppConfig, Caller } from '@capsuisse/server-core';

/**
 * A live session, as one filter on its row: not signed out, refreshed within the idle lifetime, and younger
 * than the absolute lifetime (SESSION_IDLE_DAYS / SESSION_MAX_DAYS). Refresh, the access check and the
 * sessions list all use it, so an ended session is ended everywhere at once.
 */
export function liveSession(config: AppConfig, now: Date) {
  return {
    revokedAt: null,
    refreshedAt: { $gt: new Date(now.getTime() - config.sessions.idleMs) },
    createdAt: { $gt: new Date(now.getTime() - config.sessions.maxMs) },
  };
}

/**
 * The sessions the caller may end, as one filter: an aal1 session never ends one that proved the second factor
 * (someone holding only the password cannot sign the owner out). Ending one, the sign-outs of every device.
 */
export function endableBy(caller: Caller): { aal: { $in: AssuranceLevel[] } } {
  return { aal: { $in: caller.aal === 'aal2' ? ['aal1', 'aal2'] : ['aal1'] } };
}
