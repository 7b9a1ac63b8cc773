import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30, review: the person a notification tells of (`subject_id`), so that erasing them deletes by index rather
 * than by a scan of every key and link. Rows already told are filled from their keys: the client of a message or
 * of a reminder about a thread or a silence, the person itself for the other kinds.
 */
export class Migration20261210300000_notification_subjects extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table notifications add column subject_id uuid null references users(id) on delete cascade deferrable initially deferred;`);
    this.addSql(`
      update notifications n set subject_id = u.id
      from users u
      where n.kind in ('message', 'reminder_unread', 'reminder_silent_client') and u.id::text = split_part(n.event_key, ':', 2);`);
    this.addSql(`update notifications set subject_id = user_id where kind not in ('message', 'reminder_unread', 'reminder_silent_client');`);
    this.addSql(`create index notifications_subject_id_index on notifications (subject_id) where subject_id is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists notifications_subject_id_index;');
    this.addSql('alter table notifications drop column if exists subject_id;');
  }
}
