import { Migration } from '@mikro-orm/migrations';

// Issue 11, access cache: ending a session (or deleting it) notifies every process on `access_change`
// with the user's id, so each drops what it cached of that user's access (AccessCache in core). Whoever
// writes — any replica, the worker, a script — the database raises it.
export class Migration20261129200000_access_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function notify_access_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify('access_change', old.user_id::text);
  else
    perform pg_notify('access_change', new.user_id::text);
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger auth_sessions_access_change after update of revoked_at or delete on auth_sessions for each row execute function notify_access_change();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists auth_sessions_access_change on auth_sessions;`);
    this.addSql(`drop function if exists notify_access_change();`);
  }
}
