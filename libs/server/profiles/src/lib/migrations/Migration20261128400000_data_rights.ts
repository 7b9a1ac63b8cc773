import { Migration } from '@mikro-orm/migrations';

// Data rights: whether recruiters may see the client (on unless the client turns it off) and a pending
// deletion request, which axel's users table filters on (a partial index: few are ever pending).
export class Migration20261128400000_data_rights extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table profiles add column recruiter_visible boolean not null default true, add column deletion_requested_at timestamptz null;`);
    this.addSql(`create index profiles_deletion_requested_idx on profiles (deletion_requested_at) where deletion_requested_at is not null;`);
    this.addSql(`create index profiles_date_close_idx on profiles (date_close) where date_close is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index profiles_date_close_idx; drop index profiles_deletion_requested_idx;`);
    this.addSql(`alter table profiles drop column recruiter_visible, drop column deletion_requested_at;`);
  }
}
