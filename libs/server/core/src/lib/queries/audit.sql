-- Generated from libs/server/core/src/lib/audit/audit.reads.ts by `npm run sql:write`: do not edit.

-- ENTRIES_NAMING
-- $1 = :id
-- $2 = :id
-- $3 = :id
-- $4 = :email
select
  "id",
  "actor_id",
  "target_id",
  "details"
from
  "audit_log"
where
  (
    "actor_id" = $1
    or "target_id" = $2
    or strpos(details::text, $3::text) > 0
    or strpos(lower(details::text), lower($4::text)) > 0
  )
for update;
