import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A second factor (TOTP only for now). The secret is stored encrypted (see `SecretBox`), never in clear. */
@Entity({ tableName: 'mfa_factors' })
export class MfaFactor {
  [OptionalProps]?: 'id' | 'factorType' | 'friendlyName' | 'status' | 'lastUsedStep' | 'verifiedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'string' })
  factorType = 'totp' as const;

  @Property({ type: 'string', nullable: true })
  friendlyName: string | null = null;

  @Property({ type: 'string' })
  status: 'verified' | 'unverified' = 'unverified';

  @Property({ type: 'text', hidden: true })
  secretEncrypted!: string;

  /** The last time step whose code was accepted: a code is good once (no replay within its window). */
  @Property({ type: 'integer', nullable: true, hidden: true })
  lastUsedStep: number | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  verifiedAt: Date | null = null;
}
