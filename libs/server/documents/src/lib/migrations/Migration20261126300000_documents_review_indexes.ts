import { Migration } from '@mikro-orm/migrations';

// Issue 8, the analytics tab: reviews of a period by their review time, and pending documents by deadline
// (overdue counts per coach and in the late list).
export class Migration20261126300000_documents_review_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index files_reviewed_at_index on files (reviewed_at) where reviewed_at is not null;`);
    this.addSql(`create index files_pending_deadline_index on files (validation_deadline) where status = 'en_attente';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists files_pending_deadline_index;`);
    this.addSql(`drop index if exists files_reviewed_at_index;`);
  }
}
