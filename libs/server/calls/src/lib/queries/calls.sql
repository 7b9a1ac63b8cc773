-- Generated from libs/server/calls/src/lib/calls.reads.ts by `npm run sql:write`: do not edit.

-- AGENDA
-- $1 = ""
-- $2 = ""
-- $3 = :coachId
-- $4 = :since
select
  "b"."id",
  b.kind as "kind",
  b.status as "status",
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
        "p"."user_id" = "b"."coach_id"
    ),
    $1
  ) as "coach_name",
  "b"."client_id",
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
    $2
  ) as "client_name",
  to_char(
    "b"."starts_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "starts_at",
  to_char(
    "b"."ends_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "ends_at",
  "a"."video_url",
  to_char(
    "b"."created_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "created_at",
  to_char(
    "b"."updated_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "updated_at"
from
  "call_bookings" as "b"
  left join "coach_availability" as "a" on "a"."coach_id" = "b"."coach_id"
where
  "b"."coach_id" = $3
  and tstzrange (b.starts_at, b.ends_at) && tstzrange ($4::timestamptz, 'infinity')
order by
  "b"."starts_at",
  "b"."id";

-- CALL
-- $1 = ""
-- $2 = ""
-- $3 = :id
select
  "b"."id",
  b.kind as "kind",
  b.status as "status",
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
        "p"."user_id" = "b"."coach_id"
    ),
    $1
  ) as "coach_name",
  "b"."client_id",
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
    $2
  ) as "client_name",
  to_char(
    "b"."starts_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "starts_at",
  to_char(
    "b"."ends_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "ends_at",
  "a"."video_url",
  to_char(
    "b"."created_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "created_at",
  to_char(
    "b"."updated_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "updated_at"
from
  "call_bookings" as "b"
  left join "coach_availability" as "a" on "a"."coach_id" = "b"."coach_id"
where
  "b"."id" = $3;

-- CALLS_OF_CLIENT
-- $1 = ""
-- $2 = ""
-- $3 = :clientId
select
  "b"."id",
  b.kind as "kind",
  b.status as "status",
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
        "p"."user_id" = "b"."coach_id"
    ),
    $1
  ) as "coach_name",
  "b"."client_id",
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
    $2
  ) as "client_name",
  to_char(
    "b"."starts_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "starts_at",
  to_char(
    "b"."ends_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "ends_at",
  "a"."video_url",
  to_char(
    "b"."created_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "created_at",
  to_char(
    "b"."updated_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "updated_at"
from
  "call_bookings" as "b"
  left join "coach_availability" as "a" on "a"."coach_id" = "b"."coach_id"
where
  "b"."client_id" = $3
order by
  "b"."starts_at" desc,
  "b"."id";

-- CLIENT
-- $1 = :clientId
-- $2 = "client"
-- $3 = "client_se_loger"
select
  "p"."has_paid"
from
  "profiles" as "p"
  inner join "user_roles" as "u" on "u"."user_id" = "p"."user_id"
where
  "p"."user_id" = $1
  and "u"."role" in ($2, $3);

-- COACH
-- $1 = :coachId
-- $2 = "accompagnateur"
select
  "u"."user_id" as "coach_id",
  "a"."video_url",
  coalesce("a"."takes_first_calls", false) as "takes_first_calls",
  to_char(
    "a"."updated_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "updated_at"
from
  "user_roles" as "u"
  left join "coach_availability" as "a" on "a"."coach_id" = "u"."user_id"
where
  "u"."user_id" = $1
  and "u"."role" = $2;

-- COACH_CALENDAR
-- $1 = :coachId
-- $2 = :coachId
-- $3 = :coachId
-- $4 = :coachId
-- $5 = "cancelled"
-- $6 = :from
-- $7 = :until
select
  $1::uuid as "coach_id",
  0 as "minutes",
  1::bigint as "rank",
  'coach' as "what",
  null::smallint as "weekday",
  null::text as "date",
  null::boolean as "closed",
  null::text as "start",
  null::text as "end"
union all
select
  "h"."coach_id",
  0 as "minutes",
  0::bigint as "rank",
  'hours' as "what",
  h.weekday as "weekday",
  null::text as "date",
  null::boolean as "closed",
  to_char(h.starts_at, 'HH24:MI') as "start",
  to_char(h.ends_at, 'HH24:MI') as "end"
from
  "coach_hours" as "h"
where
  h.coach_id in (
    select
      $2::uuid
  )
union all
select
  "e"."coach_id",
  0 as "minutes",
  0::bigint as "rank",
  'exception' as "what",
  null::smallint as "weekday",
  to_char(e.on_date, 'YYYY-MM-DD') as "date",
  e.closed as "closed",
  to_char(e.starts_at, 'HH24:MI') as "start",
  to_char(e.ends_at, 'HH24:MI') as "end"
from
  "coach_hours_exceptions" as "e"
where
  e.coach_id in (
    select
      $3::uuid
  )
union all
select
  "b"."coach_id",
  0 as "minutes",
  0::bigint as "rank",
  'busy' as "what",
  null::smallint as "weekday",
  null::text as "date",
  null::boolean as "closed",
  string_agg(
    (
      extract(
        epoch
        from
          b.starts_at
      ) * 1000
    )::bigint || '-' || (
      extract(
        epoch
        from
          b.ends_at
      ) * 1000
    )::bigint,
    ','
  ) as "start",
  null::text as "end"
from
  "call_bookings" as "b"
where
  b.coach_id in (
    select
      $4::uuid
  )
  and "b"."status" <> $5
  and tstzrange (b.starts_at, b.ends_at) && tstzrange ($6::timestamptz, $7::timestamptz)
group by
  "b"."coach_id"
order by
  "rank";

-- COACH_EXCEPTIONS
-- $1 = :coachId
select
  to_char(on_date, 'YYYY-MM-DD') as "date",
  "closed",
  to_char(starts_at, 'HH24:MI') as "start",
  to_char(ends_at, 'HH24:MI') as "end"
from
  "coach_hours_exceptions"
where
  "coach_id" = $1
order by
  "on_date",
  "starts_at";

-- COACH_HOURS
-- $1 = :coachId
select
  "weekday",
  to_char(starts_at, 'HH24:MI') as "start",
  to_char(ends_at, 'HH24:MI') as "end"
from
  "coach_hours"
where
  "coach_id" = $1
order by
  "weekday",
  "starts_at";

-- COACHES
-- $1 = ""
-- $2 = "accompagnateur"
select
  "u"."user_id" as "id",
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
        "p"."user_id" = "u"."user_id"
    ),
    $1
  ) as "name",
  coalesce("a"."takes_first_calls", false) as "takes_first_calls"
from
  "user_roles" as "u"
  left join "coach_availability" as "a" on "a"."coach_id" = "u"."user_id"
where
  "u"."role" = $2
order by
  "name",
  "u"."user_id";

-- COACHES_OF_CLIENT
-- $1 = :clientId
select
  "accompagnateur_id" as "coach_id"
from
  "accompagnateur_clients"
where
  "client_id" = $1
order by
  "created_at";

-- FIRST_CALL_CALENDARS
-- $1 = true
-- $2 = "accompagnateur"
-- $3 = "cancelled"
-- $4 = :from
-- $5 = :until
select
  "a"."coach_id",
  0 as "minutes",
  row_number() over (
    order by
      a.coach_id
  ) as "rank",
  'coach' as "what",
  null::smallint as "weekday",
  null::text as "date",
  null::boolean as "closed",
  null::text as "start",
  null::text as "end"
from
  "coach_availability" as "a"
  inner join "user_roles" as "u" on "u"."user_id" = "a"."coach_id"
where
  "a"."takes_first_calls" = $1
  and "u"."role" = $2
union all
select
  "h"."coach_id",
  0 as "minutes",
  0::bigint as "rank",
  'hours' as "what",
  h.weekday as "weekday",
  null::text as "date",
  null::boolean as "closed",
  to_char(h.starts_at, 'HH24:MI') as "start",
  to_char(h.ends_at, 'HH24:MI') as "end"
from
  "coach_hours" as "h"
where
  h.coach_id in (
    select
      a.coach_id
    from
      coach_availability a
      join user_roles u on u.user_id = a.coach_id
    where
      a.takes_first_calls
      and u.role = 'accompagnateur'
  )
union all
select
  "e"."coach_id",
  0 as "minutes",
  0::bigint as "rank",
  'exception' as "what",
  null::smallint as "weekday",
  to_char(e.on_date, 'YYYY-MM-DD') as "date",
  e.closed as "closed",
  to_char(e.starts_at, 'HH24:MI') as "start",
  to_char(e.ends_at, 'HH24:MI') as "end"
from
  "coach_hours_exceptions" as "e"
where
  e.coach_id in (
    select
      a.coach_id
    from
      coach_availability a
      join user_roles u on u.user_id = a.coach_id
    where
      a.takes_first_calls
      and u.role = 'accompagnateur'
  )
union all
select
  "b"."coach_id",
  0 as "minutes",
  0::bigint as "rank",
  'busy' as "what",
  null::smallint as "weekday",
  null::text as "date",
  null::boolean as "closed",
  string_agg(
    (
      extract(
        epoch
        from
          b.starts_at
      ) * 1000
    )::bigint || '-' || (
      extract(
        epoch
        from
          b.ends_at
      ) * 1000
    )::bigint,
    ','
  ) as "start",
  null::text as "end"
from
  "call_bookings" as "b"
where
  b.coach_id in (
    select
      a.coach_id
    from
      coach_availability a
      join user_roles u on u.user_id = a.coach_id
    where
      a.takes_first_calls
      and u.role = 'accompagnateur'
  )
  and "b"."status" <> $3
  and tstzrange (b.starts_at, b.ends_at) && tstzrange ($4::timestamptz, $5::timestamptz)
group by
  "b"."coach_id"
order by
  "rank";

-- FIRST_CALL_COACHES
-- $1 = true
-- $2 = "accompagnateur"
select
  "a"."coach_id"
from
  "coach_availability" as "a"
  inner join "user_roles" as "u" on "u"."user_id" = "a"."coach_id"
where
  "a"."takes_first_calls" = $1
  and "u"."role" = $2
order by
  "a"."coach_id";

-- MISSED
-- $1 = :clientId
-- $2 = "missed"
select
  count(*)::int as "missed"
from
  "call_bookings" as "b"
  left join "call_reenables" as "r" on "r"."client_id" = "b"."client_id"
where
  "b"."client_id" = $1
  and "b"."status" = $2
  and b.updated_at > coalesce(r.reenabled_at, '-infinity');

-- SESSION_CALENDARS
-- $1 = :clientId
-- $2 = :clientId
-- $3 = :clientId
-- $4 = :clientId
-- $5 = "cancelled"
-- $6 = :from
-- $7 = :until
select
  "k"."accompagnateur_id" as "coach_id",
  "s"."session_minutes" as "minutes",
  row_number() over (
    order by
      k.created_at,
      k.accompagnateur_id
  ) as "rank",
  'coach' as "what",
  null::smallint as "weekday",
  null::text as "date",
  null::boolean as "closed",
  null::text as "start",
  null::text as "end"
from
  "accompagnateur_clients" as "k"
  inner join "call_settings" as "s" on true
where
  "k"."client_id" = $1
union all
select
  "h"."coach_id",
  0 as "minutes",
  0::bigint as "rank",
  'hours' as "what",
  h.weekday as "weekday",
  null::text as "date",
  null::boolean as "closed",
  to_char(h.starts_at, 'HH24:MI') as "start",
  to_char(h.ends_at, 'HH24:MI') as "end"
from
  "coach_hours" as "h"
where
  h.coach_id in (
    select
      accompagnateur_id
    from
      accompagnateur_clients
    where
      client_id = $2
  )
union all
select
  "e"."coach_id",
  0 as "minutes",
  0::bigint as "rank",
  'exception' as "what",
  null::smallint as "weekday",
  to_char(e.on_date, 'YYYY-MM-DD') as "date",
  e.closed as "closed",
  to_char(e.starts_at, 'HH24:MI') as "start",
  to_char(e.ends_at, 'HH24:MI') as "end"
from
  "coach_hours_exceptions" as "e"
where
  e.coach_id in (
    select
      accompagnateur_id
    from
      accompagnateur_clients
    where
      client_id = $3
  )
union all
select
  "b"."coach_id",
  0 as "minutes",
  0::bigint as "rank",
  'busy' as "what",
  null::smallint as "weekday",
  null::text as "date",
  null::boolean as "closed",
  string_agg(
    (
      extract(
        epoch
        from
          b.starts_at
      ) * 1000
    )::bigint || '-' || (
      extract(
        epoch
        from
          b.ends_at
      ) * 1000
    )::bigint,
    ','
  ) as "start",
  null::text as "end"
from
  "call_bookings" as "b"
where
  b.coach_id in (
    select
      accompagnateur_id
    from
      accompagnateur_clients
    where
      client_id = $4
  )
  and "b"."status" <> $5
  and tstzrange (b.starts_at, b.ends_at) && tstzrange ($6::timestamptz, $7::timestamptz)
group by
  "b"."coach_id"
order by
  "rank";

-- SETTINGS
select
  "session_minutes",
  to_char(
    "updated_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "updated_at"
from
  "call_settings";
