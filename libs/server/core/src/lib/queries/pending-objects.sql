-- Generated from libs/server/core/src/lib/storage/pending-objects.reads.ts by `npm run sql:write`: do not edit.

-- PENDING_BEFORE
-- $1 = :before
select
  "key"
from
  "pending_objects"
where
  "created_at" < $1
order by
  "created_at"
limit
  100
for update
  skip locked;

-- PENDING_NAMED
-- $1 = :keys
select
  "key"
from
  "pending_objects"
where
  "key" = any ($1)
order by
  "created_at"
limit
  100
for update
  skip locked;
