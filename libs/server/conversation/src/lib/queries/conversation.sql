-- Generated from libs/server/conversation/src/lib/conversation.reads.ts by `npm run sql:write`: do not edit.

-- AXELS_UNREAD
select
  "u"."user_id",
  (
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
  )::int as "unread"
from
  "user_roles" as "u"
where
  "u"."role" = 'axel';

-- CLIENTS_OF_COACHES
-- $1 = :coachIds
select
  "accompagnateur_id",
  "client_id"
from
  "accompagnateur_clients"
where
  "accompagnateur_id" = any ($1);

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

-- NAMES_OF
-- $1 = :userIds
select
  "p"."user_id",
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
  "p"."user_id" = any ($1);

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
-- $1 = :clientIds
select
  "client_id",
  to_char(
    max(
      case
        when user_id = client_id then read_at
      end
    ) at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "client",
  to_char(
    max(
      case
        when user_id <> client_id then read_at
      end
    ) at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
  ) as "staff"
from
  "conversation_reads"
where
  "client_id" = any ($1)
group by
  "client_id";

-- THREADS_AUDIENCE
-- $1 = :clientIds
select
  "thread"."user_id" as "client_id",
  "people"."user_id",
  "people"."role"
from
  "profiles" as "thread"
  inner join lateral (
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
      "c"."user_id" = "thread"."user_id"
    union
    select
      "u"."user_id",
      "u"."role"
    from
      "accompagnateur_clients" as "a"
      inner join "user_roles" as "u" on "u"."user_id" = "a"."accompagnateur_id"
    where
      "a"."client_id" = "thread"."user_id"
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
          "a"."client_id" = "thread"."user_id"
      )
  ) as "people" on true
where
  "thread"."user_id" = any ($1);

-- UNREAD_IN_THREAD
-- $1 = :clientId
-- $2 = :clientId
-- $3 = :readerId
-- $4 = :readerId
select
  (
    select
      count(*)::int as "messages"
    from
      "messages" as "m"
    where
      "m"."client_id" = $1
      and "m"."created_at" > coalesce(
        (
          select
            "r"."read_at"
          from
            "conversation_reads" as "r"
          where
            "r"."client_id" = $2
            and "r"."user_id" = $3
        ),
        '-infinity'
      )
      and m.sender_id is distinct from $4
  ) as "messages";

-- UNREAD_PAIRS
-- $1 = :readerIds
-- $2 = :clientIds
select
  "pair"."reader_id",
  "pair"."client_id",
  (
    select
      count(*)::int as "messages"
    from
      "messages" as "m"
    where
      "m"."client_id" = "pair"."client_id"
      and "m"."created_at" > coalesce(
        (
          select
            "r"."read_at"
          from
            "conversation_reads" as "r"
          where
            "r"."client_id" = "pair"."client_id"
            and "r"."user_id" = "pair"."reader_id"
        ),
        '-infinity'
      )
      and m.sender_id is distinct from "pair"."reader_id"
  ) as "messages"
from
  unnest($1::uuid[], $2::uuid[]) as pair (reader_id, client_id);

-- WRITE_MESSAGES
-- $1 = :ids
-- $2 = :clientIds
-- $3 = :senderIds
-- $4 = :senderKinds
-- $5 = :bodies
-- $6 = :attachmentKeys
-- $7 = :attachmentNames
-- $8 = :attachmentMimes
-- $9 = :attachmentSizes
-- $10 = :createdAt
-- $11 = :readClientIds
-- $12 = :readUserIds
-- $13 = :readAt
with
  "written" as (
    insert into
      "messages" (
        "id",
        "client_id",
        "sender_id",
        "sender_kind",
        "body",
        "attachment_key",
        "attachment_name",
        "attachment_mime",
        "attachment_size",
        "created_at"
      )
    select
      *
    from
      unnest(
        $1::uuid[],
        $2::uuid[],
        $3::uuid[],
        $4::text[],
        $5::text[],
        $6::text[],
        $7::text[],
        $8::text[],
        $9::int[],
        $10::timestamptz[]
      ) as m (
        id,
        client_id,
        sender_id,
        sender_kind,
        body,
        attachment_key,
        attachment_name,
        attachment_mime,
        attachment_size,
        created_at
      )
  )
insert into
  "conversation_reads" ("client_id", "user_id", "read_at")
select
  *
from
  unnest($11::uuid[], $12::uuid[], $13::timestamptz[]) as r (client_id, user_id, read_at)
on conflict ("client_id", "user_id") do update
set
  "read_at" = "excluded"."read_at";
