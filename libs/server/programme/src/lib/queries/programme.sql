-- Generated from libs/server/programme/src/lib/programme.reads.ts by `npm run sql:write`: do not edit.

-- EXERCISE_COUNT
select
  count(*) as "total"
from
  "training_exercises";

-- TICKED
-- $1 = :userIds
select
  "t"."user_id",
  count(*) as "ticked"
from
  "training_ticks" as "t"
  inner join "training_exercises" as "e" on "e"."id" = "t"."exercise_id"
where
  "t"."user_id" = any ($1)
group by
  "t"."user_id";

-- TICKERS
select distinct
  "user_id"
from
  "training_ticks";
