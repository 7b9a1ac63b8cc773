import { ANALYTICS_LATE_LIMIT, type DocumentsState, type DocumentStatus, type Role } from '@capsuisse/contracts';
import { type Db, type Params, statement } from '@capsuisse/server-core';
import { isClientRole } from '@capsuisse/server-profiles';
import { type Expression, type RawBuilder, sql } from 'kysely';

// Weeks run Monday to Sunday in Zurich: `date_trunc('week', t at time zone Z)` is the local Monday 00:00.
const ZONE = sql.lit('Europe/Zurich');
const weekOf = (time: Expression<Date | string | null>): RawBuilder<Date> => sql<Date>`date_trunc('week', ${time} at time zone ${ZONE})`;
/** A week's Monday as `YYYY-MM-DD`. */
const day = (week: Expression<Date>): RawBuilder<string> => sql<string>`to_char(${week}, 'YYYY-MM-DD')`;
const WAITING = sql.lit<DocumentStatus>('en_attente');
/** A time compared with the files' times, which the generated schema types as text. */
const asFileTime = (time: Expression<Date>): RawBuilder<string> => sql<string>`${time}`;

type Period = Params<{ now: Date; weeks: number }>;

/**
 * The period: the current week and the `weeks` - 1 before it. `bounds.start` is its first Monday 00:00 in
 * Zurich, `weeks` holds each week's Monday (local).
 */
function inPeriod(db: Db, p: Period) {
  const thisWeek = () => sql<Date>`date_trunc('week', ${p.now}::timestamptz at time zone ${ZONE})`;
  return db
    .with('period', (q) => q.selectNoFrom([sql<Date>`${thisWeek()} - make_interval(weeks => ${p.weeks}::int - 1)`.as('first_week'), thisWeek().as('last_week')]))
    .with('bounds', (q) => q.selectFrom('period').select(sql<Date>`first_week at time zone ${ZONE}`.as('start')))
    .with('weeks', (q) => q.selectFrom('period').select(sql<Date>`generate_series(first_week, last_week, interval '1 week')`.as('week')));
}

/** When the period starts. */
export const PERIOD_START = statement((db, p: Period) => inPeriod(db, p).selectFrom('bounds').select('start'));

/** Clients and housing clients by sign-up week; each step requires the ones before it. */
export const FUNNEL = statement((db, p: Period) =>
  inPeriod(db, p)
    .with('cohort', (q) =>
      q
        .selectFrom('profiles as p')
        .leftJoin('user_roles as r', 'r.user_id', 'p.user_id')
        .innerJoin('bounds', (join) => join.onTrue())
        .select((eb) => [
          weekOf(eb.ref('p.created_at')).as('week'),
          'p.has_paid as paid',
          eb.and([eb.ref('p.has_paid'), eb('p.documents_state', '=', sql.lit<DocumentsState>('validated'))]).as('validated'),
          eb('p.progress_5j', '=', sql.lit(100)).as('trained'),
          eb('p.progress_10j', '=', sql.lit(100)).as('followed'),
        ])
        .where((eb) => isClientRole(eb.ref('r.role')))
        .whereRef('p.created_at', '>=', 'bounds.start'),
    )
    .selectFrom('weeks as w')
    .leftJoin('cohort as c', 'c.week', 'w.week')
    .select((eb) => [
      day(eb.ref('w.week')).as('week'),
      eb.fn.count<string>('c.week').as('signed_up'),
      eb.fn.countAll<string>().filterWhere('c.paid', '=', sql.lit(true)).as('paid'),
      eb.fn.countAll<string>().filterWhere('c.validated', '=', sql.lit(true)).as('documents_validated'),
      eb.fn
        .countAll<string>()
        .filterWhere((f) => f.and([f('c.validated', '=', sql.lit(true)), f('c.trained', '=', sql.lit(true))]))
        .as('training_done'),
      eb.fn
        .countAll<string>()
        .filterWhere((f) => f.and([f('c.validated', '=', sql.lit(true)), f('c.trained', '=', sql.lit(true)), f('c.followed', '=', sql.lit(true))]))
        .as('follow_up_done'),
    ])
    .groupBy('w.week')
    .orderBy('w.week'),
);

/** Reviews of the period against their deadline; the median is wall-clock time from upload to review. */
export const REVIEW_SUMMARY = statement((db, p: Period) =>
  inPeriod(db, p)
    .selectFrom('files as f')
    .innerJoin('bounds', (join) => join.onTrue())
    .select((eb) => [
      eb.fn.countAll<string>().as('reviewed'),
      eb.fn.countAll<string>().filterWhereRef('f.reviewed_at', '<=', 'f.validation_deadline').as('on_time'),
      sql<string | null>`round((percentile_cont(0.5) within group (order by extract(epoch from ${eb.ref('f.reviewed_at')} - ${eb.ref('f.created_at')})) / 3600)::numeric, 1)`.as(
        'median_hours',
      ),
      eb
        .selectFrom('files as w')
        .select((c) => c.fn.countAll<string>().as('n'))
        .where('w.status', '=', WAITING)
        .where('w.validation_deadline', '<', asFileTime(p.now))
        .as('pending_overdue'),
    ])
    .whereRef('f.reviewed_at', '>=', 'bounds.start')
    .where('f.validation_deadline', 'is not', null),
);

/** Reviews by week of the period, on time or late. */
export const REVIEW_WEEKS = statement((db, p: Period) =>
  inPeriod(db, p)
    .with('reviewed', (q) =>
      q
        .selectFrom('files as f')
        .innerJoin('bounds', (join) => join.onTrue())
        .select((eb) => [weekOf(eb.ref('f.reviewed_at')).as('week'), eb('f.reviewed_at', '<=', eb.ref('f.validation_deadline')).as('on_time')])
        .whereRef('f.reviewed_at', '>=', 'bounds.start')
        .where('f.validation_deadline', 'is not', null),
    )
    .selectFrom('weeks as w')
    .leftJoin('reviewed as r', 'r.week', 'w.week')
    .select((eb) => [
      day(eb.ref('w.week')).as('week'),
      eb.fn.countAll<string>().filterWhere('r.on_time', '=', sql.lit(true)).as('on_time'),
      eb.fn.countAll<string>().filterWhere('r.on_time', '=', sql.lit(false)).as('late'),
    ])
    .groupBy('w.week')
    .orderBy('w.week'),
);

/** Late reviews of the period and pending documents past their deadline, most late first, bounded, with how many there are. */
export const LATE = statement((db, p: Period) =>
  inPeriod(db, p)
    .with('late', (q) =>
      q
        .selectFrom('files as f')
        .innerJoin('bounds', (join) => join.onTrue())
        .select((eb) => [
          'f.id',
          'f.user_id',
          'f.type',
          'f.created_at',
          'f.validation_deadline',
          'f.reviewed_at',
          sql<number>`extract(epoch from coalesce(${eb.ref('f.reviewed_at')}, ${p.now}::timestamptz) - ${eb.ref('f.validation_deadline')})`.as('seconds_late'),
        ])
        .where((eb) =>
          eb.or([
            eb.and([eb('f.reviewed_at', '>=', asFileTime(eb.ref('bounds.start'))), eb('f.reviewed_at', '>', eb.ref('f.validation_deadline'))]),
            eb.and([eb('f.status', '=', WAITING), eb('f.validation_deadline', '<', asFileTime(p.now))]),
          ]),
        ),
    )
    .selectFrom('late as l')
    .innerJoin('profiles as p', 'p.user_id', 'l.user_id')
    .select((eb) => [
      'l.id',
      'l.type',
      'l.created_at',
      'l.validation_deadline',
      'l.reviewed_at',
      'p.email as client_email',
      sql<string>`round((${eb.ref('l.seconds_late')} / 3600)::numeric, 1)`.as('hours_late'),
      eb.fn.countAll<string>().over().as('total'),
      eb
        .selectFrom('accompagnateur_clients as a')
        .innerJoin('profiles as c', 'c.user_id', 'a.accompagnateur_id')
        .select((c) => c.fn.agg<string[]>('array_agg', ['c.email']).orderBy('c.email').as('emails'))
        .whereRef('a.client_id', '=', 'l.user_id')
        .as('coach_emails'),
    ])
    .orderBy('l.seconds_late', 'desc')
    .orderBy('l.id')
    .limit(sql.lit(ANALYTICS_LATE_LIMIT)),
);

/** Every coach with their clients and those clients' pending documents (distinct: one row per document). */
export const COACH_LOADS = statement((db, p: Params<{ now: Date }>) =>
  db
    .selectFrom('profiles as c')
    .innerJoin('user_roles as r', (join) => join.onRef('r.user_id', '=', 'c.user_id').on('r.role', '=', sql.lit<Role>('accompagnateur')))
    .leftJoin('accompagnateur_clients as a', 'a.accompagnateur_id', 'c.user_id')
    .leftJoin('files as f', (join) => join.onRef('f.user_id', '=', 'a.client_id').on('f.status', '=', WAITING))
    .select((eb) => [
      'c.user_id as coach_id',
      'c.email as coach_email',
      eb.fn.count<string>('a.client_id').distinct().as('clients'),
      eb.fn.count<string>('f.id').as('documents_waiting'),
      eb.fn.count<string>('f.id').filterWhere('f.validation_deadline', '<', asFileTime(p.now)).as('overdue'),
    ])
    .groupBy(['c.user_id', 'c.email'])
    .orderBy('clients', 'desc')
    .orderBy('c.email'),
);

/** Issue 31: the clients signed up in the period → first call booked (one live at most each) → held → paid. */
export const CALL_FUNNEL = statement((db, p: Period) =>
  inPeriod(db, p)
    .selectFrom('profiles as p')
    .leftJoin('user_roles as r', 'r.user_id', 'p.user_id')
    .innerJoin('bounds', (join) => join.onTrue())
    .leftJoin('call_bookings as b', (join) => join.onRef('b.client_id', '=', 'p.user_id').on('b.kind', '=', sql.lit('first_call')).on('b.status', '<>', sql.lit('cancelled')))
    .select((eb) => [
      eb.fn.countAll<string>().as('signed_up'),
      eb.fn.count<string>('b.id').as('first_call_booked'),
      eb.fn.countAll<string>().filterWhere('b.status', '=', sql.lit('held')).as('first_call_held'),
      eb.fn
        .countAll<string>()
        .filterWhere((f) => f.and([f('b.status', '=', sql.lit('held')), f('p.has_paid', '=', sql.lit(true))]))
        .as('paid'),
    ])
    .where((eb) => isClientRole(eb.ref('r.role')))
    .whereRef('p.created_at', '>=', 'bounds.start'),
);

/** Calls of the period marked held or missed, per coach (first calls and sessions alike). */
export const NO_SHOWS = statement((db, p: Period) =>
  inPeriod(db, p)
    .selectFrom('call_bookings as b')
    .innerJoin('bounds', (join) => join.onTrue())
    .leftJoin('profiles as c', 'c.user_id', 'b.coach_id')
    .select((eb) => [
      'b.coach_id',
      eb.fn.coalesce('c.email', sql.lit('')).as('coach_email'),
      eb.fn.countAll<string>().filterWhere('b.status', '=', sql.lit('held')).as('held'),
      eb.fn.countAll<string>().filterWhere('b.status', '=', sql.lit('missed')).as('missed'),
    ])
    .where('b.status', 'in', [sql.lit('held'), sql.lit('missed')])
    .whereRef('b.starts_at', '>=', 'bounds.start')
    .groupBy(['b.coach_id', 'c.email'])
    .orderBy('missed', 'desc')
    .orderBy('coach_email'),
);
