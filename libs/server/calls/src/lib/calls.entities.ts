import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { CALL_KINDS, CALL_STATUSES, type CallKind, type CallStatus } from '@capsuisse/contracts';

/** One call: a first call or a session, from booking (or the coach's proposal) to its outcome. */
@Entity({ tableName: 'call_bookings' })
export class CallBooking {
  [OptionalProps]?: 'sequence';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Enum({ items: () => CALL_KINDS })
  kind!: CallKind;

  @Property({ type: 'uuid' })
  coachId!: string;

  @Property({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'datetime' })
  startsAt!: Date;

  @Property({ type: 'datetime' })
  endsAt!: Date;

  @Enum({ items: () => CALL_STATUSES })
  status!: CallStatus;

  /** The SEQUENCE of its `.ics` invitation (whose UID is the id): raised at each change. */
  @Property({ type: 'integer' })
  sequence = 0;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}

/** A coach's video link and whether it takes first calls; its hours are in coach_hours and coach_hours_exceptions. */
@Entity({ tableName: 'coach_availability' })
export class CoachAvailability {
  @PrimaryKey({ type: 'uuid' })
  coachId!: string;

  @Property({ type: 'string', nullable: true })
  videoUrl: string | null = null;

  @Property({ type: 'boolean' })
  takesFirstCalls = false;

  @Property({ type: 'datetime', nullable: true })
  updatedAt: Date | null = null;
}

/** axel's settings of the calls, one row. */
@Entity({ tableName: 'call_settings' })
export class CallSettings {
  @PrimaryKey({ type: 'boolean' })
  id = true;

  @Property({ type: 'integer' })
  sessionMinutes!: number;

  @Property({ type: 'datetime', nullable: true })
  updatedAt: Date | null = null;
}

/** The last time a client's coach re-enabled its booking: missed calls before it no longer count. */
@Entity({ tableName: 'call_reenables' })
export class CallReenable {
  @PrimaryKey({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'datetime' })
  reenabledAt!: Date;

  @Property({ type: 'uuid', nullable: true })
  reenabledBy: string | null = null;
}
