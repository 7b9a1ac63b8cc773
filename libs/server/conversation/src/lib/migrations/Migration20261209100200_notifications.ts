import { Migration } from '@mikro-orm/migrations';
import { NOTIFICATION_KINDS } from '@capsuisse/contracts';

const kinds = NOTIFICATION_KINDS.map((k) => `'${k}'`).join(', ');

/** Issue 30: the bell's list (one row per event and person) and each person's e-mail switch per kind. */
export class Migration20261209100200_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table notifications (
        id uuid primary key,
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        kind varchar(32) not null check (kind in (${kinds})),
        title varchar(200) not null,
        body text not null,
        link varchar(300) not null,
        event_key varchar(200) not null,
        created_at timestamptz not null,
        read_at timestamptz null,
        constraint notifications_event_unique unique (user_id, event_key)
      );`);
    this.addSql(`create index notifications_user_id_index on notifications (user_id, created_at desc);`);
    this.addSql(`
      create table notification_preferences (
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        kind varchar(32) not null check (kind in (${kinds})),
        email boolean not null,
        primary key (user_id, kind)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists notification_preferences;');
    this.addSql('drop table if exists notifications;');
  }
}
