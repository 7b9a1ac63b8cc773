import { Migration } from '@mikro-orm/migrations';

// A time as JavaScript's toISOString writes it. Written here rather than imported (isoSql): a migration's SQL stays as first applied.
const iso = (column: string): string => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// Issue 11: each client's documents kept as the JSON the lists send (`DocumentDto[]`, newest first, each with
// its review history), composed when a document or a review changes instead of at every read: the coach's
// page composed 60 documents per request, half of PostgreSQL's time for it. Triggers keep the view, so no
// write path (uploads, reviews, the deadline job, erasure, a reviewer's account deleted) can leave it behind.
// The DTO is written here, once: `document_list` is the only place that composes it (change it with a new
// migration that replaces the function and refreshes every view).
export class Migration20261202100000_document_views extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table document_views (
        user_id uuid primary key references users(id) on delete cascade deferrable initially deferred,
        documents json not null,
        shown_to_coach json not null
      );`);
    // A reviewer named by email ('' once the account is gone).
    this.addSql(`
      create function document_list(uid uuid, for_coach boolean) returns json language sql stable as $$
        select coalesce(json_agg(d order by d.created_at desc, d.type), '[]') from (
          select f.id, f.user_id, f.type, f.status, f.mime_type, f.size,
            ${iso('f.created_at')} as created_at,
            ${iso('f.validation_deadline')} as validation_deadline,
            ${iso('f.reviewed_at')} as reviewed_at, f.reviewer_notes,
            ${iso('f.expired_at')} as expired_at,
            (select coalesce(json_agg(h order by h.reviewed_at desc), '[]') from (
              select r.document_type, r.verdict, r.note, coalesce((select p.email from profiles p where p.user_id = r.reviewer_id), '') as reviewer_email,
                ${iso('r.reviewed_at')} as reviewed_at
              from document_reviews r where r.user_id = f.user_id and r.document_type = f.type
            ) h) as history
          from files f where f.user_id = uid and (not for_coach or f.status <> 'a_corriger')
        ) d
      $$;`);
    // One refresh of a user's view at a time, the view's row locked first: each statement of a plpgsql
    // function reads what committed before it, so of two transactions changing two documents of one client,
    // the second composes the view with both changes. No document left: no view.
    this.addSql(`
      create function document_views_refresh(uid uuid) returns void language plpgsql as $$
      begin
        insert into document_views (user_id, documents, shown_to_coach) values (uid, '[]', '[]') on conflict (user_id) do nothing;
        perform from document_views where user_id = uid for update;
        if exists (select from files where user_id = uid) then
          update document_views set documents = document_list(uid, false), shown_to_coach = document_list(uid, true) where user_id = uid;
        else
          delete from document_views where user_id = uid;
        end if;
      end $$;`);
    this.addSql(`
      create function document_views_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then perform document_views_refresh(old.user_id);
        else perform document_views_refresh(new.user_id);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger files_document_views after insert or update or delete on files for each row execute function document_views_changed();`);
    this.addSql(`create trigger document_reviews_document_views after insert or update or delete on document_reviews for each row execute function document_views_changed();`);
    this.addSql(`select document_views_refresh(user_id) from (select distinct user_id from files) f;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists document_reviews_document_views on document_reviews;`);
    this.addSql(`drop trigger if exists files_document_views on files;`);
    this.addSql(`drop function if exists document_views_changed();`);
    this.addSql(`drop function if exists document_views_refresh(uuid);`);
    this.addSql(`drop function if exists document_list(uuid, boolean);`);
    this.addSql(`drop table if exists document_views cascade;`);
  }
}
