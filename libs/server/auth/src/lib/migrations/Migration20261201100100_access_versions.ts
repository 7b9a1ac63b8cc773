import { Migration } from '@mikro-orm/migrations';

// Issue 11: access changes are no longer notified by the database (see profiles' access_versions, just before).
export class Migration20261201100100_access_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop trigger if exists auth_sessions_access_change on auth_sessions;`);
    this.addSql(`drop function if exists notify_access_change();`);
  }

  override async down(): Promise<void> {
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
}
