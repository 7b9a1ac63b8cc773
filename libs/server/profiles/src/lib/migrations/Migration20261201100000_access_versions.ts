import { Migration } from '@mikro-orm/migrations';

// Issue 11: the access cache now checks a version per user (in Redis with replicas), moved by the code that
// commits a change; notices raced the next request on another replica. Runs before auth's, which drops the function.
export class Migration20261201100000_access_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop trigger if exists profiles_access_change on profiles;`);
    this.addSql(`drop trigger if exists user_roles_access_change on user_roles;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create trigger user_roles_access_change after insert or update or delete on user_roles for each row execute function notify_access_change();`);
    this.addSql(`create trigger profiles_access_change after update of has_paid or delete on profiles for each row execute function notify_access_change();`);
  }
}
