import { Migration } from '@mikro-orm/migrations';

// Issue 30: a batch of messages notes each thread's subjects once, not once per row that repeats them; the note
// of a claimed change (published through Redis) may name about 700 subjects before it stands for everything, and
// only what the database announces itself (a NOTIFY carries 8 kB) falls back to '*' past about 150.
export class Migration20261216100000_read_model_batches extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function read_model_note(kind text, subjects text[]) returns void language plpgsql as $$
      declare
        noted text := coalesce(current_setting('capsuisse.read_changes', true), '');
        added text;
      begin
        if noted = '*' then return; end if;
        added := (select string_agg(distinct kind || ':' || s, ' ') from unnest(subjects) s
                  where s is not null and position(' ' || kind || ':' || s || ' ' in ' ' || noted || ' ') = 0);
        if added is null then return; end if;
        if noted <> '' then added := noted || ' ' || added; end if;
        if length(added) > 32000 then added := '*'; end if;
        perform set_config('capsuisse.read_changes', added, true);
      end $$;`);
    this.addSql(`
      create or replace function read_model_unclaimed() returns trigger language plpgsql as $$
      declare
        noted text := nullif(current_setting('capsuisse.read_changes', true), '');
      begin
        if noted is not null then
          perform set_config('capsuisse.read_changes', '', true);
          perform pg_notify('read_model', case when length(noted) > 7000 then '*' else noted end);
        end if;
        return null;
      end $$;`);
  }

  override async down(): Promise<void> {
    // The functions as Migration20261207200000_read_model made them.
    this.addSql(`
      create or replace function read_model_note(kind text, subjects text[]) returns void language plpgsql as $$
      declare
        noted text := coalesce(current_setting('capsuisse.read_changes', true), '');
        added text := (select string_agg(distinct kind || ':' || s, ' ') from unnest(subjects) s where s is not null);
      begin
        if added is null or noted = '*' then return; end if;
        if noted <> '' then added := noted || ' ' || added; end if;
        if length(added) > 7000 then added := '*'; end if;
        perform set_config('capsuisse.read_changes', added, true);
      end $$;`);
    this.addSql(`
      create or replace function read_model_unclaimed() returns trigger language plpgsql as $$
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
}
