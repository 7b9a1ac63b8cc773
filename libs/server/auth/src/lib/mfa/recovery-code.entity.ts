import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** One single-use recovery code, stored as its SHA-256 (80 random bits: a slow hash would add nothing). */
@Entity({ tableName: 'mfa_recovery_codes' })
export class RecoveryCode {
  [OptionalProps]?: 'id' | 'usedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'string', hidden: true })
  codeHash!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
