import type { MigrationPart } from '@capsuisse/server-core';

/** This domain's share of `Migration20261123000000_initial` (profiles and roles): its SQL as first applied, never edited. */
export const profilesInitial: MigrationPart = {
  up(sql) {
    sql(`
      create table profiles (
        user_id uuid primary key references users(id) on delete cascade deferrable initially deferred,
        email varchar(255) not null,
        first_name varchar(100) null,
        last_name varchar(100) null,
        country_code varchar(8) null,
        phone varchar(20) null,
        has_paid boolean not null default false,
        overall_progress smallint not null default 0 check (overall_progress between 0 and 100),
        progress_5j smallint not null default 0 check (progress_5j between 0 and 100),
        progress_10j smallint not null default 0 check (progress_10j between 0 and 100),
        risk_flag boolean not null default false,
        first_login_completed boolean not null default false,
        date_close timestamptz null,
        calendly_link text null,
        crm_contact_id text null,
        created_at timestamptz not null
      );`);
    sql(`create index profiles_created_at_index on profiles (created_at desc);`);
    sql(`
      create table user_roles (
        user_id uuid primary key references users(id) on delete cascade deferrable initially deferred,
        role varchar(20) not null check (role in ('client', 'client_se_loger', 'accompagnateur', 'recruteur', 'expert', 'admin', 'axel'))
      );`);
  },
  down(sql) {
    for (const table of ['user_roles', 'profiles']) sql(`drop table if exists ${table} cascade;`);
  },
};
