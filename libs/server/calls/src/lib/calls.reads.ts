import { ANY_CHANGE, type Db, everySubject, iso, type Params, statement, type Subject, type Watch } from '@capsuisse/server-core';
import { type Expression, type RawBuilder, sql } from 'kysely';
import type { CallKind, CallStatus } from '@capsuisse/contracts';

/** A person as a call names them: first and last name, else the e-mail. */
const nameOf = (db: Db, userId: Expression<string>) =>
  db
    .selectFrom('profiles as p')
    .select(sql<string>`coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email)`.as('name'))
    .where('p.user_id', '=', userId);

/** The call as its people see it (the coach's video link included). */
const calls = (db: Db) =>
  db
    .selectFrom('call_bookings as b')
    .leftJoin('coach_availability as a', 'a.coach_id', 'b.coach_id')
    .select((eb) => [
      'b.id',
      sql<CallKind>`b.kind`.as('kind'),
      sql<CallStatus>`b.status`.as('status'),
      'b.coach_id',
      eb.fn.coalesce(nameOf(db, eb.ref('b.coach_id')), eb.val('')).as('coach_name'),
      'b.client_id',
      eb.fn.coalesce(nameOf(db, eb.ref('b.client_id')), eb.val('')).as('client_name'),
      iso(eb.ref('b.starts_at')).as('starts_at'),
      iso(eb.ref('b.ends_at')).as('ends_at'),
      'a.video_url',
      iso(eb.ref('b.created_at')).as('created_at'),
      iso(eb.ref('b.updated_at')).as('updated_at'),
    ]);

export const CALL = statement((db, p: Params<{ id: string }>) => calls(db).where('b.id', '=', p.id));

/** A client's calls, newest first. */
export const CALLS_OF_CLIENT = statement((db, p: Params<{ clientId: string }>) =>
  calls(db).where('b.client_id', '=', p.clientId).orderBy('b.starts_at', 'desc').orderBy('b.id'),
);

/** A coach's calls ending after `since`, soonest first (the gist index of the no-overlap constraint serves it). */
export const AGENDA = statement((db, p: Params<{ coachId: string; since: string }>) =>
  calls(db)
    .where('b.coach_id', '=', p.coachId)
    .where(sql<boolean>`tstzrange(b.starts_at, b.ends_at) && tstzrange(${p.since}::timestamptz, 'infinity')`)
    .orderBy('b.starts_at')
    .orderBy('b.id'),
);

/** A coach (the role checked), its link and first-call flag when it has set them. */
export const COACH = statement((db, p: Params<{ coachId: string }>) =>
  db
    .selectFrom('user_roles as u')
    .leftJoin('coach_availability as a', 'a.coach_id', 'u.user_id')
    .select((eb) => [
      'u.user_id as coach_id',
      'a.video_url',
      eb.fn.coalesce('a.takes_first_calls', sql<boolean>`false`).as('takes_first_calls'),
      iso(eb.ref('a.updated_at')).as('updated_at'),
    ])
    .where('u.user_id', '=', p.coachId)
    .where('u.role', '=', 'accompagnateur'),
);

export const COACH_HOURS = statement((db, p: Params<{ coachId: string }>) =>
  db
    .selectFrom('coach_hours')
    .select(['weekday', sql<string>`to_char(starts_at, 'HH24:MI')`.as('start'), sql<string>`to_char(ends_at, 'HH24:MI')`.as('end')])
    .where('coach_id', '=', p.coachId)
    .orderBy('weekday')
    .orderBy('starts_at'),
);

export const COACH_EXCEPTIONS = statement((db, p: Params<{ coachId: string }>) =>
  db
    .selectFrom('coach_hours_exceptions')
    .select([
      sql<string>`to_char(on_date, 'YYYY-MM-DD')`.as('date'),
      'closed',
      sql<string | null>`to_char(starts_at, 'HH24:MI')`.as('start'),
      sql<string | null>`to_char(ends_at, 'HH24:MI')`.as('end'),
    ])
    .where('coach_id', '=', p.coachId)
    .orderBy('on_date')
    .orderBy('starts_at'),
);

/** Every coach, named, with its first-call flag: axel's settings page. */
export const COACHES = statement((db) =>
  db
    .selectFrom('user_roles as u')
    .leftJoin('coach_availability as a', 'a.coach_id', 'u.user_id')
    .select((eb) => [
      'u.user_id as id',
      eb.fn.coalesce(nameOf(db, eb.ref('u.user_id')), eb.val('')).as('name'),
      eb.fn.coalesce('a.takes_first_calls', sql<boolean>`false`).as('takes_first_calls'),
    ])
    .where('u.role', '=', 'accompagnateur')
    .orderBy('name')
    .orderBy('u.user_id'),
);

/** The coaches taking first calls. */
export const FIRST_CALL_COACHES = statement((db) =>
  db
    .selectFrom('coach_availability as a')
    .innerJoin('user_roles as u', 'u.user_id', 'a.coach_id')
    .select('a.coach_id')
    .where('a.takes_first_calls', '=', true)
    .where('u.role', '=', 'accompagnateur')
    .orderBy('a.coach_id'),
);

/** A client's assigned coaches. */
export const COACHES_OF_CLIENT = statement((db, p: Params<{ clientId: string }>) =>
  db.selectFrom('accompagnateur_clients').select('accompagnateur_id as coach_id').where('client_id', '=', p.clientId).orderBy('created_at'),
);

/** Whether a client has paid (a session is for paid clients only). */
export const CLIENT = statement((db, p: Params<{ clientId: string }>) =>
  db
    .selectFrom('profiles as p')
    .innerJoin('user_roles as u', 'u.user_id', 'p.user_id')
    .select(['p.has_paid'])
    .where('p.user_id', '=', p.clientId)
    .where('u.role', 'in', ['client', 'client_se_loger']),
);

/** Missed calls since the client was last re-enabled (all of them when never). */
export const MISSED = statement((db, p: Params<{ clientId: string }>) =>
  db
    .selectFrom('call_bookings as b')
    .leftJoin('call_reenables as r', 'r.client_id', 'b.client_id')
    .select(sql<number>`count(*)::int`.as('missed'))
    .where('b.client_id', '=', p.clientId)
    .where('b.status', '=', 'missed')
    .where(sql<boolean>`b.updated_at > coalesce(r.reenabled_at, '-infinity')`),
);

export const SETTINGS = statement((db) => db.selectFrom('call_settings').select((eb) => ['session_minutes', iso(eb.ref('updated_at')).as('updated_at')]));

type Row = 'coach' | 'hours' | 'exception' | 'busy';
/** The coaches whose calendars are read, as a subquery of their ids. */
type Ids = RawBuilder<unknown>;

// A calendar's rows after its coaches' own: weekly hours, exceptions, and the times taken within the window (every
// call not cancelled, in ms since the epoch: no date to format or parse).
const hoursOf = (db: Db, ids: Ids) =>
  db
    .selectFrom('coach_hours as h')
    .select([
      'h.coach_id',
      sql<number>`0`.as('minutes'),
      sql<number>`0::bigint`.as('rank'),
      sql<Row>`'hours'`.as('what'),
      sql<number | null>`h.weekday`.as('weekday'),
      sql<string | null>`null::text`.as('date'),
      sql<boolean | null>`null::boolean`.as('closed'),
      sql<string | null>`to_char(h.starts_at, 'HH24:MI')`.as('start'),
      sql<string | null>`to_char(h.ends_at, 'HH24:MI')`.as('end'),
    ])
    .where(sql<boolean>`h.coach_id in (${ids})`);

const exceptionsOf = (db: Db, ids: Ids) =>
  db
    .selectFrom('coach_hours_exceptions as e')
    .select([
      'e.coach_id',
      sql<number>`0`.as('minutes'),
      sql<number>`0::bigint`.as('rank'),
      sql<Row>`'exception'`.as('what'),
      sql<number | null>`null::smallint`.as('weekday'),
      sql<string | null>`to_char(e.on_date, 'YYYY-MM-DD')`.as('date'),
      sql<boolean | null>`e.closed`.as('closed'),
      sql<string | null>`to_char(e.starts_at, 'HH24:MI')`.as('start'),
      sql<string | null>`to_char(e.ends_at, 'HH24:MI')`.as('end'),
    ])
    .where(sql<boolean>`e.coach_id in (${ids})`);

/** One row per coach: its taken times as `start-end,start-end…` (ms), a row each cost more to read than to split. */
const busyOf = (db: Db, ids: Ids, p: Params<Window>) =>
  db
    .selectFrom('call_bookings as b')
    .select([
      'b.coach_id',
      sql<number>`0`.as('minutes'),
      sql<number>`0::bigint`.as('rank'),
      sql<Row>`'busy'`.as('what'),
      sql<number | null>`null::smallint`.as('weekday'),
      sql<string | null>`null::text`.as('date'),
      sql<boolean | null>`null::boolean`.as('closed'),
      sql<string | null>`string_agg((extract(epoch from b.starts_at) * 1000)::bigint || '-' || (extract(epoch from b.ends_at) * 1000)::bigint, ',')`.as('start'),
      sql<string | null>`null::text`.as('end'),
    ])
    .where(sql<boolean>`b.coach_id in (${ids})`)
    .where('b.status', '<>', 'cancelled')
    .where(sql<boolean>`tstzrange(b.starts_at, b.ends_at) && tstzrange(${p.from}::timestamptz, ${p.until}::timestamptz)`)
    .groupBy('b.coach_id');

type Window = { from: string; until: string };

const SESSION_LENGTH = { kind: 'calendar', subject: { every: 'settings' } } as const;
const FIRST_CALLERS = { kind: 'first_calls', subject: { every: 'all' } } as const;

/**
 * What the free slots show, for the read model (every column: these tables' rows are what the calendar reads take):
 * a client's coaches (`calendar:<client>`), a coach's hours, exceptions and calls (`calendar:<coach>`), axel's session
 * length (`calendar:settings`), and who takes first calls (`first_calls:all`).
 */
export const CALENDAR_WATCH = [
  { table: 'accompagnateur_clients', events: ANY_CHANGE, kind: 'calendar', subject: 'client_id' },
  { table: 'coach_hours', events: ANY_CHANGE, kind: 'calendar', subject: 'coach_id' },
  { table: 'coach_hours_exceptions', events: ANY_CHANGE, kind: 'calendar', subject: 'coach_id' },
  { table: 'call_bookings', events: ANY_CHANGE, kind: 'calendar', subject: 'coach_id' },
  { table: 'call_settings', events: ANY_CHANGE, ...SESSION_LENGTH },
  { table: 'coach_availability', events: ANY_CHANGE, ...FIRST_CALLERS },
  { table: 'user_roles', events: ANY_CHANGE, ...FIRST_CALLERS },
] as const satisfies readonly Watch[];
export const calendarOf = (id: string): Subject => `calendar:${id}`;
export const CALENDAR_SETTINGS: Subject = everySubject(SESSION_LENGTH);
export const FIRST_CALLS: Subject = everySubject(FIRST_CALLERS);

/** One row of a calendar read (`SESSION_CALENDARS`, `FIRST_CALL_CALENDARS`, `COACH_CALENDAR`). */
export interface CalendarRow {
  coach_id: string;
  minutes: number;
  rank: number | string;
  what: Row;
  weekday: number | null;
  date: string | null;
  closed: boolean | null;
  start: string | null;
  end: string | null;
}

/**
 * Everything the free session slots of a client's coaches need, in one read: a `coach` row per assigned coach (its
 * rank in the order they were assigned, axel's session length), then their calendars' rows, told apart by `what`.
 */
export const SESSION_CALENDARS = statement((db, p: Params<{ clientId: string } & Window>) => {
  const ids = sql`select accompagnateur_id from accompagnateur_clients where client_id = ${p.clientId}`;
  return db
    .selectFrom('accompagnateur_clients as k')
    .innerJoin('call_settings as s', (join) => join.onTrue())
    .select([
      'k.accompagnateur_id as coach_id',
      's.session_minutes as minutes',
      sql<number>`row_number() over (order by k.created_at, k.accompagnateur_id)`.as('rank'),
      sql<Row>`'coach'`.as('what'),
      sql<number | null>`null::smallint`.as('weekday'),
      sql<string | null>`null::text`.as('date'),
      sql<boolean | null>`null::boolean`.as('closed'),
      sql<string | null>`null::text`.as('start'),
      sql<string | null>`null::text`.as('end'),
    ])
    .where('k.client_id', '=', p.clientId)
    .unionAll(hoursOf(db, ids))
    .unionAll(exceptionsOf(db, ids))
    .unionAll(busyOf(db, ids, p))
    .orderBy('rank');
});

/** The same for the coaches taking first calls (by id: the first free at a time books it) and one coach's alone. */
export const FIRST_CALL_CALENDARS = statement((db, p: Params<Window>) => {
  const ids = sql`select a.coach_id from coach_availability a join user_roles u on u.user_id = a.coach_id where a.takes_first_calls and u.role = 'accompagnateur'`;
  return db
    .selectFrom('coach_availability as a')
    .innerJoin('user_roles as u', 'u.user_id', 'a.coach_id')
    .select([
      'a.coach_id',
      sql<number>`0`.as('minutes'),
      sql<number>`row_number() over (order by a.coach_id)`.as('rank'),
      sql<Row>`'coach'`.as('what'),
      sql<number | null>`null::smallint`.as('weekday'),
      sql<string | null>`null::text`.as('date'),
      sql<boolean | null>`null::boolean`.as('closed'),
      sql<string | null>`null::text`.as('start'),
      sql<string | null>`null::text`.as('end'),
    ])
    .where('a.takes_first_calls', '=', true)
    .where('u.role', '=', 'accompagnateur')
    .unionAll(hoursOf(db, ids))
    .unionAll(exceptionsOf(db, ids))
    .unionAll(busyOf(db, ids, p))
    .orderBy('rank');
});

export const COACH_CALENDAR = statement((db, p: Params<{ coachId: string } & Window>) => {
  const ids = sql`select ${p.coachId}::uuid`;
  return db
    .selectNoFrom([
      sql<string>`${p.coachId}::uuid`.as('coach_id'),
      sql<number>`0`.as('minutes'),
      sql<number>`1::bigint`.as('rank'),
      sql<Row>`'coach'`.as('what'),
      sql<number | null>`null::smallint`.as('weekday'),
      sql<string | null>`null::text`.as('date'),
      sql<boolean | null>`null::boolean`.as('closed'),
      sql<string | null>`null::text`.as('start'),
      sql<string | null>`null::text`.as('end'),
    ])
    .unionAll(hoursOf(db, ids))
    .unionAll(exceptionsOf(db, ids))
    .unionAll(busyOf(db, ids, p))
    .orderBy('rank');
});
