import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** Who did what, when, to what (every admin action and security event). */
@Entity({ tableName: 'audit_log' })
export class AuditLogEntry {
  [OptionalProps]?: 'id' | 'details' | 'requestId';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid', nullable: true })
  actorId!: string | null;

  @Property({ type: 'string' })
  action!: string;

  @Property({ type: 'string', nullable: true })
  targetType!: string | null;

  @Property({ type: 'string', nullable: true })
  targetId!: string | null;

  @Property({ type: 'json' })
  details: Record<string, unknown> = {};

  /** Fastify's id of the request that made the change (null for jobs). */
  @Property({ type: 'string', nullable: true })
  requestId: string | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
