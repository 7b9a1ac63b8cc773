import { type CallKind, JOB_SEARCH_TARGET, type NotificationKind } from '@capsuisse/contracts';
import { type Db, iso, type Params, statement } from '@capsuisse/server-core';
import { type Expression, sql } from 'kysely';

// The reminders read other domains' tables (messages, files, payments, ticks, applications, sessions) through
// statements of their own, so that no domain imports this one and none of them is imported for a read.

/** A person as a reminder names them: first and last name, else the e-mail. */
const nameOf = (db: Db, userId: Expression<string>) =>
  db
    .selectFrom('profiles as p')
    .select(sql<string>`coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email)`.as('name'))
    .where('p.user_id', '=', userId);

/** axel's settings, one row per kind (made by the migration). */
export const REMINDER_SETTINGS = statement((db) =>
  db
    .selectFrom('reminder_settings')
    .select((eb) => ['kind', 'enabled', 'delay', iso(eb.ref('updated_at')).as('updated_at')])
    .orderBy('kind'),
);

/**
 * Per recipient of a thread, its first message left unread since `dueBefore` or earlier (and after `since`): the
 * client for its staff's messages; its coaches, or every axel while it has none, for the client's. Left out: a
 * recipient told of this thread within the hour (`hourAgo`), and threads whose first unread message is older than `since`.
 */
export const UNREAD_WAITING = statement((db, p: Params<{ since: string; dueBefore: string; hourAgo: string }>) =>
  db
    .with('threads', (qb) => qb.selectFrom('messages').select('client_id').distinct().where('created_at', '>', p.since))
    .with('recipients', (qb) =>
      qb
        .selectFrom('threads as t')
        .select(['t.client_id', 't.client_id as user_id', sql<boolean>`false`.as('staff')])
        .union(
          qb
            .selectFrom('threads as t')
            .innerJoin('accompagnateur_clients as a', 'a.client_id', 't.client_id')
            .select(['t.client_id', 'a.accompagnateur_id as user_id', sql<boolean>`true`.as('staff')]),
        )
        .union(
          qb
            .selectFrom('threads as t')
            .innerJoin('user_roles as u', (join) => join.on('u.role', '=', 'axel'))
            .select(['t.client_id', 'u.user_id', sql<boolean>`true`.as('staff')])
            .where((eb) => eb.not(eb.exists(eb.selectFrom('accompagnateur_clients as a').select('a.client_id').whereRef('a.client_id', '=', 't.client_id')))),
        ),
    )
    .selectFrom('recipients as r')
    .innerJoin('user_roles as role', 'role.user_id', 'r.user_id')
    .leftJoin('conversation_reads as cr', (join) => join.onRef('cr.client_id', '=', 'r.client_id').onRef('cr.user_id', '=', 'r.user_id'))
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('messages as m')
          .select(['m.id', 'm.created_at'])
          .whereRef('m.client_id', '=', 'r.client_id')
          .where(sql<boolean>`m.created_at > coalesce(cr.read_at, '-infinity')`)
          // Staff are reminded of the client's messages, the client of its staff's.
          .where(sql<boolean>`(m.sender_kind = 'client') = r.staff`)
          .orderBy('m.created_at')
          .orderBy('m.id')
          .limit(1)
          .as('first'),
      (join) => join.onTrue(),
    )
    .select(['r.client_id', 'r.user_id', 'r.staff', 'role.role', 'first.id as message_id'])
    .select((eb) => eb.fn.coalesce(nameOf(db, eb.ref('r.client_id')), eb.val('')).as('client_name'))
    .where('first.created_at', '<=', p.dueBefore)
    .where('first.created_at', '>', p.since)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('notifications as n')
            .select('n.id')
            .whereRef('n.user_id', '=', 'r.user_id')
            .where('n.kind', '=', 'reminder_unread')
            .where(sql<boolean>`n.event_key like 'unread:' || r.client_id || ':%'`)
            .where('n.created_at', '>', p.hourAgo),
        ),
      ),
    )
    .orderBy('r.client_id')
    .orderBy('r.user_id'),
);

/** Whether a thread's recipient has read it past a message (checked again just before telling). */
export const STILL_UNREAD = statement((db, p: Params<{ clientId: string; userId: string; messageId: string }>) =>
  db
    .selectFrom('messages as m')
    .leftJoin('conversation_reads as cr', (join) => join.onRef('cr.client_id', '=', 'm.client_id').on('cr.user_id', '=', p.userId))
    .select('m.id')
    .where('m.id', '=', p.messageId)
    .where('m.client_id', '=', p.clientId)
    .where(sql<boolean>`m.created_at > coalesce(cr.read_at, '-infinity')`),
);

/** Documents rejected (to correct) between `since` and `reviewedBefore`, still not replaced (a new version waits for review). */
export const REJECTED_DOCUMENTS = statement((db, p: Params<{ since: string; reviewedBefore: string }>) =>
  db
    .selectFrom('files as f')
    .select((eb) => ['f.id', 'f.user_id', 'f.type', iso(eb.ref('f.reviewed_at')).as('reviewed_at')])
    .where('f.status', '=', 'a_corriger')
    .where('f.reviewed_at', '<=', p.reviewedBefore)
    .where('f.reviewed_at', '>', p.since)
    .orderBy('f.reviewed_at'),
);

/** Paid clients whose first settled payment is between `since` and `paidBefore`, and who have neither ticked an exercise nor played a video. */
export const TRAINING_NOT_STARTED = statement((db, p: Params<{ since: string; paidBefore: string }>) =>
  db
    .selectFrom('payments as pay')
    .innerJoin('profiles as pr', 'pr.user_id', 'pay.user_id')
    .innerJoin('user_roles as u', 'u.user_id', 'pay.user_id')
    .select((eb) => [sql<string>`pay.user_id`.as('user_id'), iso(eb.fn.min('pay.updated_at')).as('paid_at')])
    .where('pay.status', '=', 'paid')
    .where('pr.has_paid', '=', true)
    .where('u.role', 'in', ['client', 'client_se_loger'])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('training_ticks as t').select('t.user_id').whereRef('t.user_id', '=', 'pay.user_id'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('training_video_views as v').select('v.user_id').whereRef('v.user_id', '=', 'pay.user_id'))))
    .groupBy('pay.user_id')
    .having((eb) => eb.and([eb(eb.fn.min('pay.updated_at'), '<=', p.paidBefore), eb(eb.fn.min('pay.updated_at'), '>', p.since)])),
);

/** Paid clients whose 10-day campaign started (first application) after `since`: when, and the days that hold an entry. */
export const FOLLOW_UP_CAMPAIGNS = statement((db, p: Params<{ since: string }>) =>
  db
    .selectFrom('follow_up_entries as e')
    .innerJoin('profiles as pr', 'pr.user_id', 'e.user_id')
    .select((eb) => ['e.user_id', iso(eb.fn.min('e.created_at')).as('started_at'), sql<string>`string_agg(distinct e.day::text, ',')`.as('days')])
    .where('pr.has_paid', '=', true)
    // The campaign's entries only: an application of the log outside it starts no campaign.
    .where('e.day', 'is not', null)
    .groupBy('e.user_id')
    .having((eb) => eb(eb.fn.min('e.created_at'), '>', p.since)),
);

/**
 * Issue 32: each paid client who keeps a job-search log (a target or ORP number set, or an application logged since
 * `activeSince`), with the applications sent in `month` (dates from `from` to before `until`), the target, whether
 * that month's proof was downloaded, and the coaches (comma-separated ids).
 */
export const JOB_SEARCH_MONTHS = statement((db, p: Params<{ month: string; from: string; until: string; activeSince: string }>) =>
  db
    .selectFrom('profiles as pr')
    .innerJoin('user_roles as u', 'u.user_id', 'pr.user_id')
    .leftJoin('job_search_settings as s', 's.user_id', 'pr.user_id')
    .select((eb) => [
      'pr.user_id',
      eb.fn.coalesce(nameOf(db, eb.ref('pr.user_id')), eb.val('')).as('client_name'),
      eb.fn.coalesce('s.monthly_target', sql<number>`${JOB_SEARCH_TARGET.default}::smallint`).as('target'),
      sql<number>`(${eb
        .selectFrom('follow_up_entries as e')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('e.user_id', '=', 'pr.user_id')
        .where('e.outcome', '<>', 'a_postuler')
        .where('e.applied_on', '>=', p.from)
        .where('e.applied_on', '<', p.until)})`.as('sent'),
      eb.exists(eb.selectFrom('job_search_proofs as j').select('j.user_id').whereRef('j.user_id', '=', 'pr.user_id').where('j.month', '=', p.month)).as('downloaded'),
      eb.selectFrom('accompagnateur_clients as a').select(sql<string>`string_agg(a.accompagnateur_id::text, ',')`.as('ids')).whereRef('a.client_id', '=', 'pr.user_id').as('coach_ids'),
    ])
    .where('pr.has_paid', '=', true)
    .where('u.role', 'in', ['client', 'client_se_loger'])
    .where((eb) =>
      eb.or([eb('s.user_id', 'is not', null), eb.exists(eb.selectFrom('follow_up_entries as e').select('e.id').whereRef('e.user_id', '=', 'pr.user_id').where('e.created_at', '>', p.activeSince))]),
    )
    .orderBy('pr.user_id'),
);

/** The latest of a set of instants, in a scalar subquery each (absent ones ignored). */
const latest = (db: Db, clientId: Expression<string>) =>
  sql<string>`greatest(
    ${db.selectFrom('messages as m').select((eb) => eb.fn.max('m.created_at').as('at')).whereRef('m.client_id', '=', clientId).where('m.sender_kind', '=', 'client')},
    ${db.selectFrom('files as f').select((eb) => eb.fn.max('f.created_at').as('at')).whereRef('f.user_id', '=', clientId)},
    ${db.selectFrom('training_ticks as t').select((eb) => eb.fn.max('t.ticked_at').as('at')).whereRef('t.user_id', '=', clientId)},
    ${db.selectFrom('follow_up_entries as e').select((eb) => eb.fn.max('e.created_at').as('at')).whereRef('e.user_id', '=', clientId)},
    ${db.selectFrom('auth_sessions as s').select((eb) => eb.fn.max(sql<string>`greatest(s.created_at, s.refreshed_at)`).as('at')).whereRef('s.user_id', '=', clientId)}
  )`;

/**
 * Each coach's paid clients with no sign of life since `quietSince`: no message, upload, exercise ticked,
 * application, sign-in or session refresh; the assignment and the account's creation count as a start.
 */
export const SILENT_CLIENTS = statement((db, p: Params<{ quietSince: string }>) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom('accompagnateur_clients as a')
        .innerJoin('profiles as pr', 'pr.user_id', 'a.client_id')
        .innerJoin('user_roles as u', 'u.user_id', 'a.client_id')
        .select((inner) => [
          'a.accompagnateur_id as coach_id',
          'a.client_id',
          inner.fn.coalesce(nameOf(db, inner.ref('a.client_id')), inner.val('')).as('client_name'),
          sql<string>`greatest(a.created_at, pr.created_at, ${latest(db, inner.ref('a.client_id'))})`.as('last_seen'),
        ])
        .where('pr.has_paid', '=', true)
        .where('u.role', 'in', ['client', 'client_se_loger'])
        .as('c'),
    )
    .select((eb) => ['c.coach_id', 'c.client_id', 'c.client_name', iso(eb.ref('c.last_seen')).as('last_seen')])
    .where('c.last_seen', '<=', p.quietSince)
    .orderBy('c.coach_id')
    .orderBy('c.client_id'),
);

/** The newest reminder of a kind told to a person (what its e-mail says), and how many others of that kind wait unread since `since`. */
export const NEWEST_REMINDER = statement((db, p: Params<{ userId: string; kind: NotificationKind; keys: string; since: string }>) =>
  db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .select((eb) => [
      'u.email',
      'n.title',
      'n.body',
      'n.link',
      eb
        .selectFrom('notifications as o')
        .select(sql<number>`count(*)::int`.as('others'))
        .whereRef('o.user_id', '=', 'n.user_id')
        .whereRef('o.kind', '=', 'n.kind')
        .whereRef('o.id', '<>', 'n.id')
        .where('o.read_at', 'is', null)
        .where('o.created_at', '>', p.since)
        .where('o.event_key', 'like', p.keys)
        .as('others'),
    ])
    .where('n.user_id', '=', p.userId)
    .where('n.kind', '=', p.kind)
    .where('n.event_key', 'like', p.keys)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(1),
);

/** Booked calls starting after `now` and no later than `until`, their people named (issue 31: their reminders). */
export const CALLS_TO_REMIND = statement((db, p: Params<{ now: string; until: string }>) =>
  db
    .selectFrom('call_bookings as b')
    .select((eb) => [
      'b.id',
      sql<CallKind>`b.kind`.as('kind'),
      'b.sequence',
      'b.client_id',
      'b.coach_id',
      eb.fn.coalesce(nameOf(db, eb.ref('b.client_id')), eb.val('')).as('client_name'),
      eb.fn.coalesce(nameOf(db, eb.ref('b.coach_id')), eb.val('')).as('coach_name'),
      iso(eb.ref('b.starts_at')).as('starts_at'),
      iso(eb.ref('b.updated_at')).as('updated_at'),
    ])
    .where('b.status', '=', 'booked')
    .where('b.starts_at', '>', p.now)
    .where('b.starts_at', '<=', p.until)
    .orderBy('b.starts_at')
    .orderBy('b.id'),
);
