-- Generated from libs/server/reminders/src/lib/reminders.reads.ts by `npm run sql:write`: do not edit.

-- CALLS_TO_REMIND
-- $1 = ""
-- $2 = ""
-- $3 = "booked"
-- $4 = :now
-- $5 = :until
select
  "b"."id",
  b.kind as "kind",
  "b"."sequence",
  "b"."client_id",
  "b"."coach_id",
  coalesce(
    (
      select
        coalesce(
          nullif(
            trim(concat_ws(' ', p.first_name, p.last_name)),
            ''
          ),
          p.email
        ) as "name"
      from
        "profiles" as "p"
      where
        "p"."user_id" = "b"."client_id"
    ),
    $1
  ) as "client_name",
  coalesce(
    (
      select
        coalesce(
          nullif(
            trim(concat_ws(' ', p.first_name, p.last_name)),
            ''
          ),
          p.email
        ) as "name"
      from
        "profiles" as "p"
      where
        "p"."user_id" = "b"."coach_id"
    ),
    $2
  ) as "coach_name",
  to_char(
    "b"."starts_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "starts_at",
  to_char(
    "b"."updated_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "updated_at"
from
  "call_bookings" as "b"
where
  "b"."status" = $3
  and "b"."starts_at" > $4
  and "b"."starts_at" <= $5
order by
  "b"."starts_at",
  "b"."id";

-- FOLLOW_UP_CAMPAIGNS
-- $1 = true
-- $2 = :since
select
  "e"."user_id",
  to_char(
    min("e"."created_at") at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "started_at",
  string_agg(distinct e.day::text, ',') as "days"
from
  "follow_up_entries" as "e"
  inner join "profiles" as "pr" on "pr"."user_id" = "e"."user_id"
where
  "pr"."has_paid" = $1
  and "e"."day" is not null
group by
  "e"."user_id"
having
  min("e"."created_at") > $2;

-- JOB_SEARCH_MONTHS
-- $1 = ""
-- $2 = 10
-- $3 = "a_postuler"
-- $4 = :from
-- $5 = :until
-- $6 = :month
-- $7 = true
-- $8 = "client"
-- $9 = "client_se_loger"
-- $10 = :activeSince
select
  "pr"."user_id",
  coalesce(
    (
      select
        coalesce(
          nullif(
            trim(concat_ws(' ', p.first_name, p.last_name)),
            ''
          ),
          p.email
        ) as "name"
      from
        "profiles" as "p"
      where
        "p"."user_id" = "pr"."user_id"
    ),
    $1
  ) as "client_name",
  coalesce("s"."monthly_target", $2::smallint) as "target",
  (
    (
      select
        count(*)::int as "n"
      from
        "follow_up_entries" as "e"
      where
        "e"."user_id" = "pr"."user_id"
        and "e"."outcome" <> $3
        and "e"."applied_on" >= $4
        and "e"."applied_on" < $5
    )
  ) as "sent",
  exists (
    select
      "j"."user_id"
    from
      "job_search_proofs" as "j"
    where
      "j"."user_id" = "pr"."user_id"
      and "j"."month" = $6
  ) as "downloaded",
  (
    select
      string_agg(a.accompagnateur_id::text, ',') as "ids"
    from
      "accompagnateur_clients" as "a"
    where
      "a"."client_id" = "pr"."user_id"
  ) as "coach_ids"
from
  "profiles" as "pr"
  inner join "user_roles" as "u" on "u"."user_id" = "pr"."user_id"
  left join "job_search_settings" as "s" on "s"."user_id" = "pr"."user_id"
where
  "pr"."has_paid" = $7
  and "u"."role" in ($8, $9)
  and (
    "s"."user_id" is not null
    or exists (
      select
        "e"."id"
      from
        "follow_up_entries" as "e"
      where
        "e"."user_id" = "pr"."user_id"
        and "e"."created_at" > $10
    )
  )
order by
  "pr"."user_id";

-- NEWEST_REMINDER
-- $1 = :since
-- $2 = :keys
-- $3 = :userId
-- $4 = :kind
-- $5 = :keys
-- $6 = 1
select
  "u"."email",
  "n"."title",
  "n"."body",
  "n"."link",
  (
    select
      count(*)::int as "others"
    from
      "notifications" as "o"
    where
      "o"."user_id" = "n"."user_id"
      and "o"."kind" = "n"."kind"
      and "o"."id" <> "n"."id"
      and "o"."read_at" is null
      and "o"."created_at" > $1
      and "o"."event_key" like $2
  ) as "others"
from
  "notifications" as "n"
  inner join "users" as "u" on "u"."id" = "n"."user_id"
where
  "n"."user_id" = $3
  and "n"."kind" = $4
  and "n"."event_key" like $5
order by
  "n"."created_at" desc,
  "n"."id" desc
limit
  $6;

-- REJECTED_DOCUMENTS
-- $1 = "a_corriger"
-- $2 = :reviewedBefore
-- $3 = :since
select
  "f"."id",
  "f"."user_id",
  "f"."type",
  to_char(
    "f"."reviewed_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "reviewed_at"
from
  "files" as "f"
where
  "f"."status" = $1
  and "f"."reviewed_at" <= $2
  and "f"."reviewed_at" > $3
order by
  "f"."reviewed_at";

-- REMINDER_SETTINGS
select
  "kind",
  "enabled",
  "delay",
  to_char(
    "updated_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "updated_at"
from
  "reminder_settings"
order by
  "kind";

-- SILENT_CLIENTS
-- $1 = ""
-- $2 = "client"
-- $3 = true
-- $4 = "client"
-- $5 = "client_se_loger"
-- $6 = :quietSince
select
  "c"."coach_id",
  "c"."client_id",
  "c"."client_name",
  to_char(
    "c"."last_seen" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "last_seen"
from
  (
    select
      "a"."accompagnateur_id" as "coach_id",
      "a"."client_id",
      coalesce(
        (
          select
            coalesce(
              nullif(
                trim(concat_ws(' ', p.first_name, p.last_name)),
                ''
              ),
              p.email
            ) as "name"
          from
            "profiles" as "p"
          where
            "p"."user_id" = "a"."client_id"
        ),
        $1
      ) as "client_name",
      greatest(
        a.created_at,
        pr.created_at,
        greatest(
          (
            select
              max("m"."created_at") as "at"
            from
              "messages" as "m"
            where
              "m"."client_id" = "a"."client_id"
              and "m"."sender_kind" = $2
          ),
          (
            select
              max("f"."created_at") as "at"
            from
              "files" as "f"
            where
              "f"."user_id" = "a"."client_id"
          ),
          (
            select
              max("t"."ticked_at") as "at"
            from
              "training_ticks" as "t"
            where
              "t"."user_id" = "a"."client_id"
          ),
          (
            select
              max("e"."created_at") as "at"
            from
              "follow_up_entries" as "e"
            where
              "e"."user_id" = "a"."client_id"
          ),
          (
            select
              max(greatest(s.created_at, s.refreshed_at)) as "at"
            from
              "auth_sessions" as "s"
            where
              "s"."user_id" = "a"."client_id"
          )
        )
      ) as "last_seen"
    from
      "accompagnateur_clients" as "a"
      inner join "profiles" as "pr" on "pr"."user_id" = "a"."client_id"
      inner join "user_roles" as "u" on "u"."user_id" = "a"."client_id"
    where
      "pr"."has_paid" = $3
      and "u"."role" in ($4, $5)
  ) as "c"
where
  "c"."last_seen" <= $6
order by
  "c"."coach_id",
  "c"."client_id";

-- STILL_UNREAD
-- $1 = :userId
-- $2 = :messageId
-- $3 = :clientId
select
  "m"."id"
from
  "messages" as "m"
  left join "conversation_reads" as "cr" on "cr"."client_id" = "m"."client_id"
  and "cr"."user_id" = $1
where
  "m"."id" = $2
  and "m"."client_id" = $3
  and m.created_at > coalesce(cr.read_at, '-infinity');

-- TRAINING_NOT_STARTED
-- $1 = "paid"
-- $2 = true
-- $3 = "client"
-- $4 = "client_se_loger"
-- $5 = :paidBefore
-- $6 = :since
select
  pay.user_id as "user_id",
  to_char(
    min("pay"."updated_at") at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "paid_at"
from
  "payments" as "pay"
  inner join "profiles" as "pr" on "pr"."user_id" = "pay"."user_id"
  inner join "user_roles" as "u" on "u"."user_id" = "pay"."user_id"
where
  "pay"."status" = $1
  and "pr"."has_paid" = $2
  and "u"."role" in ($3, $4)
  and not exists (
    select
      "t"."user_id"
    from
      "training_ticks" as "t"
    where
      "t"."user_id" = "pay"."user_id"
  )
  and not exists (
    select
      "v"."user_id"
    from
      "training_video_views" as "v"
    where
      "v"."user_id" = "pay"."user_id"
  )
group by
  "pay"."user_id"
having
  (
    min("pay"."updated_at") <= $5
    and min("pay"."updated_at") > $6
  );

-- UNREAD_WAITING
-- $1 = :since
-- $2 = "axel"
-- $3 = ""
-- $4 = 1
-- $5 = :dueBefore
-- $6 = :since
-- $7 = "reminder_unread"
-- $8 = :hourAgo
with
  "threads" as (
    select distinct
      "client_id"
    from
      "messages"
    where
      "created_at" > $1
  ),
  "recipients" as (
    select
      "t"."client_id",
      "t"."client_id" as "user_id",
      false as "staff"
    from
      "threads" as "t"
    union
    select
      "t"."client_id",
      "a"."accompagnateur_id" as "user_id",
      true as "staff"
    from
      "threads" as "t"
      inner join "accompagnateur_clients" as "a" on "a"."client_id" = "t"."client_id"
    union
    select
      "t"."client_id",
      "u"."user_id",
      true as "staff"
    from
      "threads" as "t"
      inner join "user_roles" as "u" on "u"."role" = $2
    where
      not exists (
        select
          "a"."client_id"
        from
          "accompagnateur_clients" as "a"
        where
          "a"."client_id" = "t"."client_id"
      )
  )
select
  "r"."client_id",
  "r"."user_id",
  "r"."staff",
  "role"."role",
  "first"."id" as "message_id",
  coalesce(
    (
      select
        coalesce(
          nullif(
            trim(concat_ws(' ', p.first_name, p.last_name)),
            ''
          ),
          p.email
        ) as "name"
      from
        "profiles" as "p"
      where
        "p"."user_id" = "r"."client_id"
    ),
    $3
  ) as "client_name"
from
  "recipients" as "r"
  inner join "user_roles" as "role" on "role"."user_id" = "r"."user_id"
  left join "conversation_reads" as "cr" on "cr"."client_id" = "r"."client_id"
  and "cr"."user_id" = "r"."user_id"
  inner join lateral (
    select
      "m"."id",
      "m"."created_at"
    from
      "messages" as "m"
    where
      "m"."client_id" = "r"."client_id"
      and m.created_at > coalesce(cr.read_at, '-infinity')
      and (m.sender_kind = 'client') = r.staff
    order by
      "m"."created_at",
      "m"."id"
    limit
      $4
  ) as "first" on true
where
  "first"."created_at" <= $5
  and "first"."created_at" > $6
  and not exists (
    select
      "n"."id"
    from
      "notifications" as "n"
    where
      "n"."user_id" = "r"."user_id"
      and "n"."kind" = $7
      and n.event_key like 'unread:' || r.client_id || ':%'
      and "n"."created_at" > $8
  )
order by
  "r"."client_id",
  "r"."user_id";
