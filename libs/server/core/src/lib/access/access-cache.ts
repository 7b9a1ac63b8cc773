import { Injectable } from '@nestjs/common';
import type { AssuranceLevel, Role } from '@capsuisse/contracts';
import { type KeptReads, ReadModel } from '../read-model/read-model';

/** What the access check needs of a live session, valid until `until` (epoch ms). */
export interface AccessFacts {
  userId: string;
  role: Role;
  hasPaid: boolean;
  /** The session's assurance level, and whether the user has a verified factor (read from the server, never the token). */
  aal: AssuranceLevel;
  mfa: boolean;
  until: number;
}

/** What a process keeps at most: about 50,000 sessions. */
const KEPT_SESSIONS = 50_000;

/**
 * The access check's facts of live sessions, kept in memory by the read model (`ReadModel`), so a signed-in
 * request costs no query for them. Whatever ends a session, changes a role, a payment or a second factor, or
 * erases an account ends the user's kept facts on every process once it is committed (`ACCESS_WATCH`, in auth).
 */
@Injectable()
export class AccessCache {
  private readonly kept: KeptReads<AccessFacts>;

  constructor(model: ReadModel) {
    this.kept = model.kept<AccessFacts>({ budget: KEPT_SESSIONS, until: (facts) => facts.until });
  }

  /** The session's facts from memory when its user has not changed since, or from `load`; kept facts come as they are, not in a promise. */
  through(sessionId: string, userId: string, load: () => Promise<AccessFacts | null>): AccessFacts | Promise<AccessFacts | null> {
    return this.kept.through(sessionId, `access:${userId}`, load);
  }
}
