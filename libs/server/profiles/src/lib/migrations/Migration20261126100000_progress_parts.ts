import { Migration } from '@mikro-orm/migrations';

// Each quarter of the overall progress is kept on the profile, written by the domain that owns it
// (documents, milestones; training and follow-up already were): a change in one domain recomputes the
// total without reading the others, so no domain depends on another for its progress. The backfill reads
// the documents' and milestones' tables once, here only, to carry today's figures over.
export class Migration20261126100000_progress_parts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table profiles add column documents_progress double precision not null default 0, add column milestones_progress double precision not null default 0;`);
    this.addSql(
      `update profiles p set documents_progress = case when d.valid = 3 then 100 else d.valid * 100.0 / 3 + d.pending * 16 end
       from (select user_id, count(*) filter (where status = 'valide') as valid, count(*) filter (where status = 'en_attente') as pending from files group by user_id) d
       where d.user_id = p.user_id;`,
    );
    this.addSql(
      `update profiles p set milestones_progress = m.done * 100.0 / m.total
       from (select user_id, count(*) filter (where status = 'termine') as done, count(*) as total from milestones group by user_id) m
       where m.user_id = p.user_id;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table profiles drop column documents_progress, drop column milestones_progress;`);
  }
}
