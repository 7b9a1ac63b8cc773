import { Migration } from '@mikro-orm/migrations';

// Issue 27: a checkout returns to the origin the client paid from (one of the platform's own), kept so that
// an open session is reused only from that same origin. Older sessions have none: they are not reused.
export class Migration20261204200000_payment_return_url extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table payments add column return_url text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table payments drop column return_url;`);
  }
}
