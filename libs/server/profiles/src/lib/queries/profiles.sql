-- Generated from libs/server/profiles/src/lib/profiles.reads.ts by `npm run sql:write`: do not edit.

-- ADMIN_COUNTERS
select
  count(*) as "users",
  count(*) filter (
    where
      coalesce("r"."role", 'client') = 'accompagnateur'
  ) as "coaches",
  count(*) filter (
    where
      coalesce("r"."role", 'client') in ('client', 'client_se_loger')
  ) as "clients",
  count(*) filter (
    where
      "r"."role" = 'recruteur'
  ) as "recruiters"
from
  "profiles" as "p"
  left join "user_roles" as "r" on "r"."user_id" = "p"."user_id";

-- ADMIN_USER
-- $1 = :userId
select
  "p"."user_id" as "id",
  "p"."email",
  coalesce("r"."role", 'client') as "role",
  "p"."has_paid",
  "p"."overall_progress",
  "p"."documents_state",
  to_char(
    "p"."created_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "created_at",
  "p"."first_name",
  "p"."last_name",
  to_char(
    "p"."deletion_requested_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "deletion_requested_at",
  "p"."recruiter_approval"
from
  "profiles" as "p"
  left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
where
  "p"."user_id" = $1;

-- APPROVAL_LOCKED
-- $1 = :userId
select
  "r"."role",
  "p"."recruiter_approval"
from
  "profiles" as "p"
  left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
where
  "p"."user_id" = $1
for update of
  "p";

-- AXELS_LOCKED
select
  "user_id"
from
  "user_roles"
where
  "role" = 'axel'
order by
  "user_id"
for update;

-- CANDIDATE
-- $1 = :userId
select
  "p"."user_id" as "id",
  "p"."email",
  to_char(
    "p"."created_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "created_at",
  "p"."progress_5j",
  "p"."progress_10j"
from
  "profiles" as "p"
where
  (
    "p"."recruiter_visible"
    and not exists (
      select
        1 as "one"
      from
        "user_roles" as "r"
      where
        "r"."user_id" = "p"."user_id"
        and "r"."role" <> 'client'
    )
  )
  and "p"."user_id" = $1;

-- CANDIDATES
-- $1 = :limit
-- $2 = :offset
with
  "shown" as (
    select
      "p"."user_id" as "id",
      "p"."email",
      to_char(
        "p"."created_at" at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ) as "created_at",
      "p"."progress_5j",
      "p"."progress_10j"
    from
      "profiles" as "p"
    where
      (
        "p"."recruiter_visible"
        and not exists (
          select
            1 as "one"
          from
            "user_roles" as "r"
          where
            "r"."user_id" = "p"."user_id"
            and "r"."role" <> 'client'
        )
      )
    order by
      "p"."created_at" desc,
      "p"."user_id" asc
    limit
      $1
    offset
      $2
  )
select
  count(*) as "total",
  count(*) filter (
    where
      "p"."progress_5j" >= 100
  ) as "training_done",
  count(*) filter (
    where
      "p"."progress_10j" >= 100
  ) as "follow_up_done",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "shown".*
          from
            "shown"
          order by
            "created_at" desc,
            "id" asc
        ) as agg
    )
  )::text as "candidates",
  (
    select
      coalesce(
        array_agg(
          "id"
          order by
            "created_at" desc,
            "id" asc
        ),
        '{}'
      ) as "ids"
    from
      "shown"
  ) as "ids"
from
  "profiles" as "p"
where
  (
    "p"."recruiter_visible"
    and not exists (
      select
        1 as "one"
      from
        "user_roles" as "r"
      where
        "r"."user_id" = "p"."user_id"
        and "r"."role" <> 'client'
    )
  );

-- EDITABLE_LOCKED
-- $1 = :userId
select
  "first_name",
  "last_name",
  "country_code",
  "phone",
  "has_paid"
from
  "profiles"
where
  "user_id" = $1
for update;

-- EMAILS_OF
-- $1 = :userIds
select
  "user_id",
  "email"
from
  "profiles"
where
  "user_id" = any ($1);

-- OWN_PROFILE
-- $1 = :role
-- $2 = :userId
select
  (
    json_build_object(
      'user_id',
      "p"."user_id",
      'email',
      "p"."email",
      'role',
      coalesce(
        $1::text,
        (
          (
            select
              "r"."role"
            from
              "user_roles" as "r"
            where
              "r"."user_id" = "p"."user_id"
          )
        ),
        'client'
      ),
      'first_name',
      "p"."first_name",
      'last_name',
      "p"."last_name",
      'country_code',
      "p"."country_code",
      'phone',
      "p"."phone",
      'has_paid',
      "p"."has_paid",
      'overall_progress',
      "p"."overall_progress",
      'documents_state',
      "p"."documents_state",
      'progress_5j',
      "p"."progress_5j",
      'progress_10j',
      "p"."progress_10j",
      'risk_flag',
      "p"."risk_flag",
      'first_login_completed',
      "p"."first_login_completed",
      'date_close',
      to_char(
        "p"."date_close" at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ),
      'calendly_link',
      "p"."calendly_link",
      'crm_contact_id',
      "p"."crm_contact_id",
      'created_at',
      to_char(
        "p"."created_at" at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ),
      'recruiter_visible',
      "p"."recruiter_visible",
      'recruiter_consent_at',
      to_char(
        "p"."recruiter_consent_at" at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ),
      'recruiter_withdrawn_at',
      to_char(
        "p"."recruiter_withdrawn_at" at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ),
      'recruiter_approval',
      "p"."recruiter_approval",
      'recruiter_decided_at',
      to_char(
        "p"."recruiter_decided_at" at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ),
      'deletion_requested_at',
      to_char(
        "p"."deletion_requested_at" at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      )
    )
  )::text as "profile"
from
  "profiles" as "p"
where
  "p"."user_id" = $2;

-- PROFILE_LOCKED
-- $1 = :userId
select
  "email",
  "first_name",
  "last_name",
  "phone"
from
  "profiles"
where
  "user_id" = $1
for update;

-- RECRUITER_APPROVAL
-- $1 = :userId
select
  "recruiter_approval"
from
  "profiles"
where
  "user_id" = $1;

-- ROLE_LOCKED
-- $1 = :userId
select
  "role"
from
  "user_roles"
where
  "user_id" = $1
for update;

-- USER_PAGE.created_at_asc_any
-- $1 = :limit
-- $2 = :offset
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          order by
            "p"."created_at" asc,
            "p"."user_id" asc
          limit
            $1
          offset
            $2
        ) as agg
    )
  )::text as "users";

-- USER_PAGE.created_at_asc_default
-- $1 = :role
-- $2 = :limit
-- $3 = :offset
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            (
              "r"."role" = $1
              or "r"."role" is null
            )
          order by
            "p"."created_at" asc,
            "p"."user_id" asc
          limit
            $2
          offset
            $3
        ) as agg
    )
  )::text as "users";

-- USER_PAGE.created_at_asc_other
-- $1 = :role
-- $2 = :limit
-- $3 = :offset
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "r"."role" = $1
          order by
            "p"."created_at" asc,
            "p"."user_id" asc
          limit
            $2
          offset
            $3
        ) as agg
    )
  )::text as "users";

-- USER_PAGE.created_at_desc_any
-- $1 = :limit
-- $2 = :offset
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          order by
            "p"."created_at" desc,
            "p"."user_id" desc
          limit
            $1
          offset
            $2
        ) as agg
    )
  )::text as "users";

-- USER_PAGE.created_at_desc_default
-- $1 = :role
-- $2 = :limit
-- $3 = :offset
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            (
              "r"."role" = $1
              or "r"."role" is null
            )
          order by
            "p"."created_at" desc,
            "p"."user_id" desc
          limit
            $2
          offset
            $3
        ) as agg
    )
  )::text as "users";

-- USER_PAGE.created_at_desc_other
-- $1 = :role
-- $2 = :limit
-- $3 = :offset
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "r"."role" = $1
          order by
            "p"."created_at" desc,
            "p"."user_id" desc
          limit
            $2
          offset
            $3
        ) as agg
    )
  )::text as "users";

-- USER_PAGE.email_asc_any
-- $1 = :limit
-- $2 = :offset
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          order by
            "p"."email" asc,
            "p"."user_id" asc
          limit
            $1
          offset
            $2
        ) as agg
    )
  )::text as "users";

-- USER_PAGE.email_asc_default
-- $1 = :role
-- $2 = :limit
-- $3 = :offset
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            (
              "r"."role" = $1
              or "r"."role" is null
            )
          order by
            "p"."email" asc,
            "p"."user_id" asc
          limit
            $2
          offset
            $3
        ) as agg
    )
  )::text as "users";

-- USER_PAGE.email_asc_other
-- $1 = :role
-- $2 = :limit
-- $3 = :offset
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "r"."role" = $1
          order by
            "p"."email" asc,
            "p"."user_id" asc
          limit
            $2
          offset
            $3
        ) as agg
    )
  )::text as "users";

-- USER_PAGE.email_desc_any
-- $1 = :limit
-- $2 = :offset
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          order by
            "p"."email" desc,
            "p"."user_id" desc
          limit
            $1
          offset
            $2
        ) as agg
    )
  )::text as "users";

-- USER_PAGE.email_desc_default
-- $1 = :role
-- $2 = :limit
-- $3 = :offset
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            (
              "r"."role" = $1
              or "r"."role" is null
            )
          order by
            "p"."email" desc,
            "p"."user_id" desc
          limit
            $2
          offset
            $3
        ) as agg
    )
  )::text as "users";

-- USER_PAGE.email_desc_other
-- $1 = :role
-- $2 = :limit
-- $3 = :offset
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "r"."role" = $1
          order by
            "p"."email" desc,
            "p"."user_id" desc
          limit
            $2
          offset
            $3
        ) as agg
    )
  )::text as "users";

-- USER_PAGE.role_asc_any
-- $1 = :limit
-- $2 = :offset
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          order by
            coalesce("r"."role", 'client') asc,
            "p"."user_id" asc
          limit
            $1
          offset
            $2
        ) as agg
    )
  )::text as "users";

-- USER_PAGE.role_asc_default
-- $1 = :role
-- $2 = :limit
-- $3 = :offset
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            (
              "r"."role" = $1
              or "r"."role" is null
            )
          order by
            coalesce("r"."role", 'client') asc,
            "p"."user_id" asc
          limit
            $2
          offset
            $3
        ) as agg
    )
  )::text as "users";

-- USER_PAGE.role_asc_other
-- $1 = :role
-- $2 = :limit
-- $3 = :offset
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "r"."role" = $1
          order by
            coalesce("r"."role", 'client') asc,
            "p"."user_id" asc
          limit
            $2
          offset
            $3
        ) as agg
    )
  )::text as "users";

-- USER_PAGE.role_desc_any
-- $1 = :limit
-- $2 = :offset
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          order by
            coalesce("r"."role", 'client') desc,
            "p"."user_id" desc
          limit
            $1
          offset
            $2
        ) as agg
    )
  )::text as "users";

-- USER_PAGE.role_desc_default
-- $1 = :role
-- $2 = :limit
-- $3 = :offset
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            (
              "r"."role" = $1
              or "r"."role" is null
            )
          order by
            coalesce("r"."role", 'client') desc,
            "p"."user_id" desc
          limit
            $2
          offset
            $3
        ) as agg
    )
  )::text as "users";

-- USER_PAGE.role_desc_other
-- $1 = :role
-- $2 = :limit
-- $3 = :offset
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "r"."role" = $1
          order by
            coalesce("r"."role", 'client') desc,
            "p"."user_id" desc
          limit
            $2
          offset
            $3
        ) as agg
    )
  )::text as "users";

-- USER_SEARCH.created_at_asc_any
-- $1 = :pattern
-- $2 = :limit
-- $3 = :offset
with
  "found" as materialized (
    select
      "p"."user_id"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
    where
      "p"."email" ilike $1::text escape '\'
  )
select
  (
    select
      count(*) as "n"
    from
      "found"
  ) as "total",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "p"."user_id" in (
              select
                "found"."user_id"
              from
                "found"
            )
          order by
            "p"."created_at" asc,
            "p"."user_id" asc
          limit
            $2
          offset
            $3
        ) as agg
    )
  )::text as "users";

-- USER_SEARCH.created_at_asc_default
-- $1 = :role
-- $2 = :pattern
-- $3 = :limit
-- $4 = :offset
with
  "found" as materialized (
    select
      "p"."user_id"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
    where
      (
        "r"."role" = $1
        or "r"."role" is null
      )
      and "p"."email" ilike $2::text escape '\'
  )
select
  (
    select
      count(*) as "n"
    from
      "found"
  ) as "total",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "p"."user_id" in (
              select
                "found"."user_id"
              from
                "found"
            )
          order by
            "p"."created_at" asc,
            "p"."user_id" asc
          limit
            $3
          offset
            $4
        ) as agg
    )
  )::text as "users";

-- USER_SEARCH.created_at_asc_other
-- $1 = :role
-- $2 = :pattern
-- $3 = :limit
-- $4 = :offset
with
  "found" as materialized (
    select
      "p"."user_id"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
    where
      "r"."role" = $1
      and "p"."email" ilike $2::text escape '\'
  )
select
  (
    select
      count(*) as "n"
    from
      "found"
  ) as "total",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "p"."user_id" in (
              select
                "found"."user_id"
              from
                "found"
            )
          order by
            "p"."created_at" asc,
            "p"."user_id" asc
          limit
            $3
          offset
            $4
        ) as agg
    )
  )::text as "users";

-- USER_SEARCH.created_at_desc_any
-- $1 = :pattern
-- $2 = :limit
-- $3 = :offset
with
  "found" as materialized (
    select
      "p"."user_id"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
    where
      "p"."email" ilike $1::text escape '\'
  )
select
  (
    select
      count(*) as "n"
    from
      "found"
  ) as "total",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "p"."user_id" in (
              select
                "found"."user_id"
              from
                "found"
            )
          order by
            "p"."created_at" desc,
            "p"."user_id" desc
          limit
            $2
          offset
            $3
        ) as agg
    )
  )::text as "users";

-- USER_SEARCH.created_at_desc_default
-- $1 = :role
-- $2 = :pattern
-- $3 = :limit
-- $4 = :offset
with
  "found" as materialized (
    select
      "p"."user_id"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
    where
      (
        "r"."role" = $1
        or "r"."role" is null
      )
      and "p"."email" ilike $2::text escape '\'
  )
select
  (
    select
      count(*) as "n"
    from
      "found"
  ) as "total",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "p"."user_id" in (
              select
                "found"."user_id"
              from
                "found"
            )
          order by
            "p"."created_at" desc,
            "p"."user_id" desc
          limit
            $3
          offset
            $4
        ) as agg
    )
  )::text as "users";

-- USER_SEARCH.created_at_desc_other
-- $1 = :role
-- $2 = :pattern
-- $3 = :limit
-- $4 = :offset
with
  "found" as materialized (
    select
      "p"."user_id"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
    where
      "r"."role" = $1
      and "p"."email" ilike $2::text escape '\'
  )
select
  (
    select
      count(*) as "n"
    from
      "found"
  ) as "total",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "p"."user_id" in (
              select
                "found"."user_id"
              from
                "found"
            )
          order by
            "p"."created_at" desc,
            "p"."user_id" desc
          limit
            $3
          offset
            $4
        ) as agg
    )
  )::text as "users";

-- USER_SEARCH.email_asc_any
-- $1 = :pattern
-- $2 = :limit
-- $3 = :offset
with
  "found" as materialized (
    select
      "p"."user_id"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
    where
      "p"."email" ilike $1::text escape '\'
  )
select
  (
    select
      count(*) as "n"
    from
      "found"
  ) as "total",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "p"."user_id" in (
              select
                "found"."user_id"
              from
                "found"
            )
          order by
            "p"."email" asc,
            "p"."user_id" asc
          limit
            $2
          offset
            $3
        ) as agg
    )
  )::text as "users";

-- USER_SEARCH.email_asc_default
-- $1 = :role
-- $2 = :pattern
-- $3 = :limit
-- $4 = :offset
with
  "found" as materialized (
    select
      "p"."user_id"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
    where
      (
        "r"."role" = $1
        or "r"."role" is null
      )
      and "p"."email" ilike $2::text escape '\'
  )
select
  (
    select
      count(*) as "n"
    from
      "found"
  ) as "total",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "p"."user_id" in (
              select
                "found"."user_id"
              from
                "found"
            )
          order by
            "p"."email" asc,
            "p"."user_id" asc
          limit
            $3
          offset
            $4
        ) as agg
    )
  )::text as "users";

-- USER_SEARCH.email_asc_other
-- $1 = :role
-- $2 = :pattern
-- $3 = :limit
-- $4 = :offset
with
  "found" as materialized (
    select
      "p"."user_id"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
    where
      "r"."role" = $1
      and "p"."email" ilike $2::text escape '\'
  )
select
  (
    select
      count(*) as "n"
    from
      "found"
  ) as "total",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "p"."user_id" in (
              select
                "found"."user_id"
              from
                "found"
            )
          order by
            "p"."email" asc,
            "p"."user_id" asc
          limit
            $3
          offset
            $4
        ) as agg
    )
  )::text as "users";

-- USER_SEARCH.email_desc_any
-- $1 = :pattern
-- $2 = :limit
-- $3 = :offset
with
  "found" as materialized (
    select
      "p"."user_id"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
    where
      "p"."email" ilike $1::text escape '\'
  )
select
  (
    select
      count(*) as "n"
    from
      "found"
  ) as "total",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "p"."user_id" in (
              select
                "found"."user_id"
              from
                "found"
            )
          order by
            "p"."email" desc,
            "p"."user_id" desc
          limit
            $2
          offset
            $3
        ) as agg
    )
  )::text as "users";

-- USER_SEARCH.email_desc_default
-- $1 = :role
-- $2 = :pattern
-- $3 = :limit
-- $4 = :offset
with
  "found" as materialized (
    select
      "p"."user_id"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
    where
      (
        "r"."role" = $1
        or "r"."role" is null
      )
      and "p"."email" ilike $2::text escape '\'
  )
select
  (
    select
      count(*) as "n"
    from
      "found"
  ) as "total",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "p"."user_id" in (
              select
                "found"."user_id"
              from
                "found"
            )
          order by
            "p"."email" desc,
            "p"."user_id" desc
          limit
            $3
          offset
            $4
        ) as agg
    )
  )::text as "users";

-- USER_SEARCH.email_desc_other
-- $1 = :role
-- $2 = :pattern
-- $3 = :limit
-- $4 = :offset
with
  "found" as materialized (
    select
      "p"."user_id"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
    where
      "r"."role" = $1
      and "p"."email" ilike $2::text escape '\'
  )
select
  (
    select
      count(*) as "n"
    from
      "found"
  ) as "total",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "p"."user_id" in (
              select
                "found"."user_id"
              from
                "found"
            )
          order by
            "p"."email" desc,
            "p"."user_id" desc
          limit
            $3
          offset
            $4
        ) as agg
    )
  )::text as "users";

-- USER_SEARCH.role_asc_any
-- $1 = :pattern
-- $2 = :limit
-- $3 = :offset
with
  "found" as materialized (
    select
      "p"."user_id"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
    where
      "p"."email" ilike $1::text escape '\'
  )
select
  (
    select
      count(*) as "n"
    from
      "found"
  ) as "total",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "p"."user_id" in (
              select
                "found"."user_id"
              from
                "found"
            )
          order by
            coalesce("r"."role", 'client') asc,
            "p"."user_id" asc
          limit
            $2
          offset
            $3
        ) as agg
    )
  )::text as "users";

-- USER_SEARCH.role_asc_default
-- $1 = :role
-- $2 = :pattern
-- $3 = :limit
-- $4 = :offset
with
  "found" as materialized (
    select
      "p"."user_id"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
    where
      (
        "r"."role" = $1
        or "r"."role" is null
      )
      and "p"."email" ilike $2::text escape '\'
  )
select
  (
    select
      count(*) as "n"
    from
      "found"
  ) as "total",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "p"."user_id" in (
              select
                "found"."user_id"
              from
                "found"
            )
          order by
            coalesce("r"."role", 'client') asc,
            "p"."user_id" asc
          limit
            $3
          offset
            $4
        ) as agg
    )
  )::text as "users";

-- USER_SEARCH.role_asc_other
-- $1 = :role
-- $2 = :pattern
-- $3 = :limit
-- $4 = :offset
with
  "found" as materialized (
    select
      "p"."user_id"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
    where
      "r"."role" = $1
      and "p"."email" ilike $2::text escape '\'
  )
select
  (
    select
      count(*) as "n"
    from
      "found"
  ) as "total",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "p"."user_id" in (
              select
                "found"."user_id"
              from
                "found"
            )
          order by
            coalesce("r"."role", 'client') asc,
            "p"."user_id" asc
          limit
            $3
          offset
            $4
        ) as agg
    )
  )::text as "users";

-- USER_SEARCH.role_desc_any
-- $1 = :pattern
-- $2 = :limit
-- $3 = :offset
with
  "found" as materialized (
    select
      "p"."user_id"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
    where
      "p"."email" ilike $1::text escape '\'
  )
select
  (
    select
      count(*) as "n"
    from
      "found"
  ) as "total",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "p"."user_id" in (
              select
                "found"."user_id"
              from
                "found"
            )
          order by
            coalesce("r"."role", 'client') desc,
            "p"."user_id" desc
          limit
            $2
          offset
            $3
        ) as agg
    )
  )::text as "users";

-- USER_SEARCH.role_desc_default
-- $1 = :role
-- $2 = :pattern
-- $3 = :limit
-- $4 = :offset
with
  "found" as materialized (
    select
      "p"."user_id"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
    where
      (
        "r"."role" = $1
        or "r"."role" is null
      )
      and "p"."email" ilike $2::text escape '\'
  )
select
  (
    select
      count(*) as "n"
    from
      "found"
  ) as "total",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "p"."user_id" in (
              select
                "found"."user_id"
              from
                "found"
            )
          order by
            coalesce("r"."role", 'client') desc,
            "p"."user_id" desc
          limit
            $3
          offset
            $4
        ) as agg
    )
  )::text as "users";

-- USER_SEARCH.role_desc_other
-- $1 = :role
-- $2 = :pattern
-- $3 = :limit
-- $4 = :offset
with
  "found" as materialized (
    select
      "p"."user_id"
    from
      "profiles" as "p"
      left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
    where
      "r"."role" = $1
      and "p"."email" ilike $2::text escape '\'
  )
select
  (
    select
      count(*) as "n"
    from
      "found"
  ) as "total",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id" as "id",
            "p"."email",
            coalesce("r"."role", 'client') as "role",
            "p"."has_paid",
            "p"."overall_progress",
            "p"."documents_state",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."deletion_requested_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "deletion_requested_at",
            "p"."recruiter_approval"
          from
            "profiles" as "p"
            left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
          where
            "p"."user_id" in (
              select
                "found"."user_id"
              from
                "found"
            )
          order by
            coalesce("r"."role", 'client') desc,
            "p"."user_id" desc
          limit
            $3
          offset
            $4
        ) as agg
    )
  )::text as "users";

-- USER_TOTAL.any
select
  count(*) as "total"
from
  "profiles" as "p"
  left join "user_roles" as "r" on "r"."user_id" = "p"."user_id";

-- USER_TOTAL.default
-- $1 = :role
select
  count(*) as "total"
from
  "profiles" as "p"
  left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
where
  (
    "r"."role" = $1
    or "r"."role" is null
  );

-- USER_TOTAL.other
-- $1 = :role
select
  count(*) as "total"
from
  "profiles" as "p"
  left join "user_roles" as "r" on "r"."user_id" = "p"."user_id"
where
  "r"."role" = $1;

-- USERS_OF_ROLE
-- $1 = :role
select
  "user_id"
from
  "user_roles"
where
  "role" = $1
order by
  "user_id";
