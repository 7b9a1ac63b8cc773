import { Migration } from '@mikro-orm/migrations';
import { NOTIFICATION_KINDS } from '@capsuisse/contracts';

const kinds = NOTIFICATION_KINDS.map((k) => `'${k}'`).join(', ');

/**
 * Issue 31: a call's invitations. `sequence` is the iCalendar SEQUENCE of its invitation (its UID is its id), raised at
 * each change its people's calendars must take; the reminders' scan reads booked calls by their start. The
 * notification centre gains the kind `call`.
 */
export class Migration20261210400100_call_invitations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table call_bookings add column sequence integer not null default 0;`);
    this.addSql(`create index call_bookings_booked_starts_index on call_bookings (starts_at) where status = 'booked';`);
    for (const table of ['notifications', 'notification_preferences']) {
      this.addSql(`alter table ${table} drop constraint if exists ${table}_kind_check;`);
      this.addSql(`alter table ${table} add constraint ${table}_kind_check check (kind in (${kinds}));`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists call_bookings_booked_starts_index;`);
    this.addSql(`alter table call_bookings drop column if exists sequence;`);
  }
}
