-- Generated from libs/server/documents/src/lib/documents.reads.ts by `npm run sql:write`: do not edit.

-- COACH_CARDS
-- $1 = ""
-- $2 = "a_corriger"
-- $3 = :coachId
-- $4 = :coachId
-- $5 = :clientIds
select
  "p"."user_id",
  (
    json_build_object(
      'user_id',
      "p"."user_id",
      'email',
      "p"."email",
      'first_name',
      "p"."first_name",
      'last_name',
      "p"."last_name",
      'created_at',
      to_char(
        "p"."created_at" at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      ),
      'overall_progress',
      "p"."overall_progress",
      'first_login_completed',
      "p"."first_login_completed",
      'documents',
      (
        select
          coalesce(json_agg(agg), '[]')
        from
          (
            select
              "f"."id",
              "f"."user_id",
              "f"."type",
              "f"."status",
              "f"."mime_type",
              "f"."size",
              to_char(
                "f"."created_at" at time zone 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
              ) as "created_at",
              to_char(
                "f"."validation_deadline" at time zone 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
              ) as "validation_deadline",
              to_char(
                "f"."reviewed_at" at time zone 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
              ) as "reviewed_at",
              "f"."reviewer_notes",
              to_char(
                "f"."expired_at" at time zone 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
              ) as "expired_at",
              (
                select
                  coalesce(json_agg(agg), '[]')
                from
                  (
                    select
                      "r"."document_type",
                      "r"."verdict",
                      "r"."note",
                      coalesce(
                        (
                          select
                            "reviewer"."email"
                          from
                            "profiles" as "reviewer"
                          where
                            "reviewer"."user_id" = "r"."reviewer_id"
                        ),
                        $1
                      ) as "reviewer_email",
                      to_char(
                        "r"."reviewed_at" at time zone 'UTC',
                        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
                      ) as "reviewed_at"
                    from
                      "document_reviews" as "r"
                    where
                      "r"."user_id" = "f"."user_id"
                      and "r"."document_type" = "f"."type"
                    order by
                      "r"."reviewed_at" desc
                  ) as agg
              ) as "history"
            from
              "files" as "f"
            where
              "f"."user_id" = "p"."user_id"
              and "f"."status" <> $2
            order by
              "f"."created_at" desc,
              "f"."type"
          ) as agg
      ),
      'unread_messages',
      (
        select
          count(*)::int as "messages"
        from
          "messages" as "m"
        where
          "m"."client_id" = "p"."user_id"
          and "m"."created_at" > coalesce(
            (
              select
                "r"."read_at"
              from
                "conversation_reads" as "r"
              where
                "r"."client_id" = "p"."user_id"
                and "r"."user_id" = $3
            ),
            '-infinity'
          )
          and m.sender_id is distinct from $4
      )
    )
  )::text as "card"
from
  "profiles" as "p"
where
  "p"."user_id" = any ($5);

-- COACH_ROSTER
-- $1 = "en_attente"
-- $2 = :coachId
-- $3 = :coachId
-- $4 = :coachId
select
  "user_id",
  lower("email") as "email_lowered",
  "overall_progress",
  "first_login_completed",
  (
    (
      (
        select
          count(*) as "pending"
        from
          "files"
        where
          "user_id" = "profiles"."user_id"
          and "status" = $1
      )
    ) > 0
    or (
      select
        count(*)::int as "messages"
      from
        "messages" as "m"
      where
        "m"."client_id" = "profiles"."user_id"
        and "m"."created_at" > coalesce(
          (
            select
              "r"."read_at"
            from
              "conversation_reads" as "r"
            where
              "r"."client_id" = "profiles"."user_id"
              and "r"."user_id" = $2
          ),
          '-infinity'
        )
        and m.sender_id is distinct from $3
    ) > 0
  ) as "flagged"
from
  "profiles"
where
  "user_id" in (
    select
      "client_id"
    from
      "accompagnateur_clients"
    where
      "accompagnateur_id" = $4
  )
order by
  "created_at" desc,
  "user_id";

-- DOCUMENT_LIST
-- $1 = ""
-- $2 = :userId
select
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "f"."id",
            "f"."user_id",
            "f"."type",
            "f"."status",
            "f"."mime_type",
            "f"."size",
            to_char(
              "f"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            to_char(
              "f"."validation_deadline" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "validation_deadline",
            to_char(
              "f"."reviewed_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "reviewed_at",
            "f"."reviewer_notes",
            to_char(
              "f"."expired_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "expired_at",
            (
              select
                coalesce(json_agg(agg), '[]')
              from
                (
                  select
                    "r"."document_type",
                    "r"."verdict",
                    "r"."note",
                    coalesce(
                      (
                        select
                          "reviewer"."email"
                        from
                          "profiles" as "reviewer"
                        where
                          "reviewer"."user_id" = "r"."reviewer_id"
                      ),
                      $1
                    ) as "reviewer_email",
                    to_char(
                      "r"."reviewed_at" at time zone 'UTC',
                      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
                    ) as "reviewed_at"
                  from
                    "document_reviews" as "r"
                  where
                    "r"."user_id" = "f"."user_id"
                    and "r"."document_type" = "f"."type"
                  order by
                    "r"."reviewed_at" desc
                ) as agg
            ) as "history"
          from
            "files" as "f"
          where
            "f"."user_id" = $2
          order by
            "f"."created_at" desc,
            "f"."type"
        ) as agg
    )
  )::text as "list";
