import { Migration } from '@mikro-orm/migrations';
import { SUMMARY_COLUMNS } from '@capsuisse/server-profiles';
import { Migration20261202100000_document_views } from './Migration20261202100000_document_views';

// Issue 29: the documents' JSON is composed by the statements that read it (`documentsOf`, typed by the
// contract), no longer kept by triggers in `document_views`. The coach's page stays kept by version
// (Migration20261203100000_coach_page_versions); its version now moves on the tables the page reads: every
// column of the documents and reviews, and of profiles the columns `SUMMARY_COLUMNS` names, which the page's
// statement reads (a test checks both against the database). A reviewer's email shows in the histories: its
// change moves the pages of the coaches of the clients they reviewed.
const PROFILE_COLUMNS = SUMMARY_COLUMNS.join(', ');
const MOVED_ON = [
  ['files', 'insert or update or delete'],
  ['document_reviews', 'insert or update or delete'],
  ['profiles', `delete or update of ${PROFILE_COLUMNS}`],
] as const;

export class Migration20261207100000_coach_page_reads extends Migration {
  override async up(): Promise<void> {
    for (const trigger of ['document_views_coach_pages_move', 'document_views_coach_pages_update', 'document_views_coach_pages']) this.addSql(`drop trigger if exists ${trigger} on document_views;`);
    this.addSql(`drop trigger if exists document_reviews_document_views on document_reviews;`);
    this.addSql(`drop trigger if exists files_document_views on files;`);
    this.addSql(`drop function if exists document_views_changed();`);
    this.addSql(`drop function if exists document_views_refresh(uuid);`);
    this.addSql(`drop function if exists document_list(uuid, boolean);`);
    this.addSql(`drop table if exists document_views;`);
    this.addSql(`drop trigger if exists profiles_coach_pages on profiles;`);
    this.addSql(`drop trigger if exists profiles_coach_pages_move on profiles;`);
    this.addSql(`
      create function coach_pages_reviewer_changed() returns trigger language plpgsql as $$
      begin
        perform coach_pages_note(array(select a.accompagnateur_id from accompagnateur_clients a
          where a.client_id in (select r.user_id from document_reviews r where r.reviewer_id = coalesce(new.user_id, old.user_id))));
        return null;
      end $$;`);
    this.addSql(`create trigger files_coach_pages after insert or update or delete on files for each row execute function coach_pages_client_changed();`);
    this.addSql(`create trigger document_reviews_coach_pages after insert or update or delete on document_reviews for each row execute function coach_pages_client_changed();`);
    this.addSql(`create trigger profiles_coach_pages after delete or update of ${PROFILE_COLUMNS} on profiles for each row execute function coach_pages_client_changed();`);
    this.addSql(`create trigger profiles_coach_pages_reviewer after update of email on profiles for each row execute function coach_pages_reviewer_changed();`);
    for (const [table, events] of MOVED_ON) {
      this.addSql(`create constraint trigger ${table}_coach_pages_move after ${events} on ${table} deferrable initially deferred for each row execute function coach_pages_move();`);
    }
  }

  override async down(): Promise<void> {
    for (const [table] of MOVED_ON) this.addSql(`drop trigger if exists ${table}_coach_pages_move on ${table};`);
    this.addSql(`drop trigger if exists profiles_coach_pages_reviewer on profiles;`);
    for (const table of ['files', 'document_reviews', 'profiles']) this.addSql(`drop trigger if exists ${table}_coach_pages on ${table};`);
    this.addSql(`drop function if exists coach_pages_reviewer_changed();`);
    // The kept views and their triggers as they were made, then the page's triggers on them.
    await Migration20261202100000_document_views.prototype.up.call(this);
    this.addSql(`create trigger profiles_coach_pages after delete or update of ${PROFILE_COLUMNS} on profiles for each row execute function coach_pages_client_changed();`);
    this.addSql(`create trigger document_views_coach_pages after insert or delete on document_views for each row execute function coach_pages_client_changed();`);
    this.addSql(`create trigger document_views_coach_pages_update after update on document_views for each row when (old.shown_to_coach::text is distinct from new.shown_to_coach::text) execute function coach_pages_client_changed();`);
    for (const table of ['profiles', 'document_views']) {
      this.addSql(`create constraint trigger ${table}_coach_pages_move after ${table === 'profiles' ? MOVED_ON[2][1] : 'insert or update or delete'} on ${table} deferrable initially deferred for each row execute function coach_pages_move();`);
    }
  }
}
