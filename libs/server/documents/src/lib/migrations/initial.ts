import type { MigrationPart } from '@capsuisse/server-core';

/** This domain's share of `Migration20261123000000_initial` (uploaded files): its SQL as first applied, never edited. */
export const documentsInitial: MigrationPart = {
  up(sql) {
    sql(`
      create table files (
        id uuid primary key,
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        type varchar(20) not null check (type in ('cv', 'formulaire', 'photo')),
        storage_url text not null,
        size integer not null check (size >= 0),
        mime_type varchar(100) not null,
        status varchar(20) not null default 'en_attente' check (status in ('en_attente', 'valide', 'a_corriger')),
        validation_deadline timestamptz null,
        reviewer_id uuid null references users(id) on delete set null deferrable initially deferred,
        reviewed_at timestamptz null,
        reviewer_notes text null,
        created_at timestamptz not null,
        constraint files_user_id_type_unique unique (user_id, type)
      );`);
  },
  down(sql) {
    for (const table of ['files']) sql(`drop table if exists ${table} cascade;`);
  },
};
