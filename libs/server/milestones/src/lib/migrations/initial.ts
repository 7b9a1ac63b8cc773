import type { MigrationPart } from '@capsuisse/server-core';

/** This domain's share of `Migration20261123000000_initial` (milestones): its SQL as first applied, never edited. */
export const milestonesInitial: MigrationPart = {
  up(sql) {
    sql(`
      create table milestones (
        id uuid primary key,
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        code varchar(50) not null,
        label varchar(255) not null,
        type varchar(50) not null,
        status varchar(20) not null default 'a_faire',
        scheduled_at timestamptz null,
        notes_client text null,
        created_at timestamptz not null
      );`);
    sql(`create index milestones_user_id_code_index on milestones (user_id, code);`);
  },
  down(sql) {
    for (const table of ['milestones']) sql(`drop table if exists ${table} cascade;`);
  },
};
