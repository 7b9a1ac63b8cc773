import { Migration } from '@mikro-orm/migrations';

// Issue 3: verdicts kept per client and document type across replacements, and the expiry flag the
// deadline job sets.
export class Migration20261123100000_documents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table document_reviews (
        id uuid primary key,
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        document_type varchar(20) not null check (document_type in ('cv', 'formulaire', 'photo')),
        verdict varchar(20) not null check (verdict in ('valide', 'a_corriger')),
        note text null,
        reviewer_id uuid null references users(id) on delete set null deferrable initially deferred,
        reviewed_at timestamptz not null
      );`);
    this.addSql(`create index document_reviews_user_id_reviewed_at_index on document_reviews (user_id, reviewed_at desc);`);
    this.addSql(`alter table files add column expired_at timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table files drop column if exists expired_at;`);
    this.addSql(`drop table if exists document_reviews cascade;`);
  }
}
