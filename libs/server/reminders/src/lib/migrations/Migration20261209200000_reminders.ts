import { Migration } from '@mikro-orm/migrations';
import { REMINDER_KINDS } from '@capsuisse/contracts';
import { REMINDER_RULES } from '../reminder-settings.rules';

const kinds = REMINDER_KINDS.map((k) => `'${k}'`).join(', ');

/** Issue 30: axel's switch and delay per reminder kind, one row each, made with the defaults. */
export class Migration20261209200000_reminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table reminder_settings (
        kind varchar(32) primary key check (kind in (${kinds})),
        enabled boolean not null,
        delay integer not null check (delay > 0),
        updated_at timestamptz null
      );`);
    const rows = REMINDER_KINDS.map((kind) => `('${kind}', true, ${REMINDER_RULES[kind].delay})`).join(', ');
    this.addSql(`insert into reminder_settings (kind, enabled, delay) values ${rows};`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists reminder_settings;');
  }
}
