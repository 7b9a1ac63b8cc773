import { Migration } from '@mikro-orm/migrations';

// Issue 10 (payments that cannot be gamed): a paid session at the wrong price is recorded as `mismatch`,
// refunds and disputes take a payment back; a client has one open session at a time, its URL kept for reuse;
// refunds and disputes find their payment by payment intent; the demo checkout can end a session.
export class Migration20261126200000_payment_reversals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table payments drop constraint if exists payments_status_check;`);
    this.addSql(`alter table payments add constraint payments_status_check check (status in ('open', 'paid', 'expired', 'mismatch', 'refunded', 'disputed'));`);
    this.addSql(`alter table payments add column checkout_url text null;`);
    this.addSql(`create index payments_payment_intent_id_index on payments (payment_intent_id);`);
    // One open session per client from now on: older open ones are closed on our side (a payment on one
    // of them still settles: expired is not final).
    this.addSql(
      `update payments set status = 'expired' where status = 'open' and user_id is not null
       and id not in (select distinct on (user_id) id from payments where status = 'open' and user_id is not null order by user_id, created_at desc);`,
    );
    this.addSql(`create unique index payments_one_open_per_user on payments (user_id) where status = 'open';`);
    this.addSql(`alter table demo_checkout_sessions add column expired_at timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table demo_checkout_sessions drop column expired_at;`);
    this.addSql(`drop index payments_one_open_per_user;`);
    this.addSql(`drop index payments_payment_intent_id_index;`);
    this.addSql(`alter table payments drop column checkout_url;`);
    // Reversed payments were paid once; the old schema knows no other way to say so.
    this.addSql(`update payments set status = 'paid' where status in ('refunded', 'disputed');`);
    this.addSql(`update payments set status = 'expired' where status = 'mismatch';`);
    this.addSql(`alter table payments drop constraint if exists payments_status_check;`);
    this.addSql(`alter table payments add constraint payments_status_check check (status in ('open', 'paid', 'expired'));`);
  }
}
