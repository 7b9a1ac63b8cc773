import { DEFAULT_ROLE, type MessageAttachmentDto, type MessageDto, ROLE } from '@capsuisse/contracts';
import { clientIdsOf } from '@capsuisse/server-assignments';
import { ANY_CHANGE, type Db, iso, type Params, statement, type Watch } from '@capsuisse/server-core';
import { type Expression, sql } from 'kysely';

/** A person as a thread names them: first and last name, else the email; '' once the account is gone. */
const nameOf = (db: Db, userId: Expression<string | null>) =>
  db
    .selectFrom('profiles as p')
    .select(sql<string>`coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email)`.as('name'))
    .where('p.user_id', '=', userId);

/** A client's messages as both sides read them (typed by the contract's `MessageDto`, the kind checked by the service). */
const threadMessages = (db: Db, clientId: Expression<string>) =>
  db
    .selectFrom('messages as m')
    .select((eb) => [
      'm.id',
      'm.client_id',
      'm.sender_id',
      'm.sender_kind',
      eb.fn.coalesce(nameOf(db, eb.ref('m.sender_id')), eb.val('')).as('sender_name'),
      'm.body',
      sql<MessageAttachmentDto | null>`case when m.attachment_key is null then null else json_build_object('name', m.attachment_name, 'mime_type', m.attachment_mime, 'size', m.attachment_size) end`.as('attachment'),
      iso(eb.ref('m.created_at')).as('created_at'),
    ])
    .where('m.client_id', '=', clientId)
    .$castTo<Omit<MessageDto, 'sender_kind'> & { sender_kind: string }>();

/**
 * A page of a client's thread, newest first (the service turns it oldest first): `limit` messages before the
 * message `(beforeAt, beforeId)`, or the newest when `beforeAt` is null.
 */
export const THREAD_PAGE = statement((db, p: Params<{ clientId: string; beforeAt: string | null; beforeId: string | null; limit: number }>) =>
  threadMessages(db, p.clientId)
    .where(sql<boolean>`(${p.beforeAt}::timestamptz is null or (m.created_at, m.id) < (${p.beforeAt}::timestamptz, ${p.beforeId}::uuid))`)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(p.limit),
);

/** The newest message of a client's thread that its staff wrote (the dashboard's card). */
export const LATEST_FROM_STAFF = statement((db, p: Params<{ clientId: string }>) =>
  threadMessages(db, p.clientId)
    .where('m.sender_kind', '<>', 'client')
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(1),
);

/** A message of the thread, as the cursor `?before=` names it. */
export const MESSAGE_AT = statement((db, p: Params<{ clientId: string; id: string }>) =>
  db
    .selectFrom('messages')
    .select((eb) => ['id', sql<string>`${eb.ref('created_at')}::text`.as('created_at')])
    .where('client_id', '=', p.clientId)
    .where('id', '=', p.id),
);

/** Who has read the thread how far: the client's own time, and the latest of its staff's. */
export const THREAD_READS = statement((db, p: Params<{ clientId: string }>) =>
  db
    .selectFrom('conversation_reads')
    .select((eb) => [
      iso(eb.fn.max(sql<string>`case when user_id = ${p.clientId} then read_at end`)).as('client'),
      iso(eb.fn.max(sql<string>`case when user_id <> ${p.clientId} then read_at end`)).as('staff'),
    ])
    .where('client_id', '=', p.clientId),
);

/** The messages others wrote after `readerId` last read each thread. */
const unreadIn = (db: Db, readerId: Expression<string>) =>
  db
    .selectFrom('messages as m')
    .leftJoin('conversation_reads as r', (join) => join.onRef('r.client_id', '=', 'm.client_id').on('r.user_id', '=', readerId))
    .select((eb) => eb.fn.countAll<string>().as('messages'))
    .where(sql<boolean>`m.sender_id is distinct from ${readerId}`)
    .where(sql<boolean>`m.created_at > coalesce(r.read_at, '-infinity')`);

/** What ends a kept read of a thread's unread counts (subject `thread:<client>`): any message or read of it. */
export const THREAD_WATCH = [
  { table: 'messages', events: ANY_CHANGE, kind: 'thread', subject: 'client_id' },
  { table: 'conversation_reads', events: ANY_CHANGE, kind: 'thread', subject: 'client_id' },
] as const satisfies readonly Watch[];

/** A scalar for another domain's page: the messages of `clientId`'s thread that `readerId` has not read (kept: `THREAD_WATCH`). */
export const unreadMessagesOf = (db: Db, readerId: Expression<string>, clientId: Expression<string>) =>
  unreadIn(db, readerId)
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('messages'))
    .where('m.client_id', '=', clientId)
    .$asScalar();

/** Unread in one thread, for one reader. */
export const UNREAD_IN_THREAD = statement((db, p: Params<{ clientId: string; readerId: string }>) => unreadIn(db, p.readerId).where('m.client_id', '=', p.clientId));

/** The names of the coaches a client is assigned to, oldest assignment first. */
export const COACH_NAMES = statement((db, p: Params<{ clientId: string }>) =>
  db
    .selectFrom('accompagnateur_clients as a')
    .select((eb) => [eb.fn.coalesce(nameOf(db, eb.ref('a.accompagnateur_id')), eb.val('')).as('name')])
    .where('a.client_id', '=', p.clientId)
    .orderBy('a.created_at')
    .orderBy('a.accompagnateur_id'),
);

/**
 * Who a thread's events concern, with their role: the client, the coaches assigned to it now, or, while it has
 * none, every axel (as `unreadOfReader` counts their unread).
 */
export const THREAD_PEOPLE = statement((db, p: Params<{ clientId: string }>) => threadPeople(db, p.clientId));

/** A reader's unread messages over every thread it reads, by its role: its own (a client), its clients' (a coach), those no coach answers (axel). */
const unreadOfReader = (db: Db, readerId: Expression<string>, role: Expression<string>) =>
  sql<number>`case
    when ${role} = ${ROLE.coach} then (${unreadIn(db, readerId).where('m.client_id', 'in', clientIdsOf(db, readerId))})
    when ${role} = ${ROLE.axel} then (${unreadIn(db, readerId).where((eb) => eb.not(eb.exists(eb.selectFrom('accompagnateur_clients as a').select('a.client_id').whereRef('a.client_id', '=', 'm.client_id'))))})
    else (${unreadIn(db, readerId).where('m.client_id', '=', readerId)})
  end::int`;

/** What waits for one reader (the top bar's badge). */
export const UNREAD_OF_READER = statement((db, p: Params<{ readerId: string; role: string }>) => db.selectNoFrom(unreadOfReader(db, p.readerId, p.role).as('messages')));

/** Who a new message tells (the thread's people, as `THREAD_PEOPLE`), with the sender's name for their notifications. */
export const MESSAGE_AUDIENCE = statement((db, p: Params<{ clientId: string; senderId: string }>) =>
  db
    .selectFrom(threadPeople(db, p.clientId).as('people'))
    .select((eb) => ['people.user_id', 'people.role', eb.fn.coalesce(nameOf(db, p.senderId), eb.val('')).as('sender_name')]),
);

/**
 * A new message's live events, read once after its commit: the thread's people and the sender, each with its role
 * and unread messages everywhere (what their badges show now), and the thread's read receipts.
 */
export const THREAD_STATE = statement((db, p: Params<{ clientId: string; senderId: string }>) =>
  db
    .with('people', () =>
      threadPeople(db, p.clientId).union(
        db
          .selectFrom('profiles as s')
          .select((eb) => ['s.user_id', eb.fn.coalesce(eb.selectFrom('user_roles as r').select('r.role').whereRef('r.user_id', '=', 's.user_id'), sql.lit(DEFAULT_ROLE)).as('role')])
          .where('s.user_id', '=', p.senderId),
      ),
    )
    .selectFrom('people')
    .select((eb) => [
      'people.user_id',
      'people.role',
      unreadOfReader(db, eb.ref('people.user_id'), eb.ref('people.role')).as('unread'),
      iso(eb.selectFrom('conversation_reads').select(sql<string>`max(read_at)`.as('at')).where('client_id', '=', p.clientId).where('user_id', '=', p.clientId).$asScalar()).as('read_client'),
      iso(eb.selectFrom('conversation_reads').select(sql<string>`max(read_at)`.as('at')).where('client_id', '=', p.clientId).where('user_id', '<>', p.clientId).$asScalar()).as('read_staff'),
    ]),
);

/** Every axel, each with its unread messages (the threads no coach answers). */
export const AXELS_UNREAD = statement((db) =>
  db
    .selectFrom('user_roles as u')
    .select((eb) => ['u.user_id', unreadOfReader(db, eb.ref('u.user_id'), eb.ref('u.role')).as('unread')])
    .where('u.role', '=', sql.lit(ROLE.axel)),
);

function threadPeople(db: Db, clientId: Expression<string>) {
  return db
    .selectFrom('profiles as c')
    // A client has no role row until given one: it is a client all the same (DEFAULT_ROLE).
    .select((eb) => ['c.user_id', eb.fn.coalesce(eb.selectFrom('user_roles as r').select('r.role').whereRef('r.user_id', '=', 'c.user_id'), sql.lit(DEFAULT_ROLE)).as('role')])
    .where('c.user_id', '=', clientId)
    .union(
      db
        .selectFrom('accompagnateur_clients as a')
        .innerJoin('user_roles as u', 'u.user_id', 'a.accompagnateur_id')
        .select(['u.user_id', 'u.role'])
        .where('a.client_id', '=', clientId),
    )
    .union(
      db
        .selectFrom('user_roles as u')
        .select(['u.user_id', 'u.role'])
        // A literal, not a parameter: planned for the few axels, not a generic role's share of 100,000 users.
        .where('u.role', '=', sql.lit(ROLE.axel))
        .where((eb) => eb.not(eb.exists(eb.selectFrom('accompagnateur_clients as a').select('a.client_id').where('a.client_id', '=', clientId)))),
    );
}
