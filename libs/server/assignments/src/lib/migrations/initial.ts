import type { MigrationPart } from '@capsuisse/server-core';

/** This domain's share of `Migration20261123000000_initial` (clients assigned to coaches): its SQL as first applied, never edited. */
export const assignmentsInitial: MigrationPart = {
  up(sql) {
    sql(`
      create table accompagnateur_clients (
        accompagnateur_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        client_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        created_at timestamptz not null,
        primary key (accompagnateur_id, client_id)
      );`);
    sql(`create index accompagnateur_clients_client_id_index on accompagnateur_clients (client_id);`);
  },
  down(sql) {
    for (const table of ['accompagnateur_clients']) sql(`drop table if exists ${table} cascade;`);
  },
};
