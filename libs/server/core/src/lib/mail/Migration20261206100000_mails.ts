import { Migration } from '@mikro-orm/migrations';

// Issue 28: every mail is a row until it is sent or axel has seen it fail (the queue's job only names it), so an
// SMTP outage or a lost job no longer drops it. A reset mail keeps no body (made again at each try).
export class Migration20261206100000_mails extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table mails (
        id uuid primary key,
        recipient varchar(255) not null,
        kind varchar(30) not null,
        subject varchar(255) not null,
        text text null,
        html text null,
        user_id uuid null,
        status varchar(10) not null check (status in ('queued', 'sending', 'sent', 'failed')),
        attempts integer not null default 0,
        last_error text null,
        next_attempt_at timestamptz null,
        claimed_until timestamptz null,
        queued_at timestamptz not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        sent_at timestamptz null,
        check (kind = 'message' or (user_id is not null and text is null and html is null))
      );`);
    this.addSql(`create index mails_due_index on mails (status, next_attempt_at) where status in ('queued', 'sending');`);
    this.addSql(`create index mails_recipient_index on mails (recipient);`);
    this.addSql(`create index mails_created_at_index on mails (created_at desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists mails;`);
  }
}
