import { DEFAULT_ROLE, type MessageAttachmentDto, type MessageDto, ROLE } from '@capsuisse/contracts';
import { ANY_CHANGE, type Db, iso, type Params, statement, type Tables, type Watch } from '@capsuisse/server-core';
import { type Expression, sql } from 'kysely';

/** A person as a thread names them (the profile `p`): first and last name, else the email. */
const NAME = sql<string>`coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email)`;

/** A person's name ('' once the account is gone, with the caller's coalesce). */
const nameOf = (db: Db, userId: Expression<string | null>) => db.selectFrom('profiles as p').select(NAME.as('name')).where('p.user_id', '=', userId);

/** The names of the senders of a batch of messages. */
export const NAMES_OF = statement((db, p: Params<{ userIds: readonly string[] }>) =>
  db
    .selectFrom('profiles as p')
    .select(['p.user_id', NAME.as('name')])
    .where((eb) => eb('p.user_id', '=', eb.fn.any(p.userIds))),
);

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

/** The messages others wrote after `readerId` last read each thread (axel's, over the threads no coach answers). */
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

/**
 * A scalar for another domain's page: the messages of `clientId`'s thread that `readerId` has not read (kept:
 * `THREAD_WATCH`). The reader's time is a value of the thread's index range, so only the unread messages are read,
 * whatever the statistics said when the plan was made.
 */
export const unreadMessagesOf = (db: Db, readerId: Expression<string>, clientId: Expression<string>) =>
  db
    .selectFrom('messages as m')
    .select(sql<number>`count(*)::int`.as('messages'))
    .where('m.client_id', '=', clientId)
    .where((eb) =>
      eb('m.created_at', '>', eb.fn.coalesce(eb.selectFrom('conversation_reads as r').select('r.read_at').where('r.client_id', '=', clientId).where('r.user_id', '=', readerId).$asScalar(), sql<string>`'-infinity'`)),
    )
    .where(sql<boolean>`m.sender_id is distinct from ${readerId}`)
    .$asScalar();

/** Unread in one thread, for one reader. */
export const UNREAD_IN_THREAD = statement((db, p: Params<{ clientId: string; readerId: string }>) => db.selectNoFrom(unreadMessagesOf(db, p.readerId, p.clientId).as('messages')));

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
 * none, every axel (as `AXELS_UNREAD` counts their unread).
 */
export const THREAD_PEOPLE = statement((db, p: Params<{ clientId: string }>) => threadPeople(db, p.clientId));

/** Axel's unread messages: those of the threads no coach answers. */
const axelUnread = (db: Db, axelId: Expression<string>) =>
  sql<number>`(${unreadIn(db, axelId).where((eb) => eb.not(eb.exists(eb.selectFrom('accompagnateur_clients as a').select('a.client_id').whereRef('a.client_id', '=', 'm.client_id'))))})::int`;

/** Each reader's unread messages in one thread, for pairs `(readerIds[i], clientIds[i])` (kept one by one: `THREAD_WATCH`). */
export const UNREAD_PAIRS = statement((db, p: Params<{ readerIds: readonly string[]; clientIds: readonly string[] }>) =>
  db
    .selectFrom(sql<{ reader_id: string; client_id: string }>`unnest(${p.readerIds}::uuid[], ${p.clientIds}::uuid[])`.as<'pair'>(sql`pair(reader_id, client_id)`))
    .select((eb) => ['pair.reader_id', 'pair.client_id', unreadMessagesOf(db, eb.ref('pair.reader_id'), eb.ref('pair.client_id')).as('messages')]),
);

/** The clients of several coaches (what their badges count). */
export const CLIENTS_OF_COACHES = statement((db, p: Params<{ coachIds: readonly string[] }>) =>
  db
    .selectFrom('accompagnateur_clients')
    .select(['accompagnateur_id', 'client_id'])
    .where((eb) => eb('accompagnateur_id', '=', eb.fn.any(p.coachIds))),
);

/** Who a batch of new messages tells: each thread's people (as `THREAD_PEOPLE`), for their notifications and live events. */
export const THREADS_AUDIENCE = statement((db, p: Params<{ clientIds: readonly string[] }>) =>
  db
    .selectFrom('profiles as thread')
    .innerJoinLateral((eb) => threadPeople(db, eb.ref('thread.user_id')).as('people'), (join) => join.onTrue())
    .select(['thread.user_id as client_id', 'people.user_id', 'people.role'])
    .where((eb) => eb('thread.user_id', '=', eb.fn.any(p.clientIds))),
);

/** Who has read each thread how far: the client's own time, and the latest of its staff's (no row: nobody yet). */
export const THREAD_READS = statement((db, p: Params<{ clientIds: readonly string[] }>) =>
  db
    .selectFrom('conversation_reads')
    .select((eb) => [
      'client_id',
      iso(eb.fn.max(sql<string>`case when user_id = client_id then read_at end`)).as('client'),
      iso(eb.fn.max(sql<string>`case when user_id <> client_id then read_at end`)).as('staff'),
    ])
    .where((eb) => eb('client_id', '=', eb.fn.any(p.clientIds)))
    .groupBy('client_id'),
);

/** Every axel, each with its unread messages (the threads no coach answers). */
export const AXELS_UNREAD = statement((db) =>
  db
    .selectFrom('user_roles as u')
    .select((eb) => ['u.user_id', axelUnread(db, eb.ref('u.user_id')).as('unread')])
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

/** A batch's messages, one array per column (`messages`' order), with its senders' reads. */
export interface MessageColumns {
  ids: readonly string[];
  clientIds: readonly string[];
  senderIds: readonly string[];
  senderKinds: readonly string[];
  bodies: readonly string[];
  attachmentKeys: readonly (string | null)[];
  attachmentNames: readonly (string | null)[];
  attachmentMimes: readonly (string | null)[];
  attachmentSizes: readonly (number | null)[];
  createdAt: readonly string[];
  readClientIds: readonly string[];
  readUserIds: readonly string[];
  readAt: readonly string[];
}

/**
 * A batch of messages and each sender's read of its thread, in one statement whatever the batch's size (its values
 * as arrays): one round trip of the batch's transaction instead of two, one text planned once per connection.
 */
export const WRITE_MESSAGES = statement((db, p: Params<MessageColumns>) =>
  db
    .with('written', (w) =>
      w
        .insertInto('messages')
        .columns(['id', 'client_id', 'sender_id', 'sender_kind', 'body', 'attachment_key', 'attachment_name', 'attachment_mime', 'attachment_size', 'created_at'])
        .expression(
          w
            .selectFrom(
              sql<Tables['messages']>`unnest(${p.ids}::uuid[], ${p.clientIds}::uuid[], ${p.senderIds}::uuid[], ${p.senderKinds}::text[], ${p.bodies}::text[], ${p.attachmentKeys}::text[], ${p.attachmentNames}::text[], ${p.attachmentMimes}::text[], ${p.attachmentSizes}::int[], ${p.createdAt}::timestamptz[])`.as<'m'>(
                sql`m(id, client_id, sender_id, sender_kind, body, attachment_key, attachment_name, attachment_mime, attachment_size, created_at)`,
              ),
            )
            .selectAll(),
        ),
    )
    .insertInto('conversation_reads')
    .columns(['client_id', 'user_id', 'read_at'])
    .expression((eb) => eb.selectFrom(sql<Tables['conversation_reads']>`unnest(${p.readClientIds}::uuid[], ${p.readUserIds}::uuid[], ${p.readAt}::timestamptz[])`.as<'r'>(sql`r(client_id, user_id, read_at)`)).selectAll())
    .onConflict((oc) => oc.columns(['client_id', 'user_id']).doUpdateSet((eb) => ({ read_at: eb.ref('excluded.read_at') }))),
);
