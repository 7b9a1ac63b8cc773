import { randomUUID } from 'node:crypto';
import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { MILESTONE_STATUSES, type MilestoneStatus } from '@capsuisse/contracts';

/** One step of a client's path (spec §3); status `termine`, `planifie`, anything else is "À faire". */
@Entity({ tableName: 'milestones' })
export class Milestone {
  [OptionalProps]?: 'id' | 'status' | 'scheduledAt' | 'notesClient';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'string' })
  code!: string;

  @Property({ type: 'string' })
  label!: string;

  @Property({ type: 'string' })
  type!: string;

  @Enum({ items: () => MILESTONE_STATUSES })
  status: MilestoneStatus = 'a_faire';

  @Property({ type: 'datetime', nullable: true })
  scheduledAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  notesClient: string | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
