-- Generated from libs/server/conversation/src/lib/conversation.reads.ts by `npm run sql:write`: do not edit.

-- AXELS_UNREAD
-- $1 = "accompagnateur"
-- $2 = "axel"
select
  "u"."user_id",
  case
    when "u"."role" = $1 then (
      (
        select
          count(*) as "messages"
        from
          "messages" as "m"
          left join "conversation_reads" as "r" on "r"."client_id" = "m"."client_id"
          and "r"."user_id" = "u"."user_id"
        where
          m.sender_id is distinct from "u"."user_id"
          and m.created_at > coalesce(r.read_at, '-infinity')
          and "m"."client_id" in (
            select
              "client_id"
            from
              "accompagnateur_clients"
            where
              "accompagnateur_id" = "u"."user_id"
          )
      )
    )
    when "u"."role" = $2 then (
      (
        select
          count(*) as "messages"
        from
          "messages" as "m"
          left join "conversation_reads" as "r" on "r"."client_id" = "m"."client_id"
          and "r"."user_id" = "u"."user_id"
        where
          m.sender_id is distinct from "u"."user_id"
          and m.created_at > coalesce(r.read_at, '-infinity')
          and not exists (
            select
              "a"."client_id"
            from
              "accompagnateur_clients" as "a"
            where
              "a"."client_id" = "m"."client_id"
          )
      )
    )
    else (
      (
        select
          count(*) as "messages"
        from
          "messages" as "m"
          left join "conversation_reads" as "r" on "r"."client_id" = "m"."client_id"
          and "r"."user_id" = "u"."user_id"
        where
          m.sender_id is distinct from "u"."user_id"
          and m.created_at > coalesce(r.read_at, '-infinity')
          and "m"."client_id" = "u"."user_id"
      )
    )
  end::int as "unread"
from
  "user_roles" as "u"
where
  "u"."role" = 'axel';

-- COACH_NAMES
-- $1 = ""
-- $2 = :clientId
select
  coalesce(
    (
      select
        coalesce(
          nullif(
            trim(concat_ws(' ', p.first_name, p.last_name)),
            ''
          ),
          p.email
        ) as "name"
      from
        "profiles" as "p"
      where
        "p"."user_id" = "a"."accompagnateur_id"
    ),
    $1
  ) as "name"
from
  "accompagnateur_clients" as "a"
where
  "a"."client_id" = $2
order by
  "a"."created_at",
  "a"."accompagnateur_id";

-- LATEST_FROM_STAFF
-- $1 = ""
-- $2 = :clientId
-- $3 = "client"
-- $4 = 1
select
  "m"."id",
  "m"."client_id",
  "m"."sender_id",
  "m"."sender_kind",
  coalesce(
    (
      select
        coalesce(
          nullif(
            trim(concat_ws(' ', p.first_name, p.last_name)),
            ''
          ),
          p.email
        ) as "name"
      from
        "profiles" as "p"
      where
        "p"."user_id" = "m"."sender_id"
    ),
    $1
  ) as "sender_name",
  "m"."body",
  case
    when m.attachment_key is null then null
    else json_build_object(
      'name',
      m.attachment_name,
      'mime_type',
      m.attachment_mime,
      'size',
      m.attachment_size
    )
  end as "attachment",
  to_char(
    "m"."created_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "created_at"
from
  "messages" as "m"
where
  "m"."client_id" = $2
  and "m"."sender_kind" <> $3
order by
  "m"."created_at" desc,
  "m"."id" desc
limit
  $4;

-- MESSAGE_AT
-- $1 = :clientId
-- $2 = :id
select
  "id",
  "created_at"::text as "created_at"
from
  "messages"
where
  "client_id" = $1
  and "id" = $2;

-- MESSAGE_AUDIENCE
-- $1 = :senderId
-- $2 = ""
-- $3 = :clientId
-- $4 = :clientId
-- $5 = :clientId
select
  "people"."user_id",
  "people"."role",
  coalesce(
    (
      select
        coalesce(
          nullif(
            trim(concat_ws(' ', p.first_name, p.last_name)),
            ''
          ),
          p.email
        ) as "name"
      from
        "profiles" as "p"
      where
        "p"."user_id" = $1
    ),
    $2
  ) as "sender_name"
from
  (
    select
      "c"."user_id",
      coalesce(
        (
          select
            "r"."role"
          from
            "user_roles" as "r"
          where
            "r"."user_id" = "c"."user_id"
        ),
        'client'
      ) as "role"
    from
      "profiles" as "c"
    where
      "c"."user_id" = $3
    union
    select
      "u"."user_id",
      "u"."role"
    from
      "accompagnateur_clients" as "a"
      inner join "user_roles" as "u" on "u"."user_id" = "a"."accompagnateur_id"
    where
      "a"."client_id" = $4
    union
    select
      "u"."user_id",
      "u"."role"
    from
      "user_roles" as "u"
    where
      "u"."role" = 'axel'
      and not exists (
        select
          "a"."client_id"
        from
          "accompagnateur_clients" as "a"
        where
          "a"."client_id" = $5
      )
  ) as "people";

-- THREAD_PAGE
-- $1 = ""
-- $2 = :clientId
-- $3 = :beforeAt
-- $4 = :beforeAt
-- $5 = :beforeId
-- $6 = :limit
select
  "m"."id",
  "m"."client_id",
  "m"."sender_id",
  "m"."sender_kind",
  coalesce(
    (
      select
        coalesce(
          nullif(
            trim(concat_ws(' ', p.first_name, p.last_name)),
            ''
          ),
          p.email
        ) as "name"
      from
        "profiles" as "p"
      where
        "p"."user_id" = "m"."sender_id"
    ),
    $1
  ) as "sender_name",
  "m"."body",
  case
    when m.attachment_key is null then null
    else json_build_object(
      'name',
      m.attachment_name,
      'mime_type',
      m.attachment_mime,
      'size',
      m.attachment_size
    )
  end as "attachment",
  to_char(
    "m"."created_at" at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "created_at"
from
  "messages" as "m"
where
  "m"."client_id" = $2
  and (
    $3::timestamptz is null
    or (m.created_at, m.id) < ($4::timestamptz, $5::uuid)
  )
order by
  "m"."created_at" desc,
  "m"."id" desc
limit
  $6;

-- THREAD_PEOPLE
-- $1 = :clientId
-- $2 = :clientId
-- $3 = :clientId
select
  "c"."user_id",
  coalesce(
    (
      select
        "r"."role"
      from
        "user_roles" as "r"
      where
        "r"."user_id" = "c"."user_id"
    ),
    'client'
  ) as "role"
from
  "profiles" as "c"
where
  "c"."user_id" = $1
union
select
  "u"."user_id",
  "u"."role"
from
  "accompagnateur_clients" as "a"
  inner join "user_roles" as "u" on "u"."user_id" = "a"."accompagnateur_id"
where
  "a"."client_id" = $2
union
select
  "u"."user_id",
  "u"."role"
from
  "user_roles" as "u"
where
  "u"."role" = 'axel'
  and not exists (
    select
      "a"."client_id"
    from
      "accompagnateur_clients" as "a"
    where
      "a"."client_id" = $3
  );

-- THREAD_READS
-- $1 = :clientId
-- $2 = :clientId
-- $3 = :clientId
select
  to_char(
    max(
      case
        when user_id = $1 then read_at
      end
    ) at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "client",
  to_char(
    max(
      case
        when user_id <> $2 then read_at
      end
    ) at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "staff"
from
  "conversation_reads"
where
  "client_id" = $3;

-- THREAD_STATE
-- $1 = :clientId
-- $2 = :clientId
-- $3 = :clientId
-- $4 = :senderId
-- $5 = "accompagnateur"
-- $6 = "axel"
-- $7 = :clientId
-- $8 = :clientId
-- $9 = :clientId
-- $10 = :clientId
with
  "people" as (
    select
      "c"."user_id",
      coalesce(
        (
          select
            "r"."role"
          from
            "user_roles" as "r"
          where
            "r"."user_id" = "c"."user_id"
        ),
        'client'
      ) as "role"
    from
      "profiles" as "c"
    where
      "c"."user_id" = $1
    union
    select
      "u"."user_id",
      "u"."role"
    from
      "accompagnateur_clients" as "a"
      inner join "user_roles" as "u" on "u"."user_id" = "a"."accompagnateur_id"
    where
      "a"."client_id" = $2
    union
    select
      "u"."user_id",
      "u"."role"
    from
      "user_roles" as "u"
    where
      "u"."role" = 'axel'
      and not exists (
        select
          "a"."client_id"
        from
          "accompagnateur_clients" as "a"
        where
          "a"."client_id" = $3
      )
    union
    select
      "s"."user_id",
      coalesce(
        (
          select
            "r"."role"
          from
            "user_roles" as "r"
          where
            "r"."user_id" = "s"."user_id"
        ),
        'client'
      ) as "role"
    from
      "profiles" as "s"
    where
      "s"."user_id" = $4
  )
select
  "people"."user_id",
  "people"."role",
  case
    when "people"."role" = $5 then (
      (
        select
          count(*) as "messages"
        from
          "messages" as "m"
          left join "conversation_reads" as "r" on "r"."client_id" = "m"."client_id"
          and "r"."user_id" = "people"."user_id"
        where
          m.sender_id is distinct from "people"."user_id"
          and m.created_at > coalesce(r.read_at, '-infinity')
          and "m"."client_id" in (
            select
              "client_id"
            from
              "accompagnateur_clients"
            where
              "accompagnateur_id" = "people"."user_id"
          )
      )
    )
    when "people"."role" = $6 then (
      (
        select
          count(*) as "messages"
        from
          "messages" as "m"
          left join "conversation_reads" as "r" on "r"."client_id" = "m"."client_id"
          and "r"."user_id" = "people"."user_id"
        where
          m.sender_id is distinct from "people"."user_id"
          and m.created_at > coalesce(r.read_at, '-infinity')
          and not exists (
            select
              "a"."client_id"
            from
              "accompagnateur_clients" as "a"
            where
              "a"."client_id" = "m"."client_id"
          )
      )
    )
    else (
      (
        select
          count(*) as "messages"
        from
          "messages" as "m"
          left join "conversation_reads" as "r" on "r"."client_id" = "m"."client_id"
          and "r"."user_id" = "people"."user_id"
        where
          m.sender_id is distinct from "people"."user_id"
          and m.created_at > coalesce(r.read_at, '-infinity')
          and "m"."client_id" = "people"."user_id"
      )
    )
  end::int as "unread",
  to_char(
    (
      select
        max(read_at) as "at"
      from
        "conversation_reads"
      where
        "client_id" = $7
        and "user_id" = $8
    ) at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "read_client",
  to_char(
    (
      select
        max(read_at) as "at"
      from
        "conversation_reads"
      where
        "client_id" = $9
        and "user_id" <> $10
    ) at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "read_staff"
from
  "people";

-- UNREAD_IN_THREAD
-- $1 = :readerId
-- $2 = :readerId
-- $3 = :clientId
select
  count(*) as "messages"
from
  "messages" as "m"
  left join "conversation_reads" as "r" on "r"."client_id" = "m"."client_id"
  and "r"."user_id" = $1
where
  m.sender_id is distinct from $2
  and m.created_at > coalesce(r.read_at, '-infinity')
  and "m"."client_id" = $3;

-- UNREAD_OF_READER
-- $1 = :role
-- $2 = "accompagnateur"
-- $3 = :readerId
-- $4 = :readerId
-- $5 = :readerId
-- $6 = :role
-- $7 = "axel"
-- $8 = :readerId
-- $9 = :readerId
-- $10 = :readerId
-- $11 = :readerId
-- $12 = :readerId
select
  case
    when $1 = $2 then (
      (
        select
          count(*) as "messages"
        from
          "messages" as "m"
          left join "conversation_reads" as "r" on "r"."client_id" = "m"."client_id"
          and "r"."user_id" = $3
        where
          m.sender_id is distinct from $4
          and m.created_at > coalesce(r.read_at, '-infinity')
          and "m"."client_id" in (
            select
              "client_id"
            from
              "accompagnateur_clients"
            where
              "accompagnateur_id" = $5
          )
      )
    )
    when $6 = $7 then (
      (
        select
          count(*) as "messages"
        from
          "messages" as "m"
          left join "conversation_reads" as "r" on "r"."client_id" = "m"."client_id"
          and "r"."user_id" = $8
        where
          m.sender_id is distinct from $9
          and m.created_at > coalesce(r.read_at, '-infinity')
          and not exists (
            select
              "a"."client_id"
            from
              "accompagnateur_clients" as "a"
            where
              "a"."client_id" = "m"."client_id"
          )
      )
    )
    else (
      (
        select
          count(*) as "messages"
        from
          "messages" as "m"
          left join "conversation_reads" as "r" on "r"."client_id" = "m"."client_id"
          and "r"."user_id" = $10
        where
          m.sender_id is distinct from $11
          and m.created_at > coalesce(r.read_at, '-infinity')
          and "m"."client_id" = $12
      )
    )
  end::int as "messages";
