-- Generated from libs/server/documents/src/lib/documents.reads.ts by `npm run sql:write`: do not edit.

-- COACH_PAGE
-- $1 = :search
-- $2 = :search
-- $3 = :toTreat
-- $4 = "en_attente"
-- $5 = :coachId
-- $6 = :coachId
-- $7 = :coachId
-- $8 = true
-- $9 = true
-- $10 = ""
-- $11 = "a_corriger"
-- $12 = :coachId
-- $13 = :coachId
-- $14 = true
-- $15 = :limit
-- $16 = :offset
with
  "asked" as materialized (
    select
      "user_id",
      "created_at",
      "overall_progress",
      "first_login_completed",
      (
        $1::text = ''
        or position(lower($2::text) in lower(email)) > 0
      )
      and (
        not $3::boolean
        or (
          exists (
            (
              select
                "id"
              from
                "files"
              where
                "user_id" = "profiles"."user_id"
                and "status" = $4
            )
          )
          or (
            select
              count(*)::int as "messages"
            from
              "messages" as "m"
              left join "conversation_reads" as "r" on "r"."client_id" = "m"."client_id"
              and "r"."user_id" = $5
            where
              m.sender_id is distinct from $6
              and m.created_at > coalesce(r.read_at, '-infinity')
              and "m"."client_id" = "profiles"."user_id"
          ) > 0
        )
      ) as "matches"
    from
      "profiles"
    where
      "user_id" in (
        select
          "client_id"
        from
          "accompagnateur_clients"
        where
          "accompagnateur_id" = $7
      )
  )
select
  count(*) as "total",
  count(*) filter (
    where
      "first_login_completed" = $8
  ) as "active",
  coalesce(round(avg(overall_progress)), 0) as "average_progress",
  count(*) filter (
    where
      "matches" = $9
  ) as "found",
  (
    (
      select
        coalesce(json_agg(agg), '[]')
      from
        (
          select
            "p"."user_id",
            "p"."email",
            "p"."first_name",
            "p"."last_name",
            to_char(
              "p"."created_at" at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
            ) as "created_at",
            "p"."overall_progress",
            "p"."first_login_completed",
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
                              $10
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
                    and "f"."status" <> $11
                  order by
                    "f"."created_at" desc,
                    "f"."type"
                ) as agg
            ) as "documents",
            (
              select
                count(*)::int as "messages"
              from
                "messages" as "m"
                left join "conversation_reads" as "r" on "r"."client_id" = "m"."client_id"
                and "r"."user_id" = $12
              where
                m.sender_id is distinct from $13
                and m.created_at > coalesce(r.read_at, '-infinity')
                and "m"."client_id" = "p"."user_id"
            ) as "unread_messages"
          from
            (
              select
                "user_id"
              from
                "asked"
              where
                "matches" = $14
              order by
                "created_at" desc,
                "user_id"
              limit
                $15
              offset
                $16
            ) as "a"
            inner join "profiles" as "p" on "p"."user_id" = "a"."user_id"
          order by
            "p"."created_at" desc,
            "p"."user_id"
        ) as agg
    )
  )::text as "profiles"
from
  "asked";

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
