import { Migration } from '@mikro-orm/migrations';

// Issue 29, the read model (ReadModel): triggers note, in a setting local to the transaction, the subjects a
// change concerns (`<kind>:<id>`); the process that commits claims them just before its commit and moves
// their stamps everywhere. What no process claimed is announced by the database at commit, on the channel
// `read_model`. Past about 150 subjects (a NOTIFY carries 8 kB), a change is noted as concerning everything ('*'): a bulk
// change ends every kept read instead of growing the note without end.
export class Migration20261207200000_read_model extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function read_model_note(kind text, subjects text[]) returns void language plpgsql as $$
      declare
        noted text := coalesce(current_setting('capsuisse.read_changes', true), '');
        added text := (select string_agg(distinct kind || ':' || s, ' ') from unnest(subjects) s where s is not null);
      begin
        if added is null or noted = '*' then return; end if;
        if noted <> '' then added := noted || ' ' || added; end if;
        if length(added) > 7000 then added := '*'; end if;
        perform set_config('capsuisse.read_changes', added, true);
      end $$;`);
    // A row trigger's arguments: the kind, and the column naming the subject (its old and new value on an update).
    this.addSql(`
      create function read_model_row_changed() returns trigger language plpgsql as $$
      begin
        perform read_model_note(tg_argv[0], array[
          case when tg_op <> 'INSERT' then to_jsonb(old) ->> tg_argv[1] end,
          case when tg_op <> 'DELETE' then to_jsonb(new) ->> tg_argv[1] end]);
        return null;
      end $$;`);
    this.addSql(`
      create function read_model_unclaimed() returns trigger language plpgsql as $$
      declare
        noted text := nullif(current_setting('capsuisse.read_changes', true), '');
      begin
        if noted is not null then
          perform set_config('capsuisse.read_changes', '', true);
          perform pg_notify('read_model', noted);
        end if;
        return null;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists read_model_unclaimed() cascade;`);
    this.addSql(`drop function if exists read_model_row_changed() cascade;`);
    this.addSql(`drop function if exists read_model_note(text, text[]);`);
  }
}
