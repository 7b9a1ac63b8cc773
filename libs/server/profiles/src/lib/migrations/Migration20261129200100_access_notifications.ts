import { Migration } from '@mikro-orm/migrations';

// Issue 11, access cache: a role set or removed, a payment recorded or withdrawn, a profile erased
// notify every process (auth's notify_access_change, made just before), which drop that user's cached access.
export class Migration20261129200100_access_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create trigger user_roles_access_change after insert or update or delete on user_roles for each row execute function notify_access_change();`);
    this.addSql(`create trigger profiles_access_change after update of has_paid or delete on profiles for each row execute function notify_access_change();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists profiles_access_change on profiles;`);
    this.addSql(`drop trigger if exists user_roles_access_change on user_roles;`);
  }
}
