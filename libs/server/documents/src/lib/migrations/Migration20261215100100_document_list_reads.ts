import { Migration } from '@mikro-orm/migrations';
import { unwatchTriggers, watchTriggers } from '@capsuisse/server-core';
import { DOCUMENT_LIST_WATCH } from '../documents.reads';

// Issue 29: `GET /api/documents`, read at each visit of the client's documents and dashboard, is kept by the read
// model until one of the client's documents or reviews changes (DOCUMENT_LIST_WATCH), or a reviewer's email shown
// in their histories.
export class Migration20261215100100_document_list_reads extends Migration {
  override async up(): Promise<void> {
    for (const statement of watchTriggers(DOCUMENT_LIST_WATCH)) this.addSql(statement);
    this.addSql(`
      create function documents_reviewer_changed() returns trigger language plpgsql as $$
      begin
        perform read_model_note('documents', array(select distinct r.user_id::text from document_reviews r where r.reviewer_id = new.user_id));
        return null;
      end $$;`);
    this.addSql(`create trigger profiles_documents_reviewer after update of email on profiles for each row execute function documents_reviewer_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists profiles_documents_reviewer on profiles;`);
    this.addSql(`drop function if exists documents_reviewer_changed();`);
    for (const statement of unwatchTriggers(DOCUMENT_LIST_WATCH)) this.addSql(statement);
  }
}
