-- Generated from libs/server/core/src/lib/queue/deferred-jobs.reads.ts by `npm run sql:write`: do not edit.

-- DEFERRED_BATCH
select
  "id",
  "queue",
  "name",
  "data",
  "job_id",
  "run_at",
  "transient"
from
  "deferred_jobs"
order by
  "created_at"
limit
  100
for update
  skip locked;

-- DEFERRED_COUNT
select
  count(*)::int as "n"
from
  "deferred_jobs";
