import { Migration } from '@mikro-orm/migrations';

// Issue 10, sessions: each session keeps the User-Agent it signed in with (the device in "Connexions
// actives"); a user's live sessions are listed by user, newest use first.
export class Migration20261128100000_session_devices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table auth_sessions add column user_agent varchar(512) null;`);
    this.addSql(`create index auth_sessions_live_index on auth_sessions (user_id, refreshed_at desc) where revoked_at is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists auth_sessions_live_index;`);
    this.addSql(`alter table auth_sessions drop column if exists user_agent;`);
  }
}
