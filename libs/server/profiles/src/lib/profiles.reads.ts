import { type AdminSort, type AdminUser, CLIENT_ROLES, DEFAULT_ROLE, type Profile, type RecruiterCandidate, type Role } from '@capsuisse/contracts';
import { ANY_CHANGE, asText, type Db, everySubject, iso, type Params, statement, type Tables, type Watch } from '@capsuisse/server-core';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import { jsonArrayFrom, jsonBuildObject } from 'kysely/helpers/postgres';

type Profiles = ExpressionBuilder<Tables & { p: Tables['profiles'] }, 'p'>;
type WithRoles = ExpressionBuilder<Tables & { p: Tables['profiles']; r: Tables['user_roles'] }, 'p' | 'r'>;

/** The role of a user over `left join user_roles r`: none recorded is `DEFAULT_ROLE`. */
const roleOfRow = (eb: WithRoles): RawBuilder<Role> => sql<Role>`coalesce(${eb.ref('r.role')}, ${sql.lit(DEFAULT_ROLE)})`;

/** Whether a user of this recorded role (null: none, `DEFAULT_ROLE`) is one of the programme's participants (`CLIENT_ROLES`). */
export const isClientRole = (role: Expression<Role | null>): RawBuilder<SqlBool> =>
  sql<SqlBool>`coalesce(${role}, ${sql.lit(DEFAULT_ROLE)}) in (${sql.join(CLIENT_ROLES.map((client) => sql.lit(client)))})`;

/** The profile `p` as the API shows it: `role` is the one the access check read, else the stored one (or `DEFAULT_ROLE`). */
function profileOf(eb: Profiles, role: Expression<Role | null>): RawBuilder<Profile> {
  return jsonBuildObject({
    user_id: eb.ref('p.user_id'),
    email: eb.ref('p.email'),
    role: sql<Role>`coalesce(${role}::text, (${eb.selectFrom('user_roles as r').select('r.role').whereRef('r.user_id', '=', 'p.user_id')}), ${sql.lit(DEFAULT_ROLE)})`,
    first_name: eb.ref('p.first_name'),
    last_name: eb.ref('p.last_name'),
    country_code: eb.ref('p.country_code'),
    phone: eb.ref('p.phone'),
    has_paid: eb.ref('p.has_paid'),
    overall_progress: eb.ref('p.overall_progress'),
    documents_state: eb.ref('p.documents_state'),
    progress_5j: eb.ref('p.progress_5j'),
    progress_10j: eb.ref('p.progress_10j'),
    risk_flag: eb.ref('p.risk_flag'),
    first_login_completed: eb.ref('p.first_login_completed'),
    date_close: iso(eb.ref('p.date_close')),
    calendly_link: eb.ref('p.calendly_link'),
    crm_contact_id: eb.ref('p.crm_contact_id'),
    created_at: iso(eb.ref('p.created_at')),
    recruiter_visible: eb.ref('p.recruiter_visible'),
    recruiter_consent_at: iso(eb.ref('p.recruiter_consent_at')),
    recruiter_withdrawn_at: iso(eb.ref('p.recruiter_withdrawn_at')),
    recruiter_approval: eb.ref('p.recruiter_approval'),
    recruiter_decided_at: iso(eb.ref('p.recruiter_decided_at')),
    deletion_requested_at: iso(eb.ref('p.deletion_requested_at')),
  });
}

/** `GET /api/me`: the profile as JSON text, sent as it comes (no row: no profile). Kept: see `OWN_PROFILE_WATCH`. */
export const OWN_PROFILE = statement((db, p: Params<{ userId: string; role: Role | null }>) =>
  db
    .selectFrom('profiles as p')
    .select((eb) => asText(profileOf(eb, p.role)).as('profile'))
    .where('p.user_id', '=', p.userId),
);

/** What ends a kept `OWN_PROFILE` (subject `profile:<user>`): any change of the profile's row, which it shows whole, or of the role. */
export const OWN_PROFILE_WATCH = [
  { table: 'profiles', events: 'update or delete', kind: 'profile', subject: 'user_id' },
  { table: 'user_roles', events: ANY_CHANGE, kind: 'profile', subject: 'user_id' },
] as const satisfies readonly Watch[];

/** Emails of a set of users. */
export const EMAILS_OF = statement((db, p: Params<{ userIds: readonly string[] }>) =>
  db
    .selectFrom('profiles')
    .select(['user_id', 'email'])
    .where((eb) => eb('user_id', '=', eb.fn.any(p.userIds))),
);

/** Where a recruiter's account stands (read at every request of theirs: a refusal counts at once). */
export const RECRUITER_APPROVAL = statement((db, p: Params<{ userId: string }>) => db.selectFrom('profiles').select('recruiter_approval').where('user_id', '=', p.userId));

/** Everyone holding a role. */
export const USERS_OF_ROLE = statement((db, p: Params<{ role: Role }>) => db.selectFrom('user_roles').select('user_id').where('role', '=', p.role).orderBy('user_id'));

/** What recruiters may see: profiles of role `client` (no other role recorded) who said yes to them. */
const visibleCandidate = (eb: Profiles): Expression<SqlBool> =>
  eb.and([
    eb.ref('p.recruiter_visible'),
    eb.not(
      eb.exists(
        eb
          .selectFrom('user_roles as r')
          .select(sql.lit(1).as('one'))
          .whereRef('r.user_id', '=', 'p.user_id')
          .where('r.role', '<>', sql.lit(DEFAULT_ROLE)),
      ),
    ),
  ]);

// The fields of `RecruiterCandidate`, named one by one: a contact field added to profiles one day does not leak.
const candidateFields = (eb: Profiles) => ['p.user_id as id', 'p.email', iso(eb.ref('p.created_at')).as('created_at'), 'p.progress_5j', 'p.progress_10j'] as const;

/**
 * The recruiters' list: counters over every candidate, one page of them (newest first; the user id breaks
 * ties, so a page boundary never shows one twice or skips one) as JSON text, and the page's ids in its order
 * (for the audit of the read), in one statement: the cost does not grow with the pages not asked for.
 */
export const CANDIDATES = statement((db, p: Params<{ offset: number; limit: number }>) =>
  db
    .with('shown', (w) => w.selectFrom('profiles as p').select(candidateFields).where(visibleCandidate).orderBy('p.created_at', 'desc').orderBy('p.user_id', 'asc').limit(p.limit).offset(p.offset))
    .selectFrom('profiles as p')
    .where(visibleCandidate)
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.countAll<string>().filterWhere('p.progress_5j', '>=', sql.lit(100)).as('training_done'),
      eb.fn.countAll<string>().filterWhere('p.progress_10j', '>=', sql.lit(100)).as('follow_up_done'),
      asText(candidatesOf(eb.selectFrom('shown').selectAll('shown').orderBy('created_at', 'desc').orderBy('id', 'asc'))).as('candidates'),
      eb.selectFrom('shown').select((s) => s.fn.coalesce(s.fn.agg<string[]>('array_agg', ['id']).orderBy('created_at', 'desc').orderBy('id', 'asc'), sql<string[]>`'{}'`).as('ids')).as('ids'),
    ]),
);

/** Candidates as recruiters see them, typed by the contract. */
function candidatesOf(rows: Expression<RecruiterCandidate>): RawBuilder<RecruiterCandidate[]> {
  return jsonArrayFrom(rows);
}

/** One candidate a recruiter may see. */
export const CANDIDATE = statement((db, p: Params<{ userId: string }>) =>
  db.selectFrom('profiles as p').select(candidateFields).where(visibleCandidate).where('p.user_id', '=', p.userId),
);

// The fields of `AdminUser`, in its order, over `profiles p left join user_roles r`.
const adminUserFields = (eb: WithRoles) =>
  [
    'p.user_id as id',
    'p.email',
    roleOfRow(eb).as('role'),
    'p.has_paid',
    'p.overall_progress',
    'p.documents_state',
    iso(eb.ref('p.created_at')).as('created_at'),
    'p.first_name',
    'p.last_name',
    iso(eb.ref('p.deletion_requested_at')).as('deletion_requested_at'),
    'p.recruiter_approval',
  ] as const;

const withRoles = (db: Db) => db.selectFrom('profiles as p').leftJoin('user_roles as r', 'r.user_id', 'p.user_id');

/** One row of the users table. */
export const ADMIN_USER = statement((db, p: Params<{ userId: string }>) => withRoles(db).select(adminUserFields).where('p.user_id', '=', p.userId));

type RoleParams = Params<{ role: Role }>;
type PageParams = Params<{ role: Role; offset: number; limit: number }>;
type SearchParams = Params<{ role: Role; pattern: string; offset: number; limit: number }>;

/** Which users a list asks for by role: any, those of `DEFAULT_ROLE` (none recorded counts as it), those of another. */
export type RoleFilter = 'any' | 'default' | 'other';

/** The role filter of a list: `role` as asked (absent: none). */
export const roleFilterOf = (role: Role | undefined): RoleFilter => (role === undefined ? 'any' : role === DEFAULT_ROLE ? 'default' : 'other');

/** The users a list asks for by role. Not `roleOfRow`: the role index serves `r.role = …`. */
const ofRole = (users: ReturnType<typeof withRoles>, p: RoleParams, role: RoleFilter) =>
  users
    .$if(role === 'default', (q) => q.where((eb) => eb.or([eb('r.role', '=', p.role), eb('r.role', 'is', null)])))
    .$if(role === 'other', (q) => q.where('r.role', '=', p.role));

/**
 * What the users' counts read (`USER_TOTAL`, `ADMIN_COUNTERS`): which users there are and their roles. A count
 * is kept by the read model until one of these statements runs (`users:all`).
 */
const USERS = { kind: 'users', subject: { every: 'all' } } as const;
export const USERS_WATCH = [
  { table: 'profiles', events: 'insert or delete', ...USERS },
  { table: 'user_roles', events: ANY_CHANGE, ...USERS },
] as const satisfies readonly Watch[];
export const USERS_SUBJECT = everySubject(USERS);

/** How many users a list of this role filter holds (kept: see `USERS_WATCH`). */
export const USER_TOTAL: Readonly<Record<RoleFilter, ReturnType<typeof userTotal>>> = { any: userTotal('any'), default: userTotal('default'), other: userTotal('other') };
function userTotal(role: RoleFilter) {
  return statement((db, p: RoleParams) => ofRole(withRoles(db), p, role).select((eb) => eb.fn.countAll<string>().as('total')));
}

// Whitelisted ORDER BY columns: the sort key never reaches SQL as text.
const SORT_COLUMNS = { email: 'p.email', role: roleOfRow, created_at: 'p.created_at' } as const satisfies Record<AdminSort, unknown>;

type Order = 'asc' | 'desc';

/** One page of `users`, sorted on the columns (their indexes), as `AdminUser[]`. */
const pageOf = (users: ReturnType<typeof withRoles>, p: PageParams, sort: AdminSort, order: Order): RawBuilder<AdminUser[]> =>
  jsonArrayFrom(users.select(adminUserFields).orderBy(SORT_COLUMNS[sort], order).orderBy('p.user_id', order).limit(p.limit).offset(p.offset));

/** A page of the users table (its count is kept apart: `USER_TOTAL`). */
const userPage = (sort: AdminSort, order: Order, role: RoleFilter) =>
  statement((db, p: PageParams) => db.selectNoFrom(asText(pageOf(ofRole(withRoles(db), p, role), p, sort, order)).as('users')));

/**
 * A page of the users whose email matches the ILIKE `pattern`, and their count: found first, once, by the
 * trigram index (materialized: left to the planner, the page walked the sort's index testing every email).
 */
const userSearch = (sort: AdminSort, order: Order, role: RoleFilter) =>
  statement((db, p: SearchParams) =>
    db
      .with(
        (w) => w('found').materialized(),
        () => ofRole(withRoles(db), p, role).select('p.user_id').where((eb) => sql<SqlBool>`${eb.ref('p.email')} ilike ${p.pattern}::text escape '\\'`),
      )
      .selectNoFrom((eb) => [
        eb.selectFrom('found').select((f) => f.fn.countAll<string>().as('n')).as('total'),
        asText(pageOf(withRoles(db).where('p.user_id', 'in', eb.selectFrom('found').select('found.user_id')), p, sort, order)).as('users'),
      ]),
  );

/**
 * axel's users table: one statement per sort, direction and kind of role filter, with a search or not, all
 * built here, so each keeps the one generic plan that uses the index its shape allows (one statement with
 * every filter optional is planned for none: a seq scan for every page); the role, pattern and page are values.
 */
function byShape<S>(make: (sort: AdminSort, order: Order, role: RoleFilter) => S): Readonly<Record<string, S>> {
  return Object.fromEntries(
    (['email', 'role', 'created_at'] as const satisfies readonly AdminSort[]).flatMap((sort) =>
      (['asc', 'desc'] as const).flatMap((order) => (['any', 'default', 'other'] as const).map((role) => [userListShape(sort, order, role), make(sort, order, role)])),
    ),
  );
}
/** The key of a users list's statements in `USER_PAGE` and `USER_SEARCH`. */
export const userListShape = (sort: AdminSort, order: Order, role: RoleFilter) => `${sort}_${order}_${role}`;

export const USER_PAGE = byShape(userPage);
export const USER_SEARCH = byShape(userSearch);

/** The dashboard's counters in one query. */
export const ADMIN_COUNTERS = statement((db) =>
  withRoles(db).select((eb) => [
    eb.fn.countAll<string>().as('users'),
    eb.fn.countAll<string>().filterWhere(roleOfRow(eb), '=', sql.lit<Role>('accompagnateur')).as('coaches'),
    eb.fn.countAll<string>().filterWhere(isClientRole(eb.ref('r.role'))).as('clients'),
    eb.fn.countAll<string>().filterWhere('r.role', '=', sql.lit<Role>('recruteur')).as('recruiters'),
  ]),
);

// The rows a change locks first, inside the caller's transaction.

/** Every axel's user id, in one order (so two changes taking them at once cannot deadlock), rows locked. */
export const AXELS_LOCKED = statement((db) => db.selectFrom('user_roles').select('user_id').where('role', '=', sql.lit<Role>('axel')).orderBy('user_id').forUpdate());

/** The user's recorded role, its row locked. */
export const ROLE_LOCKED = statement((db, p: Params<{ userId: string }>) => db.selectFrom('user_roles').select('role').where('user_id', '=', p.userId).forUpdate());

/** The profile's identifying fields (for the audit of a deletion), its row locked. */
export const PROFILE_LOCKED = statement((db, p: Params<{ userId: string }>) =>
  db.selectFrom('profiles').select(['email', 'first_name', 'last_name', 'phone']).where('user_id', '=', p.userId).forUpdate(),
);

/** The fields axel edits and whether the user paid, the profile's row locked. */
export const EDITABLE_LOCKED = statement((db, p: Params<{ userId: string }>) =>
  db.selectFrom('profiles').select(['first_name', 'last_name', 'country_code', 'phone', 'has_paid']).where('user_id', '=', p.userId).forUpdate(),
);

/** A recruiter's role and approval, the profile's row locked. */
export const APPROVAL_LOCKED = statement((db, p: Params<{ userId: string }>) =>
  db
    .selectFrom('profiles as p')
    .leftJoin('user_roles as r', 'r.user_id', 'p.user_id')
    .select(['r.role', 'p.recruiter_approval'])
    .where('p.user_id', '=', p.userId)
    .forUpdate('p'),
);
