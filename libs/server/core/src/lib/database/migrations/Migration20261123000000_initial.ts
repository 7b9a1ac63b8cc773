import { Migration } from '@mikro-orm/migrations';

// The schema of spec §3 plus auth, audit and outbox. Written by hand: migrations are the only way the
// schema changes (never schema:update), and they run the same on PostgreSQL and PGlite.
// Foreign keys are checked at commit: entities hold plain ids, so the ORM may insert in any order.
export class Migration20261123000000_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table users (
        id uuid primary key,
        email varchar(255) not null,
        password_hash text not null,
        metadata jsonb not null default '{}',
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint users_email_unique unique (email)
      );`);
    this.addSql(`
      create table auth_sessions (
        id uuid primary key,
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        created_at timestamptz not null,
        refreshed_at timestamptz not null,
        revoked_at timestamptz null
      );`);
    this.addSql(`create index auth_sessions_user_id_index on auth_sessions (user_id);`);
    // One row per refresh token ever issued: a family is a session; a used token presented again revokes it.
    this.addSql(`
      create table refresh_tokens (
        id uuid primary key,
        session_id uuid not null references auth_sessions(id) on delete cascade deferrable initially deferred,
        token_hash char(64) not null,
        created_at timestamptz not null,
        used_at timestamptz null,
        constraint refresh_tokens_token_hash_unique unique (token_hash)
      );`);
    this.addSql(`
      create table password_reset_tokens (
        id uuid primary key,
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        token_hash char(64) not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz null,
        constraint password_reset_tokens_token_hash_unique unique (token_hash)
      );`);
    this.addSql(`
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
    this.addSql(`create index profiles_created_at_index on profiles (created_at desc);`);
    this.addSql(`
      create table user_roles (
        user_id uuid primary key references users(id) on delete cascade deferrable initially deferred,
        role varchar(20) not null check (role in ('client', 'client_se_loger', 'accompagnateur', 'recruteur', 'expert', 'admin', 'axel'))
      );`);
    this.addSql(`
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
    this.addSql(`
      create table accompagnateur_clients (
        accompagnateur_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        client_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        created_at timestamptz not null,
        primary key (accompagnateur_id, client_id)
      );`);
    this.addSql(`create index accompagnateur_clients_client_id_index on accompagnateur_clients (client_id);`);
    this.addSql(`
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
    this.addSql(`create index milestones_user_id_code_index on milestones (user_id, code);`);
    this.addSql(`
      create table audit_log (
        id uuid primary key,
        actor_id uuid null references users(id) on delete set null deferrable initially deferred,
        action varchar(100) not null,
        target_type varchar(50) null,
        target_id varchar(100) null,
        details jsonb not null default '{}',
        created_at timestamptz not null
      );`);
    this.addSql(`create index audit_log_created_at_index on audit_log (created_at desc);`);
    this.addSql(`
      create table outbox (
        id uuid primary key,
        "to" varchar(255) not null,
        subject varchar(255) not null,
        text text not null,
        html text null,
        created_at timestamptz not null
      );`);
  }

  override async down(): Promise<void> {
    for (const table of ['outbox', 'audit_log', 'milestones', 'accompagnateur_clients', 'files', 'user_roles', 'profiles', 'password_reset_tokens', 'refresh_tokens', 'auth_sessions', 'users']) {
      this.addSql(`drop table if exists ${table} cascade;`);
    }
  }
}
