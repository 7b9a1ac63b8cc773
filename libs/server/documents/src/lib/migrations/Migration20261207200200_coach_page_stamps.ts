import { Migration } from '@mikro-orm/migrations';
import { unclaimedTrigger } from '@capsuisse/server-core';

// Issue 29: the coach's page is kept by the read model, like every kept read: the same triggers note the
// coaches a change concerns (Migration20261207100000_coach_page_reads), now as subjects `coach-page:<id>`
// that the committing process claims; no version row is moved and none read at each request.
const TABLES = ['accompagnateur_clients', 'profiles', 'files', 'document_reviews'] as const;

export class Migration20261207200200_coach_page_stamps extends Migration {
  override async up(): Promise<void> {
    for (const table of TABLES) this.addSql(`drop trigger if exists ${table}_coach_pages_move on ${table};`);
    this.addSql(`drop function if exists coach_pages_move();`);
    this.addSql(`drop table if exists coach_page_versions;`);
    this.addSql(`
      create or replace function coach_pages_note(coaches uuid[]) returns void language plpgsql as $$
      begin
        perform read_model_note('coach-page', coaches::text[]);
      end $$;`);
    for (const table of TABLES) for (const statement of unclaimedTrigger(table)) this.addSql(statement);
  }

  override async down(): Promise<void> {
    for (const table of TABLES) this.addSql(`drop trigger if exists ${table}_read_model_unclaimed on ${table};`);
    this.addSql(`create table coach_page_versions (coach_id uuid primary key references users(id) on delete cascade deferrable initially deferred, version bigint not null);`);
    this.addSql(`
      create or replace function coach_pages_note(coaches uuid[]) returns void language plpgsql as $$
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
    for (const table of TABLES) {
      this.addSql(`create constraint trigger ${table}_coach_pages_move after insert or update or delete on ${table} deferrable initially deferred for each row execute function coach_pages_move();`);
    }
  }
}
