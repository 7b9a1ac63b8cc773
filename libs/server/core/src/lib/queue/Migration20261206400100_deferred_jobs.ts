import { Migration } from '@mikro-orm/migrations';

// Issue 28: a job added while Redis cannot be reached waits here and is queued once Redis is back (BullMqQueue),
// so the action that made it (an upload's deadlines, a deletion's cleanup) is not lost with it.
export class Migration20261206400100_deferred_jobs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table deferred_jobs (
        id uuid primary key,
        queue varchar(100) not null,
        name varchar(100) not null,
        data jsonb not null,
        job_id varchar(255) not null,
        run_at timestamptz not null,
        transient boolean not null default false,
        created_at timestamptz not null
      );`);
    this.addSql(`create index deferred_jobs_created_at_idx on deferred_jobs (created_at);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists deferred_jobs;`);
  }
}
