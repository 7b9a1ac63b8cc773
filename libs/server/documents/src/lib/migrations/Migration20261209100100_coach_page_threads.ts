import { Migration } from '@mikro-orm/migrations';
import { unclaimedTrigger } from '@capsuisse/server-core';

// Issue 30: the coach's page shows each client's unread messages, so a message or a read ends the page kept
// for the client's coaches, as a document change does.
const TABLES = ['messages', 'conversation_reads'] as const;

export class Migration20261209100100_coach_page_threads extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function coach_pages_thread_changed() returns trigger language plpgsql as $$
      begin
        perform coach_pages_note(array(select accompagnateur_id from accompagnateur_clients where client_id = coalesce(new.client_id, old.client_id)));
        return null;
      end $$;`);
    for (const table of TABLES) {
      this.addSql(`create trigger ${table}_coach_pages after insert or update or delete on ${table} for each row execute function coach_pages_thread_changed();`);
      for (const statement of unclaimedTrigger(table)) this.addSql(statement);
    }
  }

  override async down(): Promise<void> {
    for (const table of TABLES) {
      this.addSql(`drop trigger if exists ${table}_read_model_unclaimed on ${table};`);
      this.addSql(`drop trigger if exists ${table}_coach_pages on ${table};`);
    }
    this.addSql(`drop function if exists coach_pages_thread_changed();`);
  }
}
