import { Migration } from '@mikro-orm/migrations';

// Issue 11: a coach's page (their clients' profiles and the documents shown to them, `document_views`) is
// kept by each API process and composed again only when its version has moved. The version moves in the
// transaction of any change the page shows, made by triggers, so no write path (the API's, the worker's,
// an erasure, SQL by hand) can leave a kept page behind, on any replica: each request reads the version.
// The page reads three domains' tables: these triggers only read them and write this table of its own.
//
// A row trigger notes the coaches a change concerns in a setting local to the transaction (undone with a
// savepoint's rollback); a deferred trigger moves their versions at commit, all in one statement in coach
// order, so two transactions that each touch several coaches never wait on each other's rows in turn.
const PROFILE_FIELDS = 'email, first_name, last_name, created_at, overall_progress, first_login_completed';
const MOVED_ON = [
  ['accompagnateur_clients', 'insert or update or delete'],
  ['profiles', `delete or update of ${PROFILE_FIELDS}`],
  ['document_views', 'insert or update or delete'],
] as const;

export class Migration20261203100000_coach_page_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table coach_page_versions (
        coach_id uuid primary key references users(id) on delete cascade deferrable initially deferred,
        version bigint not null
      );`);
    this.addSql(`
      create function coach_pages_note(coaches uuid[]) returns void language plpgsql as $$
      begin
        if cardinality(coaches) > 0 then
          perform set_config('capsuisse.coach_pages',
            array(select distinct c from unnest(coalesce(nullif(current_setting('capsuisse.coach_pages', true), '')::uuid[], '{}') || coaches) c)::text, true);
        end if;
      end $$;`);
    this.addSql(`
      create function coach_pages_move() returns trigger language plpgsql as $$
      declare
        noted uuid[] := nullif(current_setting('capsuisse.coach_pages', true), '')::uuid[];
      begin
        if noted is not null then
          perform set_config('capsuisse.coach_pages', '', true);
          insert into coach_page_versions as v (coach_id, version)
            select c, 1 from unnest(noted) c where exists (select from users u where u.id = c) order by c
            on conflict (coach_id) do update set version = v.version + 1;
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create function coach_pages_assignment_changed() returns trigger language plpgsql as $$
      begin
        perform coach_pages_note(array_remove(array[old.accompagnateur_id, new.accompagnateur_id], null));
        return null;
      end $$;`);
    // profiles and document_views: a row per client, by user_id.
    this.addSql(`
      create function coach_pages_client_changed() returns trigger language plpgsql as $$
      begin
        perform coach_pages_note(array(select accompagnateur_id from accompagnateur_clients where client_id = coalesce(new.user_id, old.user_id)));
        return null;
      end $$;`);
    this.addSql(`create trigger accompagnateur_clients_coach_pages after insert or update or delete on accompagnateur_clients for each row execute function coach_pages_assignment_changed();`);
    // The profile's fields the page shows (a client's first sign-in, progress, names, email).
    this.addSql(`create trigger profiles_coach_pages after delete or update of ${PROFILE_FIELDS} on profiles for each row execute function coach_pages_client_changed();`);
    this.addSql(`create trigger document_views_coach_pages after insert or delete on document_views for each row execute function coach_pages_client_changed();`);
    // Only what the coach is shown: a document to correct changing does not move the page.
    this.addSql(`create trigger document_views_coach_pages_update after update on document_views for each row when (old.shown_to_coach::text is distinct from new.shown_to_coach::text) execute function coach_pages_client_changed();`);
    for (const [table, events] of MOVED_ON) {
      this.addSql(`create constraint trigger ${table}_coach_pages_move after ${events} on ${table} deferrable initially deferred for each row execute function coach_pages_move();`);
    }
  }

  override async down(): Promise<void> {
    for (const [table] of MOVED_ON) this.addSql(`drop trigger if exists ${table}_coach_pages_move on ${table};`);
    this.addSql(`drop trigger if exists document_views_coach_pages_update on document_views;`);
    this.addSql(`drop trigger if exists document_views_coach_pages on document_views;`);
    this.addSql(`drop trigger if exists profiles_coach_pages on profiles;`);
    this.addSql(`drop trigger if exists accompagnateur_clients_coach_pages on accompagnateur_clients;`);
    this.addSql(`drop function if exists coach_pages_client_changed();`);
    this.addSql(`drop function if exists coach_pages_assignment_changed();`);
    this.addSql(`drop function if exists coach_pages_move();`);
    this.addSql(`drop function if exists coach_pages_note(uuid[]);`);
    this.addSql(`drop table if exists coach_page_versions cascade;`);
  }
}
