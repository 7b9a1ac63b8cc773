import { Entity, Enum, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { NOTIFICATION_KINDS, type NotificationKind } from '@capsuisse/contracts';

/** One event told to one person: `eventKey` names the event, so it is told once. */
@Entity({ tableName: 'notifications' })
export class Notification {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Enum({ items: () => NOTIFICATION_KINDS })
  kind!: NotificationKind;

  @Property({ type: 'string' })
  title!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'string' })
  link!: string;

  @Property({ type: 'string' })
  eventKey!: string;

  /** The person the event is about (the client of a message or a document): erasing them erases it. */
  @Property({ type: 'uuid', nullable: true })
  subjectId: string | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  readAt: Date | null = null;
}

/** A person's choice for one kind's e-mails (no row: on). */
@Entity({ tableName: 'notification_preferences' })
export class NotificationPreference {
  [PrimaryKeyProp]?: ['userId', 'kind'];

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'string' })
  kind!: NotificationKind;

  @Property({ type: 'boolean' })
  email!: boolean;
}
