-- Generated from libs/server/programme/src/lib/programme.reads.ts by `npm run sql:write`: do not edit.

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

-- TRAINEES
select
  "user_id"
from
  "training_ticks"
union
select
  "user_id"
from
  "training_video_views";

-- TRAINING_TOTALS
select
  (
    select
      count(*) as "n"
    from
      "training_exercises"
  ) as "exercises",
  (
    select
      count(*) as "n"
    from
      "training_videos"
    where
      "video_key" is not null
  ) as "videos";

-- WATCHED
-- $1 = :userIds
select
  "v"."user_id",
  count(*) as "watched"
from
  "training_video_views" as "v"
  inner join "training_videos" as "tv" on "tv"."day" = "v"."day"
where
  "v"."user_id" = any ($1)
  and "v"."watched_at" is not null
  and "tv"."video_key" is not null
group by
  "v"."user_id";
