-- Generated from libs/server/assignments/src/lib/assignments.reads.ts by `npm run sql:write`: do not edit.

-- ASSIGNED
-- $1 = :coachId
-- $2 = :clientId
select
  "client_id"
from
  "accompagnateur_clients"
where
  "accompagnateur_id" = $1
  and "client_id" = $2;

-- CLIENTS_OF
-- $1 = :coachId
select
  "client_id"
from
  "accompagnateur_clients"
where
  "accompagnateur_id" = $1
order by
  "client_id";

-- COACHES_OF
-- $1 = :clientId
select
  "accompagnateur_id"
from
  "accompagnateur_clients"
where
  "client_id" = $1
order by
  "accompagnateur_id";
