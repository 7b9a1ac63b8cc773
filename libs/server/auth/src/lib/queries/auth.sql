-- Generated from libs/server/auth/src/lib/auth.reads.ts by `npm run sql:write`: do not edit.

-- ACCESS_FACTS
-- $1 = "verified"
-- $2 = :sessionId
-- $3 = :userId
-- $4 = :idleSince
-- $5 = :createdSince
select
  "s"."aal",
  "s"."refreshed_at",
  "s"."created_at",
  coalesce(
    (
      (
        select
          "role"
        from
          "user_roles"
        where
          "user_id" = "s"."user_id"
      )
    ),
    'client'
  ) as "role",
  coalesce(
    (
      (
        select
          "has_paid"
        from
          "profiles"
        where
          "user_id" = "s"."user_id"
      )
    ),
    false
  ) as "has_paid",
  exists (
    select
      "f"."id"
    from
      "mfa_factors" as "f"
    where
      "f"."user_id" = "s"."user_id"
      and "f"."status" = $1
  ) as "mfa"
from
  "auth_sessions" as "s"
where
  "s"."id" = $2
  and "s"."user_id" = $3
  and "s"."revoked_at" is null
  and "s"."refreshed_at" > $4
  and "s"."created_at" > $5;

-- CHALLENGE_SPENT
-- $1 = :id
select
  "id"
from
  "mfa_challenges_spent"
where
  "id" = $1;
