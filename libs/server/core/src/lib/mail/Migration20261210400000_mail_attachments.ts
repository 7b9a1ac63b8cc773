import { Migration } from '@mikro-orm/migrations';

// Issue 31: a stored mail may carry small files (a call's `.ics` invitation), dropped with its body once sent.
export class Migration20261210400000_mail_attachments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table mails add column attachments jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table mails drop column if exists attachments;`);
  }
}
