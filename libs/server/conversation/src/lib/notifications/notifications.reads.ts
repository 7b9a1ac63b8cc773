import { iso, type Params, statement } from '@capsuisse/server-core';
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
