import { Migration } from '@mikro-orm/migrations';
import { CALL_KINDS, CALL_RULES, CALL_STATUSES } from '@capsuisse/contracts';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const { min, max } = CALL_RULES.sessionMinutes;

/**
 * Issue 31: coaches' availability (Zurich wall-clock times), axel's settings and the bookings. Two exclusion
 * constraints (btree_gist) make a double booking impossible whatever the code does: a coach, or a client,
 * never has two live calls whose times overlap. A cancelled call frees its time.
 */
export class Migration20261210200000_calls extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists btree_gist;`);
    this.addSql(`
      create table call_settings (
        id boolean primary key default true check (id),
        session_minutes integer not null check (session_minutes between ${min} and ${max}),
        updated_at timestamptz null
      );`);
    this.addSql(`insert into call_settings (id, session_minutes) values (true, ${CALL_RULES.sessionMinutes.default});`);
    this.addSql(`
      create table coach_availability (
        coach_id uuid primary key references users(id) on delete cascade deferrable initially deferred,
        video_url varchar(${CALL_RULES.videoUrlMax}) null,
        takes_first_calls boolean not null default false,
        updated_at timestamptz null
      );`);
    this.addSql(`
      create table coach_hours (
        coach_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        weekday smallint not null check (weekday between 1 and 7),
        starts_at time not null,
        ends_at time not null check (starts_at < ends_at),
        primary key (coach_id, weekday, starts_at)
      );`);
    this.addSql(`
      create table coach_hours_exceptions (
        coach_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        on_date date not null,
        closed boolean not null,
        starts_at time null,
        ends_at time null,
        check ((closed and starts_at is null and ends_at is null) or (not closed and starts_at < ends_at))
      );`);
    this.addSql(`create index coach_hours_exceptions_coach_index on coach_hours_exceptions (coach_id, on_date);`);
    this.addSql(`
      create table call_bookings (
        id uuid primary key,
        kind varchar(16) not null check (kind in (${list(CALL_KINDS)})),
        coach_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        client_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        starts_at timestamptz not null,
        ends_at timestamptz not null check (starts_at < ends_at),
        status varchar(16) not null check (status in (${list(CALL_STATUSES)})),
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint call_bookings_coach_overlap exclude using gist (coach_id with =, tstzrange(starts_at, ends_at) with &&) where (status <> 'cancelled'),
        constraint call_bookings_client_overlap exclude using gist (client_id with =, tstzrange(starts_at, ends_at) with &&) where (status <> 'cancelled')
      );`);
    // One first call per client; a cancelled one may be booked again.
    this.addSql(`create unique index call_bookings_one_first_call on call_bookings (client_id) where kind = 'first_call' and status <> 'cancelled';`);
    this.addSql(`
      create table call_reenables (
        client_id uuid primary key references users(id) on delete cascade deferrable initially deferred,
        reenabled_at timestamptz not null,
        reenabled_by uuid null references users(id) on delete set null deferrable initially deferred
      );`);
  }

  override async down(): Promise<void> {
    for (const table of ['call_reenables', 'call_bookings', 'coach_hours_exceptions', 'coach_hours', 'coach_availability', 'call_settings']) this.addSql(`drop table if exists ${table};`);
  }
}
