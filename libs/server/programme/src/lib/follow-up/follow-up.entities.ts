import { randomUUID } from 'node:crypto';
import { Entity, Enum, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { APPLICATION_CHANNELS, APPLICATION_OUTCOMES, type ApplicationChannel, type ApplicationOutcome } from '@capsuisse/contracts';

/**
 * One application of the job-search log, with every column of the ORP's form 716.007; those on a day (1–10) are the
 * 10-day campaign's. An application still to send (`a_postuler`) has no date and no day (a check says so).
 */
@Entity({ tableName: 'follow_up_entries' })
export class FollowUpEntryRow {
  [OptionalProps]?: 'id' | 'day' | 'appliedOn' | 'employerAddress' | 'contactPerson' | 'contactPhone' | 'workloadPercent' | 'assignedByOrp' | 'refusalReason' | 'followUpOn';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'smallint', nullable: true })
  day: number | null = null;

  /** `AAAA-MM-JJ` as the client gave it: a calendar date, no time zone. */
  @Property({ type: 'date', nullable: true })
  appliedOn: string | null = null;

  @Property({ type: 'string' })
  employer!: string;

  @Property({ type: 'string', nullable: true })
  employerAddress: string | null = null;

  @Property({ type: 'string' })
  position!: string;

  @Enum({ items: () => APPLICATION_CHANNELS })
  channel!: ApplicationChannel;

  @Property({ type: 'string', nullable: true })
  contactPerson: string | null = null;

  @Property({ type: 'string', nullable: true })
  contactPhone: string | null = null;

  @Property({ type: 'smallint' })
  workloadPercent = 100;

  @Property({ type: 'boolean' })
  assignedByOrp = false;

  @Enum({ items: () => APPLICATION_OUTCOMES })
  outcome!: ApplicationOutcome;

  @Property({ type: 'string', nullable: true })
  refusalReason: string | null = null;

  @Property({ type: 'date', nullable: true })
  followUpOn: string | null = null;

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

/** A client's monthly target of applications (set by the coach, agreed with the ORP) and ORP number; absent: the default target. */
@Entity({ tableName: 'job_search_settings' })
export class JobSearchSetting {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'smallint' })
  monthlyTarget!: number;

  @Property({ type: 'string', nullable: true })
  orpNumber: string | null = null;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}

/** A month whose proof the client downloaded (first time): the reminders of the 1st–3rd stop. */
@Entity({ tableName: 'job_search_proofs' })
export class JobSearchProof {
  [PrimaryKeyProp]?: ['userId', 'month'];

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  /** `AAAA-MM` */
  @PrimaryKey({ type: 'string' })
  month!: string;

  @Property({ type: 'datetime' })
  downloadedAt!: Date;
}
