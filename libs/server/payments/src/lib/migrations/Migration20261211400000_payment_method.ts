import { Migration } from '@mikro-orm/migrations';

// Issue 32: a client pays by card or, in CHF, by TWINT; the payment keeps the method used when the provider
// says it, and the demo checkout keeps the one chosen on its page. Older payments have none (they were card).
export class Migration20261211400000_payment_method extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table payments add column method varchar(20) null check (method in ('card', 'twint'));`);
    this.addSql(`alter table demo_checkout_sessions add column method varchar(20) null check (method in ('card', 'twint'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table demo_checkout_sessions drop column method;`);
    this.addSql(`alter table payments drop column method;`);
  }
}
