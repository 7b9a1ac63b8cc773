import { iso, type Params, statement, type Tables } from '@capsuisse/server-core';
import { sql } from 'kysely';

/** A page of a person's notifications: unread first, then newest first. */
export const NOTIFICATION_PAGE = statement((db, p: Params<{ userId: string; limit: number; offset: number }>) =>
  db
    .selectFrom('notifications')
    .select((eb) => ['id', 'kind', 'title', 'body', 'link', iso(eb.ref('created_at')).as('created_at'), iso(eb.ref('read_at')).as('read_at')])
    .where('user_id', '=', p.userId)
    .orderBy(sql`read_at is null`, 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(p.limit)
    .offset(p.offset),
);

/** How many of a person's notifications are unread. */
export const NOTIFICATION_UNREAD = statement((db, p: Params<{ userId: string }>) =>
  db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('unread'))
    .where('user_id', '=', p.userId)
    .where('read_at', 'is', null),
);

/** The kinds whose e-mails a person turned off. */
export const EMAILS_OFF = statement((db, p: Params<{ userId: string }>) =>
  db.selectFrom('notification_preferences').select('kind').where('user_id', '=', p.userId).where('email', '=', false),
);

/** Notifications to record, one array per column; `createdAt` for all. */
export interface NotificationColumns {
  ids: readonly string[];
  userIds: readonly string[];
  subjectIds: readonly (string | null)[];
  kinds: readonly string[];
  titles: readonly string[];
  bodies: readonly string[];
  links: readonly string[];
  eventKeys: readonly string[];
  createdAt: string;
}

/** Records notifications (an event told once: one already there is left as it is); whom each new one tells. */
export const NOTIFY_ALL = statement((db, p: Params<NotificationColumns>) =>
  db
    .insertInto('notifications')
    .columns(['id', 'user_id', 'subject_id', 'kind', 'title', 'body', 'link', 'event_key', 'created_at'])
    .expression(
      db
        .selectFrom(
          sql<Omit<Tables['notifications'], 'created_at' | 'read_at'>>`unnest(${p.ids}::uuid[], ${p.userIds}::uuid[], ${p.subjectIds}::uuid[], ${p.kinds}::text[], ${p.titles}::text[], ${p.bodies}::text[], ${p.links}::text[], ${p.eventKeys}::text[])`.as<'n'>(
            sql`n(id, user_id, subject_id, kind, title, body, link, event_key)`,
          ),
        )
        .select(['n.id', 'n.user_id', 'n.subject_id', 'n.kind', 'n.title', 'n.body', 'n.link', 'n.event_key', sql<string>`${p.createdAt}::timestamptz`.as('created_at')]),
    )
    .onConflict((oc) => oc.columns(['user_id', 'event_key']).doNothing())
    .returning('user_id'),
);
