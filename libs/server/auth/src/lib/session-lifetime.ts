import type { AppConfig } from '@capsuisse/server-core';

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
