-- Generated from libs/server/admin/src/lib/analytics.reads.ts by `npm run sql:write`: do not edit.

-- CALL_FUNNEL
-- $1 = :now
-- $2 = :weeks
-- $3 = :now
with
  "period" as (
    select
      date_trunc(
        'week',
        $1::timestamptz at time zone 'Europe/Zurich'
      ) - make_interval(weeks => $2::int - 1) as "first_week",
      date_trunc(
        'week',
        $3::timestamptz at time zone 'Europe/Zurich'
      ) as "last_week"
  ),
  "bounds" as (
    select
      first_week at time zone 'Europe/Zurich' as "start"
    from
      "period"
  ),
  "weeks" as (
    select
      generate_series(first_week, last_week, interval '1 week') as "week"
    from
      "period"
  )
select
  count(*) as "signed_up",
  count("b"."id") as "first_call_booked",
  count(*) filter (
    where
      "b"."status" = 'held'
  ) as "first_call_held",
  count(*) filter (
    where
      (
        "b"."status" = 'held'
        and "p"."has_paid" = true
      )
  ) as "paid"
from
  "profiles" as "p"
  left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
  inner join "bounds" on true
  left join "call_bookings" as "b" on "b"."client_id" = "p"."user_id"
  and "b"."kind" = 'first_call'
  and "b"."status" <> 'cancelled'
where
  coalesce("r"."role", 'client') in ('client', 'client_se_loger')
  and "p"."created_at" >= "bounds"."start";

-- COACH_LOADS
-- $1 = :now
select
  "c"."user_id" as "coach_id",
  "c"."email" as "coach_email",
  count(distinct "a"."client_id") as "clients",
  count("f"."id") as "documents_waiting",
  count("f"."id") filter (
    where
      "f"."validation_deadline" < $1
  ) as "overdue"
from
  "profiles" as "c"
  inner join "user_roles" as "r" on "r"."user_id" = "c"."user_id"
  and "r"."role" = 'accompagnateur'
  left join "accompagnateur_clients" as "a" on "a"."accompagnateur_id" = "c"."user_id"
  left join "files" as "f" on "f"."user_id" = "a"."client_id"
  and "f"."status" = 'en_attente'
group by
  "c"."user_id",
  "c"."email"
order by
  "clients" desc,
  "c"."email";

-- FUNNEL
-- $1 = :now
-- $2 = :weeks
-- $3 = :now
with
  "period" as (
    select
      date_trunc(
        'week',
        $1::timestamptz at time zone 'Europe/Zurich'
      ) - make_interval(weeks => $2::int - 1) as "first_week",
      date_trunc(
        'week',
        $3::timestamptz at time zone 'Europe/Zurich'
      ) as "last_week"
  ),
  "bounds" as (
    select
      first_week at time zone 'Europe/Zurich' as "start"
    from
      "period"
  ),
  "weeks" as (
    select
      generate_series(first_week, last_week, interval '1 week') as "week"
    from
      "period"
  ),
  "cohort" as (
    select
      date_trunc(
        'week',
        "p"."created_at" at time zone 'Europe/Zurich'
      ) as "week",
      "p"."has_paid" as "paid",
      (
        "p"."has_paid"
        and "p"."documents_state" = 'validated'
      ) as "validated",
      "p"."progress_5j" = 100 as "trained",
      "p"."progress_10j" = 100 as "followed"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
      inner join "bounds" on true
    where
      coalesce("r"."role", 'client') in ('client', 'client_se_loger')
      and "p"."created_at" >= "bounds"."start"
  )
select
  to_char("w"."week", 'YYYY-MM-DD') as "week",
  count("c"."week") as "signed_up",
  count(*) filter (
    where
      "c"."paid" = true
  ) as "paid",
  count(*) filter (
    where
      "c"."validated" = true
  ) as "documents_validated",
  count(*) filter (
    where
      (
        "c"."validated" = true
        and "c"."trained" = true
      )
  ) as "training_done",
  count(*) filter (
    where
      (
        "c"."validated" = true
        and "c"."trained" = true
        and "c"."followed" = true
      )
  ) as "follow_up_done"
from
  "weeks" as "w"
  left join "cohort" as "c" on "c"."week" = "w"."week"
group by
  "w"."week"
order by
  "w"."week";

-- LATE
-- $1 = :now
-- $2 = :weeks
-- $3 = :now
-- $4 = :now
-- $5 = :now
with
  "period" as (
    select
      date_trunc(
        'week',
        $1::timestamptz at time zone 'Europe/Zurich'
      ) - make_interval(weeks => $2::int - 1) as "first_week",
      date_trunc(
        'week',
        $3::timestamptz at time zone 'Europe/Zurich'
      ) as "last_week"
  ),
  "bounds" as (
    select
      first_week at time zone 'Europe/Zurich' as "start"
    from
      "period"
  ),
  "weeks" as (
    select
      generate_series(first_week, last_week, interval '1 week') as "week"
    from
      "period"
  ),
  "late" as (
    select
      "f"."id",
      "f"."user_id",
      "f"."type",
      "f"."created_at",
      "f"."validation_deadline",
      "f"."reviewed_at",
      extract(
        epoch
        from
          coalesce("f"."reviewed_at", $4::timestamptz) - "f"."validation_deadline"
      ) as "seconds_late"
    from
      "files" as "f"
      inner join "bounds" on true
    where
      (
        (
          "f"."reviewed_at" >= "bounds"."start"
          and "f"."reviewed_at" > "f"."validation_deadline"
        )
        or (
          "f"."status" = 'en_attente'
          and "f"."validation_deadline" < $5
        )
      )
  )
select
  "l"."id",
  "l"."type",
  "l"."created_at",
  "l"."validation_deadline",
  "l"."reviewed_at",
  "p"."email" as "client_email",
  round(("l"."seconds_late" / 3600)::numeric, 1) as "hours_late",
  count(*) over () as "total",
  (
    select
      array_agg(
        "c"."email"
        order by
          "c"."email"
      ) as "emails"
    from
      "accompagnateur_clients" as "a"
      inner join "profiles" as "c" on "c"."user_id" = "a"."accompagnateur_id"
    where
      "a"."client_id" = "l"."user_id"
  ) as "coach_emails"
from
  "late" as "l"
  inner join "profiles" as "p" on "p"."user_id" = "l"."user_id"
order by
  "l"."seconds_late" desc,
  "l"."id"
limit
  50;

-- NO_SHOWS
-- $1 = :now
-- $2 = :weeks
-- $3 = :now
with
  "period" as (
    select
      date_trunc(
        'week',
        $1::timestamptz at time zone 'Europe/Zurich'
      ) - make_interval(weeks => $2::int - 1) as "first_week",
      date_trunc(
        'week',
        $3::timestamptz at time zone 'Europe/Zurich'
      ) as "last_week"
  ),
  "bounds" as (
    select
      first_week at time zone 'Europe/Zurich' as "start"
    from
      "period"
  ),
  "weeks" as (
    select
      generate_series(first_week, last_week, interval '1 week') as "week"
    from
      "period"
  )
select
  "b"."coach_id",
  coalesce("c"."email", '') as "coach_email",
  count(*) filter (
    where
      "b"."status" = 'held'
  ) as "held",
  count(*) filter (
    where
      "b"."status" = 'missed'
  ) as "missed"
from
  "call_bookings" as "b"
  inner join "bounds" on true
  left join "profiles" as "c" on "c"."user_id" = "b"."coach_id"
where
  "b"."status" in ('held', 'missed')
  and "b"."starts_at" >= "bounds"."start"
group by
  "b"."coach_id",
  "c"."email"
order by
  "missed" desc,
  "coach_email";

-- PERIOD_START
-- $1 = :now
-- $2 = :weeks
-- $3 = :now
with
  "period" as (
    select
      date_trunc(
        'week',
        $1::timestamptz at time zone 'Europe/Zurich'
      ) - make_interval(weeks => $2::int - 1) as "first_week",
      date_trunc(
        'week',
        $3::timestamptz at time zone 'Europe/Zurich'
      ) as "last_week"
  ),
  "bounds" as (
    select
      first_week at time zone 'Europe/Zurich' as "start"
    from
      "period"
  ),
  "weeks" as (
    select
      generate_series(first_week, last_week, interval '1 week') as "week"
    from
      "period"
  )
select
  "start"
from
  "bounds";

-- REVIEW_SUMMARY
-- $1 = :now
-- $2 = :weeks
-- $3 = :now
-- $4 = :now
with
  "period" as (
    select
      date_trunc(
        'week',
        $1::timestamptz at time zone 'Europe/Zurich'
      ) - make_interval(weeks => $2::int - 1) as "first_week",
      date_trunc(
        'week',
        $3::timestamptz at time zone 'Europe/Zurich'
      ) as "last_week"
  ),
  "bounds" as (
    select
      first_week at time zone 'Europe/Zurich' as "start"
    from
      "period"
  ),
  "weeks" as (
    select
      generate_series(first_week, last_week, interval '1 week') as "week"
    from
      "period"
  )
select
  count(*) as "reviewed",
  count(*) filter (
    where
      "f"."reviewed_at" <= "f"."validation_deadline"
  ) as "on_time",
  round(
    (
      percentile_cont(0.5) within group (
        order by
          extract(
            epoch
            from
              "f"."reviewed_at" - "f"."created_at"
          )
      ) / 3600
    )::numeric,
    1
  ) as "median_hours",
  (
    select
      count(*) as "n"
    from
      "files" as "w"
    where
      "w"."status" = 'en_attente'
      and "w"."validation_deadline" < $4
  ) as "pending_overdue"
from
  "files" as "f"
  inner join "bounds" on true
where
  "f"."reviewed_at" >= "bounds"."start"
  and "f"."validation_deadline" is not null;

-- REVIEW_WEEKS
-- $1 = :now
-- $2 = :weeks
-- $3 = :now
with
  "period" as (
    select
      date_trunc(
        'week',
        $1::timestamptz at time zone 'Europe/Zurich'
      ) - make_interval(weeks => $2::int - 1) as "first_week",
      date_trunc(
        'week',
        $3::timestamptz at time zone 'Europe/Zurich'
      ) as "last_week"
  ),
  "bounds" as (
    select
      first_week at time zone 'Europe/Zurich' as "start"
    from
      "period"
  ),
  "weeks" as (
    select
      generate_series(first_week, last_week, interval '1 week') as "week"
    from
      "period"
  ),
  "reviewed" as (
    select
      date_trunc(
        'week',
        "f"."reviewed_at" at time zone 'Europe/Zurich'
      ) as "week",
      "f"."reviewed_at" <= "f"."validation_deadline" as "on_time"
    from
      "files" as "f"
      inner join "bounds" on true
    where
      "f"."reviewed_at" >= "bounds"."start"
      and "f"."validation_deadline" is not null
  )
select
  to_char("w"."week", 'YYYY-MM-DD') as "week",
  count(*) filter (
    where
      "r"."on_time" = true
  ) as "on_time",
  count(*) filter (
    where
      "r"."on_time" = false
  ) as "late"
from
  "weeks" as "w"
  left join "reviewed" as "r" on "r"."week" = "w"."week"
group by
  "w"."week"
order by
  "w"."week";
