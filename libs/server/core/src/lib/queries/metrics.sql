-- Generated from libs/server/core/src/lib/metrics/metrics.reads.ts by `npm run sql:write`: do not edit.

-- METRICS_COUNTS
-- $1 = :now
select
  (
    select
      count(*)::int as "n"
    from
      "files"
    where
      "status" = 'en_attente'
      and "validation_deadline" < $1
  ) as "reviews_overdue",
  (
    select
      count(*)::int as "n"
    from
      "mails"
    where
      "status" = 'failed'
  ) as "mails_failed";
