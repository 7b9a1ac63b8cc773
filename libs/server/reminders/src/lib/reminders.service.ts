import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { NOTIFICATION_KIND_LABELS, REMINDER_ERRORS, REMINDER_KINDS, type ReminderKind, type ReminderSettingDto, type ReminderSettingInput } from '@capsuisse/contracts';
import { AuditService, type Caller, Clock, Errors } from '@capsuisse/server-core';
import { ReminderSetting } from './reminder-setting.entity';
import { REMINDER_SETTINGS } from './reminders.reads';
import { REMINDER_RULES } from './reminder-settings.rules';

/** A kind's switch and delay as the jobs read them. */
export interface ReminderChoice {
  enabled: boolean;
  delay: number;
}

const asKind = (kind: string): ReminderKind | undefined => REMINDER_KINDS.find((k) => k === kind);

/** axel's settings of the reminders (issue 30): each kind on or off, and its delay, every change audited. */
@Injectable()
export class RemindersService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<ReminderSettingDto[]> {
    const rows = new Map((await REMINDER_SETTINGS.run(this.em, {})).map((row) => [row.kind, row]));
    return REMINDER_KINDS.map((kind) => {
      const rule = REMINDER_RULES[kind];
      const row = rows.get(kind);
      return {
        kind,
        label: NOTIFICATION_KIND_LABELS[kind],
        description: rule.description,
        enabled: row?.enabled ?? true,
        delay: row?.delay ?? rule.delay,
        unit: rule.unit,
        min: rule.min,
        max: rule.max,
        updated_at: row?.updated_at ?? null,
      };
    });
  }

  /** What the jobs follow: a kind without its row (never, once migrated) keeps its default. */
  async choices(): Promise<Map<ReminderKind, ReminderChoice>> {
    const choices = new Map<ReminderKind, ReminderChoice>(REMINDER_KINDS.map((kind) => [kind, { enabled: true, delay: REMINDER_RULES[kind].delay }]));
    for (const row of await REMINDER_SETTINGS.run(this.em, {})) {
      const kind = asKind(row.kind);
      if (kind) choices.set(kind, { enabled: row.enabled, delay: row.delay });
    }
    return choices;
  }

  async update(actor: Caller, kind: ReminderKind, input: ReminderSettingInput): Promise<ReminderSettingDto[]> {
    const { min, max, unit } = REMINDER_RULES[kind];
    if (input.delay < min || input.delay > max) throw Errors.invalid(REMINDER_ERRORS.delayRange(min, max, unit));
    await this.em.transactional(async (em) => {
      const row = await em.findOneOrFail(ReminderSetting, { kind });
      const before = { enabled: row.enabled, delay: row.delay };
      em.assign(row, { enabled: input.enabled, delay: input.delay, updatedAt: this.clock.now() });
      this.audit.record(em, { actorId: actor.id, action: 'admin.reminder.update', target: { type: 'reminder', id: kind }, details: { before, after: { enabled: input.enabled, delay: input.delay } } });
    });
    return this.list();
  }
}
