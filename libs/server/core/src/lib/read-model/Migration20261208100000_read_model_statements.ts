import { Migration } from '@mikro-orm/migrations';

// Issue 29: a read over a whole table (a count) is concerned by any row added or removed, and noted once per
// statement (`Watch` with `subject: { every }`), not once per row of a bulk change.
export class Migration20261208100000_read_model_statements extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function read_model_statement_changed() returns trigger language plpgsql as $$
      begin
        perform read_model_note(tg_argv[0], array[tg_argv[1]]);
        return null;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists read_model_statement_changed() cascade;`);
  }
}
