import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { AssuranceLevel } from '@capsuisse/contracts';

/** One sign-in on one device: the family of its rotating refresh tokens. Revoked = signed out there. */
@Entity({ tableName: 'auth_sessions' })
export class AuthSession {
  [OptionalProps]?: 'id' | 'revokedAt' | 'aal' | 'userAgent';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  refreshedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  /** aal2 once the sign-in, or an enrolment on this session, proved a second factor; refreshes keep it. */
  @Property({ type: 'string' })
  aal: AssuranceLevel = 'aal1';

  /** The browser or client that signed in (its "device" in the sessions list); null when unknown. */
  @Property({ type: 'string', nullable: true })
  userAgent: string | null = null;
}
