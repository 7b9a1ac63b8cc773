import { Migration } from '@mikro-orm/migrations';

// Issue 4: checkout sessions and their outcome, the webhook events already processed (replay-safe),
// and the sessions of the local demo checkout (its own provider state, so verify still asks "the provider").
export class Migration20261123200000_payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table payments (
        id uuid primary key,
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        provider varchar(20) not null check (provider in ('stripe', 'demo')),
        provider_session_id varchar(255) not null unique,
        payment_intent_id varchar(255) null,
        amount integer not null check (amount > 0),
        currency varchar(3) not null check (currency in ('CHF', 'EUR')),
        status varchar(20) not null check (status in ('open', 'paid', 'expired')),
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index payments_user_id_index on payments (user_id);`);
    this.addSql(`create index payments_status_created_at_index on payments (status, created_at);`);
    this.addSql(`
      create table payment_events (
        id varchar(255) primary key,
        type varchar(100) not null,
        provider_session_id varchar(255) null,
        outcome varchar(20) not null,
        received_at timestamptz not null
      );`);
    this.addSql(`
      create table demo_checkout_sessions (
        id varchar(64) primary key,
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        amount integer not null,
        currency varchar(3) not null,
        created_at timestamptz not null,
        paid_at timestamptz null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists demo_checkout_sessions cascade;`);
    this.addSql(`drop table if exists payment_events cascade;`);
    this.addSql(`drop table if exists payments cascade;`);
  }
}
