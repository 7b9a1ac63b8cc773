import { randomUUID } from 'node:crypto';
import { Entity, Enum, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { APPLICATION_CHANNELS, APPLICATION_OUTCOMES, type ApplicationChannel, type ApplicationOutcome } from '@capsuisse/contracts';

/** One application the client logged on a day (1–10) of the campaign. */
@Entity({ tableName: 'follow_up_entries' })
export class FollowUpEntryRow {
  [OptionalProps]?: 'id' | 'contactPerson';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'smallint' })
  day!: number;

  /** `AAAA-MM-JJ` as the client gave it: a calendar date, no time zone. */
  @Property({ type: 'date' })
  appliedOn!: string;

  @Property({ type: 'string' })
  employer!: string;

  @Property({ type: 'string' })
  position!: string;

  @Enum({ items: () => APPLICATION_CHANNELS })
  channel!: ApplicationChannel;

  @Property({ type: 'string', nullable: true })
  contactPerson: string | null = null;

  @Enum({ items: () => APPLICATION_OUTCOMES })
  outcome!: ApplicationOutcome;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}

/** The client's note of one campaign day. */
@Entity({ tableName: 'follow_up_notes' })
export class FollowUpNote {
  [PrimaryKeyProp]?: ['userId', 'day'];

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'smallint', autoincrement: false })
  day!: number;

  @Property({ type: 'text' })
  note!: string;
}
