import { Migration } from '@mikro-orm/migrations';

// Issue 27: "Documents validés" comes from the three documents' states, no longer from an overall progress
// of 25 (training, follow-up and milestones raise it too). The documents module writes the state with its
// quarter of the progress; the backfill reads the documents' table once, here only, as progress_parts did.
export class Migration20261204100000_documents_state extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table profiles add column documents_state text not null default 'none'
         check (documents_state in ('none', 'pending', 'rejected', 'validated'));`,
    );
    this.addSql(
      `update profiles p set documents_state = case when d.rejected > 0 then 'rejected' when d.valid = 3 then 'validated' else 'pending' end
       from (select user_id, count(*) filter (where status = 'valide') as valid, count(*) filter (where status = 'a_corriger') as rejected from files group by user_id) d
       where d.user_id = p.user_id;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table profiles drop column documents_state;`);
  }
}
