import type { MigrationPart } from '../migration-part';

/** This domain's share of `Migration20261123000000_initial` (audit log and mail outbox): its SQL as first applied, never edited. */
export const coreInitial: MigrationPart = {
  up(sql) {
    sql(`
      create table audit_log (
        id uuid primary key,
        actor_id uuid null references users(id) on delete set null deferrable initially deferred,
        action varchar(100) not null,
        target_type varchar(50) null,
        target_id varchar(100) null,
        details jsonb not null default '{}',
        created_at timestamptz not null
      );`);
    sql(`create index audit_log_created_at_index on audit_log (created_at desc);`);
    sql(`
      create table outbox (
        id uuid primary key,
        "to" varchar(255) not null,
        subject varchar(255) not null,
        text text not null,
        html text null,
        created_at timestamptz not null
      );`);
  },
  down(sql) {
    for (const table of ['outbox', 'audit_log']) sql(`drop table if exists ${table} cascade;`);
  },
};
