import { Migration } from '@mikro-orm/migrations';
import { APPLICATION_OUTCOMES, NOTIFICATION_KINDS, REMINDER_KINDS } from '@capsuisse/contracts';

const OUTCOMES = APPLICATION_OUTCOMES.map((o) => `'${o}'`).join(', ');

/**
 * Issue 32: the job-search log. The campaign's entries become its first ten days (a day is now optional), with every
 * column of the ORP's form 716.007; a client's monthly target and ORP number; the months whose proof was downloaded;
 * the notification kind of its reminders.
 */
export class Migration20261212100000_job_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table follow_up_entries
        alter column day drop not null,
        alter column applied_on drop not null,
        add column employer_address varchar(300) null,
        add column contact_phone varchar(40) null,
        add column workload_percent smallint not null default 100 check (workload_percent between 1 and 100),
        add column assigned_by_orp boolean not null default false,
        add column refusal_reason varchar(500) null,
        add column follow_up_on date null,
        add constraint follow_up_entries_outcome_check check (outcome in (${OUTCOMES})),
        add constraint follow_up_entries_sent_check check ((outcome = 'a_postuler') = (applied_on is null) and (day is null or applied_on is not null));`);
    this.addSql(`
      create table job_search_settings (
        user_id uuid primary key references users(id) on delete cascade deferrable initially deferred,
        monthly_target smallint not null check (monthly_target between 1 and 30),
        orp_number varchar(40) null,
        updated_at timestamptz not null
      );`);
    this.addSql(`
      create table job_search_proofs (
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        month char(7) not null,
        downloaded_at timestamptz not null,
        primary key (user_id, month)
      );`);
    // The notification centre and axel's reminder settings gain the kind `reminder_job_search` (from the 25th, its default).
    for (const [table, kinds] of [['notifications', NOTIFICATION_KINDS], ['notification_preferences', NOTIFICATION_KINDS], ['reminder_settings', REMINDER_KINDS]] as const) {
      this.addSql(`alter table ${table} drop constraint if exists ${table}_kind_check;`);
      this.addSql(`alter table ${table} add constraint ${table}_kind_check check (kind in (${kinds.map((k) => `'${k}'`).join(', ')}));`);
    }
    this.addSql(`insert into reminder_settings (kind, enabled, delay) values ('reminder_job_search', true, 25) on conflict do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from reminder_settings where kind = 'reminder_job_search';`);
    this.addSql('drop table if exists job_search_proofs;');
    this.addSql('drop table if exists job_search_settings;');
    this.addSql(`delete from follow_up_entries where day is null or applied_on is null;`);
    this.addSql(`
      alter table follow_up_entries
        drop constraint if exists follow_up_entries_sent_check,
        drop constraint if exists follow_up_entries_outcome_check,
        drop column if exists follow_up_on,
        drop column if exists refusal_reason,
        drop column if exists assigned_by_orp,
        drop column if exists workload_percent,
        drop column if exists contact_phone,
        drop column if exists employer_address,
        alter column applied_on set not null,
        alter column day set not null;`);
  }
}
