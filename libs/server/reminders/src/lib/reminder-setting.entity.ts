import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/core';
import { REMINDER_KINDS, type ReminderKind } from '@capsuisse/contracts';
import { REMINDER_RULES } from './reminder-settings.rules';

/** axel's choice for one reminder kind: on or off, and its delay in the kind's unit (REMINDER_RULES). */
@Entity({ tableName: 'reminder_settings' })
export class ReminderSetting {
  @PrimaryKey({ type: 'string' })
  @Enum({ items: () => REMINDER_KINDS })
  kind!: ReminderKind;

  @Property({ type: 'boolean' })
  enabled!: boolean;

  @Property({ type: 'integer' })
  delay!: number;

  @Property({ type: 'datetime', nullable: true })
  updatedAt: Date | null = null;
}
