import { Migration } from '@mikro-orm/migrations';

// Issue 8 (account deletion): a payment is an accounting record and outlives the person who made it. Its
// link to the user becomes optional and is cleared when the user goes (on delete set null, where it was a
// cascade that took the payment with the user); the demo checkout's sessions likewise.
export class Migration20261125100000_payments_anonymise extends Migration {
  override async up(): Promise<void> {
    for (const table of ['payments', 'demo_checkout_sessions']) {
      this.addSql(`alter table ${table} drop constraint if exists ${table}_user_id_fkey;`);
      this.addSql(`alter table ${table} alter column user_id drop not null;`);
      this.addSql(`alter table ${table} add constraint ${table}_user_id_fkey foreign key (user_id) references users(id) on delete set null deferrable initially deferred;`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['payments', 'demo_checkout_sessions']) {
      // Anonymised rows have no user to go back to: they cannot survive the old schema.
      this.addSql(`delete from ${table} where user_id is null;`);
      this.addSql(`alter table ${table} drop constraint if exists ${table}_user_id_fkey;`);
      this.addSql(`alter table ${table} alter column user_id set not null;`);
      this.addSql(`alter table ${table} add constraint ${table}_user_id_fkey foreign key (user_id) references users(id) on delete cascade deferrable initially deferred;`);
    }
  }
}
