import { Migration } from '@mikro-orm/migrations';

// Issue 28: a stored object that no row names yet (being written) or any more (a replaced version), so a process
// killed between the object and its row leaves a record that the sweep acts on, never an orphan (PendingObjects).
export class Migration20261206400000_pending_objects extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table pending_objects (key varchar(1024) primary key, created_at timestamptz not null);`);
    this.addSql(`create index pending_objects_created_at_idx on pending_objects (created_at);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists pending_objects;`);
  }
}
