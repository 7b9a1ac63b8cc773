import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type ActiveSession, deviceLabel, MFA_MESSAGES } from '@capsuisse/contracts';
import { AppConfig, AuditService, type Caller, Clock, Errors } from '@capsuisse/server-core';
import { AuthSession } from './auth-session.entity';
import { endableBy, liveSession } from './session-lifetime';

/** "Connexions actives": a user's live sessions, each of which the user may end. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  async list(caller: Caller): Promise<ActiveSession[]> {
    const sessions = await this.em.find(
      AuthSession,
      { userId: caller.id, ...liveSession(this.config, this.clock.now()) },
      { orderBy: { refreshedAt: 'desc' } },
    );
    return sessions.map((s) => ({
      id: s.id,
      device: deviceLabel(s.userAgent),
      created_at: s.createdAt.toISOString(),
      last_used_at: s.refreshedAt.toISOString(),
      current: s.id === caller.sessionId,
    }));
  }

  /** Ends one of the caller's live sessions (an aal2 one only from aal2: 403): its refresh token and access tokens stop working at once. */
  async end(caller: Caller, sessionId: string): Promise<void> {
    const now = this.clock.now();
    await this.em.transactional(async (em) => {
      // Another user's session, or an ended one, is "not found": its existence is not revealed.
      const live = { id: sessionId, userId: caller.id, ...liveSession(this.config, now) };
      const ended = await em.nativeUpdate(AuthSession, { ...live, ...endableBy(caller) }, { revokedAt: now });
      if (ended === 0) throw (await em.count(AuthSession, live)) ? Errors.forbidden(MFA_MESSAGES.aal2Required) : Errors.notFound();
      this.audit.record(em, { actorId: caller.id, action: 'auth.session_end', target: { type: 'session', id: sessionId } });
    });
  }
}
