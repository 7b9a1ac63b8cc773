-- Generated from libs/server/conversation/src/lib/notifications/notifications.reads.ts by `npm run sql:write`: do not edit.

-- EMAILS_OFF
-- $1 = :userId
-- $2 = false
select
  "kind"
from
  "notification_preferences"
where
  "user_id" = $1
  and "email" = $2;

-- NOTIFICATION_PAGE
-- $1 = :userId
-- $2 = :limit
-- $3 = :offset
select
  "id",
  "kind",
  "title",
  "body",
  "link",
  to_char(
    "created_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "created_at",
  to_char(
    "read_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "read_at"
from
  "notifications"
where
  "user_id" = $1
order by
  read_at is null desc,
  "created_at" desc,
  "id" desc
limit
  $2
offset
  $3;

-- NOTIFICATION_UNREAD
-- $1 = :userId
select
  count(*) as "unread"
from
  "notifications"
where
  "user_id" = $1
  and "read_at" is null;

-- NOTIFY_ALL
-- $1 = :createdAt
-- $2 = :ids
-- $3 = :userIds
-- $4 = :subjectIds
-- $5 = :kinds
-- $6 = :titles
-- $7 = :bodies
-- $8 = :links
-- $9 = :eventKeys
insert into
  "notifications" (
    "id",
    "user_id",
    "subject_id",
    "kind",
    "title",
    "body",
    "link",
    "event_key",
    "created_at"
  )
select
  "n"."id",
  "n"."user_id",
  "n"."subject_id",
  "n"."kind",
  "n"."title",
  "n"."body",
  "n"."link",
  "n"."event_key",
  $1::timestamptz as "created_at"
from
  unnest(
    $2::uuid[],
    $3::uuid[],
    $4::uuid[],
    $5::text[],
    $6::text[],
    $7::text[],
    $8::text[],
    $9::text[]
  ) as n (
    id,
    user_id,
    subject_id,
    kind,
    title,
    body,
    link,
    event_key
  )
on conflict ("user_id", "event_key") do nothing
returning
  "user_id";
