import type { MigrationPart } from '@capsuisse/server-core';

/** This domain's share of `Migration20261123000000_initial` (accounts, sessions, refresh tokens, reset tokens): its SQL as first applied, never edited. */
export const authInitial: MigrationPart = {
  up(sql) {
    sql(`
      create table users (
        id uuid primary key,
        email varchar(255) not null,
        password_hash text not null,
        metadata jsonb not null default '{}',
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint users_email_unique unique (email)
      );`);
    sql(`
      create table auth_sessions (
        id uuid primary key,
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        created_at timestamptz not null,
        refreshed_at timestamptz not null,
        revoked_at timestamptz null
      );`);
    sql(`create index auth_sessions_user_id_index on auth_sessions (user_id);`);
    // One row per refresh token ever issued: a family is a session; a used token presented again revokes it.
    sql(`
      create table refresh_tokens (
        id uuid primary key,
        session_id uuid not null references auth_sessions(id) on delete cascade deferrable initially deferred,
        token_hash char(64) not null,
        created_at timestamptz not null,
        used_at timestamptz null,
        constraint refresh_tokens_token_hash_unique unique (token_hash)
      );`);
    sql(`
      create table password_reset_tokens (
        id uuid primary key,
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        token_hash char(64) not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz null,
        constraint password_reset_tokens_token_hash_unique unique (token_hash)
      );`);
  },
  down(sql) {
    for (const table of ['password_reset_tokens', 'refresh_tokens', 'auth_sessions', 'users']) sql(`drop table if exists ${table} cascade;`);
  },
};
