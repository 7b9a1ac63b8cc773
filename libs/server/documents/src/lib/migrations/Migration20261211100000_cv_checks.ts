import { Migration } from '@mikro-orm/migrations';

// Issue 32: the Swiss CV check of each CV's current version; the CVs already uploaded are checked too (their rows
// start `en_cours`, and the jobs' sweep at start queues them).
export class Migration20261211100000_cv_checks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table cv_checks (
        document_id uuid primary key references files (id) on delete cascade,
        version timestamptz not null,
        status text not null check (status in ('en_cours', 'termine', 'illisible')),
        pages integer check (pages >= 0),
        rules jsonb not null default '[]',
        checked_at timestamptz
      );`);
    this.addSql(`create index cv_checks_pending on cv_checks (document_id) where status = 'en_cours';`);
    this.addSql(`insert into cv_checks (document_id, version, status) select id, created_at, 'en_cours' from files where type = 'cv' and mime_type = 'application/pdf';`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists cv_checks;');
  }
}
