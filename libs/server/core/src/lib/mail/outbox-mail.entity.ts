import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** Mail kept in the database when no SMTP server is configured (read by axel on a dev page). */
@Entity({ tableName: 'outbox' })
export class OutboxMail {
  [OptionalProps]?: 'id';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', fieldName: 'to' })
  to!: string;

  @Property({ type: 'string' })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text', nullable: true })
  html!: string | null;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
