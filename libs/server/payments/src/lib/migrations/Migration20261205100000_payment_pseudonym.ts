import { Migration } from '@mikro-orm/migrations';

// Issue 28: a deleted person's payments keep, instead of their id, the pseudonym their audit entries carry,
// so the accounts can still group one person's payments without naming them. Rows anonymised earlier have none.
export class Migration20261205100000_payment_pseudonym extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table payments add column user_pseudonym uuid null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table payments drop column user_pseudonym;`);
  }
}
