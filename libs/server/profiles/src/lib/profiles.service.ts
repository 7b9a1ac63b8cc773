import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { AccessCache, type Caller, Clock, Errors, isoSql, JsonText, jsonArraySql, type PersonalData, queryRows, readRows, type Subquery } from '@capsuisse/server-core';
import {
  ADMIN_ERRORS,
  type AdminCounters,
  type AdminSort,
  type AdminUser,
  type API,
  CLIENT_ROLES,
  type DataRights,
  type DocumentsState,
  DEFAULT_ROLE,
  type InputOf,
  PRIVACY_MESSAGES,
  type Profile,
  type ProfileUpdate,
  type RecruiterApproval,
  type RecruiterCandidate,
  type RecruiterDecision,
  type Role,
} from '@capsuisse/contracts';
import { ProfileEntity } from './profile.entity';
import { UserRole } from './user-role.entity';
import { overallProgress, type ProgressPart } from './progress';

export interface NewProfile {
  userId: string;
  email: string;
  role: Role;
  firstName?: string | null;
  lastName?: string | null;
  countryCode?: string | null;
  phone?: string | null;
  hasPaid?: boolean;
  /** A recruiter made by axel (`by`: axel's id) or by the demo seed (null) is approved; without it, a recruiter waits for axel. */
  approval?: { by: string | null };
}

/**
 * One page of profile summaries (those a search found), with counters over every profile asked about. The
 * page is a JSON array the database composed, each summary with `user_id`, `email`, `first_name`,
 * `last_name`, `created_at`, `overall_progress`, `first_login_completed`, and the fields the caller attached.
 */
export interface SummaryPage {
  total: number;
  active: number;
  averageProgress: number;
  /** How many the search found (all of them without one). */
  found: number;
  profiles: JsonText<object[]>;
}

/** Role-`client` profiles: counters over all of them, and one page of them as JSON (`RecruiterCandidate[]`), newest first. */
export interface CandidateListing {
  total: number;
  trainingDone: number;
  followUpDone: number;
  candidates: JsonText<RecruiterCandidate[]>;
  /** The ids on the page, in its order (for the audit of the read). */
  ids: string[];
}

/** The users table's query (axel): every part applied in SQL. */
export interface UserListQuery {
  sort: AdminSort;
  order: 'asc' | 'desc';
  role?: Role;
  search?: string;
  offset: number;
  limit: number;
}

/** The editable fields, as axel's audit records them. */
export interface EditableFields {
  first_name: string | null;
  last_name: string | null;
  country_code: string | null;
  phone: string | null;
}

// Whitelisted ORDER BY columns: the sort key never reaches SQL as text.
const SORT_COLUMNS: Record<AdminSort, string> = { email: 'p.email', role: 'role', created_at: 'p.created_at' };
/** `%`, `_` and the escape character itself are matched literally by ILIKE. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The role of a user over `left join user_roles r`: none recorded is `DEFAULT_ROLE`. */
export const ROLE_SQL = `coalesce(r.role, '${DEFAULT_ROLE}')`;
/** Whether that user is one of the programme's participants (`CLIENT_ROLES`). */
export const CLIENTS_SQL = `${ROLE_SQL} in (${CLIENT_ROLES.map((role) => `'${role}'`).join(', ')})`;

// The fields of `AdminUser`, in its order, over `profiles p left join user_roles r`.
const ADMIN_USER_FIELDS = `p.user_id as id, p.email, ${ROLE_SQL} as role, p.has_paid, p.overall_progress, p.documents_state, ${isoSql('p.created_at')} as created_at,
  p.first_name, p.last_name, ${isoSql('p.deletion_requested_at')} as deletion_requested_at, p.recruiter_approval`;

/** Sets one part of a profile's progress and the overall figure from the parts; returns the overall. */
function withProgressPart(profile: ProfileEntity, part: ProgressPart, percent: number): number {
  // Training and follow-up are whole percentages on the profile (spec §3 progress_5j, progress_10j).
  if (part === 'documents') profile.documentsProgress = percent;
  else if (part === 'milestones') profile.milestonesProgress = percent;
  else if (part === 'training') profile.progress5j = Math.round(percent);
  else profile.progress10j = Math.round(percent);
  profile.overallProgress = overallProgress({
    documents: profile.documentsProgress,
    training: profile.progress5j,
    followUp: profile.progress10j,
    milestones: profile.milestonesProgress,
  });
  return profile.overallProgress;
}

@Injectable()
export class ProfilesService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly accessCache: AccessCache,
  ) {}

  /** Adds profile and role to `em` (the caller's transaction): a role is written only with its account. */
  create(em: EntityManager, p: NewProfile): void {
    em.create(ProfileEntity, {
      userId: p.userId,
      email: p.email,
      firstName: p.firstName ?? null,
      lastName: p.lastName ?? null,
      countryCode: p.countryCode ?? null,
      phone: p.phone ?? null,
      hasPaid: p.hasPaid ?? false,
      createdAt: this.clock.now(),
      ...(p.role === 'recruteur' &&
        (p.approval ? { recruiterApproval: 'approved', recruiterDecidedBy: p.approval.by, recruiterDecidedAt: this.clock.now() } : { recruiterApproval: 'pending' })),
    });
    em.create(UserRole, { userId: p.userId, role: p.role });
  }

  /** A person signed in themselves once: the coach counts them as an active client (spec). */
  async markFirstLogin(userId: string): Promise<void> {
    await this.em.nativeUpdate(ProfileEntity, { userId, firstLoginCompleted: false }, { firstLoginCompleted: true });
  }

  /** The user's role (`DEFAULT_ROLE` when none is recorded). `em`: the caller's transaction, when inside one. */
  async roleOf(userId: string, em: EntityManager = this.em): Promise<Role> {
    const row = await em.findOne(UserRole, { userId });
    return row?.role ?? DEFAULT_ROLE;
  }

  /** Whether the user has a profile, i.e. is an account at all. */
  async exists(userId: string, em: EntityManager = this.em): Promise<boolean> {
    return (await em.findOne(ProfileEntity, { userId }, { fields: ['userId'] })) !== null;
  }

  /** What the access check needs of a user, in one statement: the role (`DEFAULT_ROLE` when none) and whether they paid. */
  async roleAndPayment(userId: string): Promise<{ role: Role; hasPaid: boolean }> {
    const [row] = await queryRows<{ role: Role | null; has_paid: boolean | null }>(
      this.em,
      `select (select role from user_roles where user_id = ?) as role, (select has_paid from profiles where user_id = ?) as has_paid`,
      [userId, userId],
    );
    return { role: row?.role ?? DEFAULT_ROLE, hasPaid: row?.has_paid ?? false };
  }

  async hasPaid(userId: string): Promise<boolean> {
    const profile = await this.em.findOne(ProfileEntity, { userId }, { fields: ['hasPaid'] });
    return profile?.hasPaid ?? false;
  }

  /** A settled payment opens the client features: inside the caller's transaction, the profile row locked. */
  async markPaid(em: EntityManager, userId: string): Promise<void> {
    const profile = await em.findOneOrFail(ProfileEntity, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    profile.hasPaid = true;
    await this.accessCache.changed(em, userId);
  }

  /**
   * Stores one quarter of the client's progress (a percentage, from the domain that owns it) and the
   * overall progress it makes with the others, inside the caller's transaction. Returns the overall.
   */
  async setProgressPart(em: EntityManager, userId: string, part: ProgressPart, percent: number): Promise<number> {
    return withProgressPart(await em.findOneOrFail(ProfileEntity, { userId }), part, percent);
  }

  /** The documents' quarter and their state as a whole, written together by the documents module. */
  async setDocuments(em: EntityManager, userId: string, percent: number, state: DocumentsState): Promise<void> {
    const profile = await em.findOneOrFail(ProfileEntity, { userId });
    profile.documentsState = state;
    withProgressPart(profile, 'documents', percent);
  }

  /** The same for many users in one read (a change of the programme's content moves everyone's share). */
  async setProgressParts(em: EntityManager, part: ProgressPart, percents: ReadonlyMap<string, number>): Promise<void> {
    if (!percents.size) return;
    const profiles = await em.find(ProfileEntity, { userId: { $in: [...percents.keys()] } });
    for (const profile of profiles) withProgressPart(profile, part, percents.get(profile.userId) ?? 0);
  }

  async emailOf(userId: string): Promise<string> {
    return (await this.em.findOneOrFail(ProfileEntity, { userId }, { fields: ['email'] })).email;
  }

  /** Emails of a set of users in one query; users without a profile are absent from the map. */
  async emailsOf(userIds: readonly string[]): Promise<Map<string, string>> {
    if (!userIds.length) return new Map();
    const profiles = await readRows(this.em, ProfileEntity, ['userId', 'email'], 'where user_id = any(?)', [userIds]);
    return new Map(profiles.map((p) => [p.userId, p.email]));
  }

  /** Emails of everyone holding `role` (e.g. axel, told of an expired deadline). */
  async emailsOfRole(role: Role): Promise<string[]> {
    const holders = await this.em.find(UserRole, { role });
    return [...(await this.emailsOf(holders.map((h) => h.userId))).values()];
  }

  /**
   * One page of the profiles a subquery selects (another domain's): those whose email holds `search` (any
   * case, taken literally), newest first (the user id breaks ties, so pages neither repeat nor skip one), and
   * counters over all of them. One statement reads them once for both: one page of rows whatever the number.
   * `attach` adds fields to each summary: SQL of the profile's user id column, without parameters.
   * The coach's page is kept until a profile field it reads changes (trigger `profiles_coach_pages`,
   * migration `coach_page_versions`): a field read here for the first time must be named there too, in a new migration.
   */
  async summaryPage(ids: Subquery, search: string, offset: number, limit: number, attach: Record<string, (userIdColumn: string) => string>): Promise<SummaryPage> {
    const attached = Object.entries(attach).map(([field, sql]) => `, ${sql('p.user_id')} as ${field}`).join('');
    // A page past the end still brings the counters. Without a search, no email is lowered (a tenth of the
    // statement's time for 200 clients). The set kept for both holds only what counting and paging read; the
    // page's rows are read again by id and only they are composed.
    const [row] = await queryRows<{ total: string; active: string; average_progress: string; found: string; profiles: string }>(
      this.em,
      `with asked as materialized (
        select user_id, created_at, overall_progress, first_login_completed,
          (?::text = '' or position(lower(?::text) in lower(email)) > 0) as matches
        from profiles where user_id in (${ids.sql})
      )
      select count(*) as total, count(*) filter (where first_login_completed) as active, coalesce(round(avg(overall_progress)), 0) as average_progress,
        count(*) filter (where matches) as found, ${jsonArraySql(
          `select p.user_id, p.email, p.first_name, p.last_name, ${isoSql('p.created_at')} as created_at, p.overall_progress, p.first_login_completed${attached}
          from (select user_id from asked where matches order by created_at desc, user_id asc limit ? offset ?) a join profiles p on p.user_id = a.user_id`,
          'created_at desc, user_id asc',
        )}::text as profiles
      from asked`,
      [search, search, ...ids.params, limit, offset],
    );
    return { total: Number(row.total), active: Number(row.active), averageProgress: Number(row.average_progress), found: Number(row.found), profiles: new JsonText(row.profiles) };
  }

  /**
   * Profiles of role `client` (no role row counts as `client`; `client_se_loger` is not one): counted and
   * paged in one statement, so the cost does not grow with the pages not asked for; the page as JSON the
   * database composed (see `JsonText`). Only the fields a recruiter may see.
   */
  async candidates(offset: number, limit: number): Promise<CandidateListing> {
    // The user id breaks ties, so a page boundary never shows a candidate twice or skips one (the ISO text sorts as the time).
    const [row] = await queryRows<{ total: string; training_done: string; follow_up_done: string; candidates: string; ids: string }>(
      this.em,
      `with shown as (select ${CANDIDATE_FIELDS} ${VISIBLE_CANDIDATES} order by p.created_at desc, p.user_id asc limit ? offset ?)
      select count(*) as total, count(*) filter (where p.progress_5j >= 100) as training_done, count(*) filter (where p.progress_10j >= 100) as follow_up_done,
        ${jsonArraySql(`select * from shown`, 'created_at desc, id asc')}::text as candidates,
        (select coalesce(json_agg(id order by created_at desc, id asc), '[]') from shown)::text as ids
      ${VISIBLE_CANDIDATES}`,
      [limit, offset],
    );
    return {
      total: Number(row.total),
      trainingDone: Number(row.training_done),
      followUpDone: Number(row.follow_up_done),
      candidates: new JsonText(row.candidates),
      ids: JSON.parse(row.ids) as string[],
    };
  }

  /** Where a recruiter account stands (null: not a recruiter's profile, or none). */
  async recruiterApproval(userId: string): Promise<RecruiterApproval | null> {
    return (await this.em.findOne(ProfileEntity, { userId }, { fields: ['recruiterApproval'] }))?.recruiterApproval ?? null;
  }

  /**
   * axel approves or refuses a recruiter account, inside the caller's transaction (the row locked); returns the
   * state it replaces. 404 for no such user, 409 for an account that is not a recruiter's.
   */
  async decideRecruiter(em: EntityManager, userId: string, decision: RecruiterDecision, actorId: string): Promise<RecruiterApproval | null> {
    const [row] = await em.execute<{ role: Role | null; recruiter_approval: RecruiterApproval | null }[]>(
      `select r.role, p.recruiter_approval from profiles p left join user_roles r on r.user_id = p.user_id where p.user_id = ? for update of p`,
      [userId],
    );
    if (!row) throw Errors.notFound(ADMIN_ERRORS.userNotFound);
    if (row.role !== 'recruteur') throw Errors.conflict(ADMIN_ERRORS.notRecruiter);
    await em.execute(`update profiles set recruiter_approval = ?, recruiter_decided_by = ?, recruiter_decided_at = ? where user_id = ?`, [decision, actorId, this.clock.now(), userId]);
    return row.recruiter_approval;
  }

  /** One candidate a recruiter may see (role `client`, consenting), or null. */
  async candidate(userId: string): Promise<RecruiterCandidate | null> {
    const [row] = await queryRows<RecruiterCandidate>(this.em, `select ${CANDIDATE_FIELDS} ${VISIBLE_CANDIDATES} and p.user_id = ?`, [userId]);
    return row ?? null;
  }

  /**
   * axel's users table: sort, role filter, literal email substring and page, all in one statement; the page
   * as JSON the database composed (`AdminUser[]`, see `JsonText`).
   */
  async list(q: UserListQuery): Promise<{ users: JsonText<AdminUser[]>; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.role) {
      // Not ROLE_SQL: the role index serves `r.role = ?`.
      where.push(q.role === DEFAULT_ROLE ? `(r.role = ? or r.role is null)` : `r.role = ?`);
      params.push(q.role);
    }
    if (q.search) {
      where.push(`p.email ilike ? escape '\\'`);
      params.push(`%${escapeLike(q.search)}%`);
    }
    const from = `from profiles p left join user_roles r on r.user_id = p.user_id${where.length ? ` where ${where.join(' and ')}` : ''}`;
    const direction = q.order === 'asc' ? 'asc' : 'desc';
    // The page is chosen on the columns (their indexes), then its JSON ordered again on the same fields: each
    // sort key is also the name of an `AdminUser` field, and the ISO text sorts as the time.
    const [row] = await queryRows<{ total: string; users: string }>(
      this.em,
      `select (select count(*) ${from}) as total,
        ${jsonArraySql(`select ${ADMIN_USER_FIELDS} ${from} order by ${SORT_COLUMNS[q.sort]} ${direction}, p.user_id ${direction} limit ? offset ?`, `${q.sort} ${direction}, id ${direction}`)}::text as users`,
      [...params, ...params, q.limit, q.offset],
    );
    return { users: new JsonText(row.users), total: Number(row.total) };
  }

  /** One row of the users table (after a change). */
  async adminUser(userId: string): Promise<AdminUser> {
    const [row] = await queryRows<AdminUser>(this.em, `select ${ADMIN_USER_FIELDS} from profiles p left join user_roles r on r.user_id = p.user_id where p.user_id = ?`, [userId]);
    if (!row) throw Errors.notFound(ADMIN_ERRORS.userNotFound);
    return row;
  }

  /** The dashboard's counters in one query. */
  async counters(): Promise<AdminCounters> {
    const [row] = await this.em.fork().execute<Record<keyof AdminCounters, string | number>[]>(`
      select count(*) as users,
        count(*) filter (where ${ROLE_SQL} = 'accompagnateur') as coaches,
        count(*) filter (where ${CLIENTS_SQL}) as clients,
        count(*) filter (where r.role = 'recruteur') as recruiters
      from profiles p left join user_roles r on r.user_id = p.user_id`);
    return { users: Number(row.users), coaches: Number(row.coaches), clients: Number(row.clients), recruiters: Number(row.recruiters) };
  }

  /**
   * The user's role, its row locked, inside the caller's transaction, for a change that takes it from them
   * (`leaving`: a demotion, a deletion). Every axel row is locked first, in one order, so two such changes at
   * once cannot both see another axel left, nor deadlock: taking the role from the last axel is a 409 (`refusal`).
   */
  private async lockedRole(em: EntityManager, userId: string, leaving: boolean, refusal: string): Promise<Role> {
    const axels = (await em.execute<{ user_id: string }[]>(`select user_id from user_roles where role = 'axel' order by user_id for update`)).map((r) => r.user_id);
    const [current] = await em.execute<{ role: Role }[]>(`select role from user_roles where user_id = ? for update`, [userId]);
    const role = current?.role ?? DEFAULT_ROLE;
    if (leaving && role === 'axel' && axels.every((id) => id === userId)) throw Errors.conflict(refusal);
    return role;
  }

  /** Changes a user's role inside the caller's transaction and returns the one it replaces; the last axel keeps the role (409). */
  async setRole(em: EntityManager, userId: string, role: Role, actorId: string): Promise<Role> {
    const before = await this.lockedRole(em, userId, role !== 'axel', ADMIN_ERRORS.lastAxel);
    const [profile] = await em.execute<{ user_id: string }[]>(`select user_id from profiles where user_id = ? for update`, [userId]);
    if (!profile) throw Errors.notFound(ADMIN_ERRORS.userNotFound);
    await em.execute(`insert into user_roles (user_id, role) values (?, ?) on conflict (user_id) do update set role = excluded.role`, [userId, role]);
    // axel making someone a recruiter approves them; leaving the role leaves no approval behind.
    if (role === 'recruteur' && before !== 'recruteur') {
      await em.execute(`update profiles set recruiter_approval = 'approved', recruiter_decided_by = ?, recruiter_decided_at = ? where user_id = ?`, [actorId, this.clock.now(), userId]);
    } else if (role !== 'recruteur' && before === 'recruteur') {
      await em.execute(`update profiles set recruiter_approval = null, recruiter_decided_by = null, recruiter_decided_at = null where user_id = ?`, [userId]);
    }
    await this.accessCache.changed(em, userId);
    return before;
  }

  /**
   * Removes the user's profile and role inside the caller's transaction (account deletion) and returns what
   * they were (with the names and phone that identify them), for the audit; the last axel stays (409).
   */
  async forgetUser(em: EntityManager, userId: string): Promise<{ email: string; role: Role; words: (string | null)[] }> {
    const role = await this.lockedRole(em, userId, true, ADMIN_ERRORS.lastAxelDelete);
    const [profile] = await em.execute<{ email: string; first_name: string | null; last_name: string | null; phone: string | null }[]>(
      `select email, first_name, last_name, phone from profiles where user_id = ? for update`,
      [userId],
    );
    if (!profile) throw Errors.notFound(ADMIN_ERRORS.userNotFound);
    await em.execute(`delete from user_roles where user_id = ?`, [userId]);
    await em.execute(`delete from profiles where user_id = ?`, [userId]);
    // Who approved a recruiter is kept in the audit log (under the pseudonym); the profile forgets it.
    await em.execute(`update profiles set recruiter_decided_by = null where recruiter_decided_by = ?`, [userId]);
    await this.accessCache.changed(em, userId);
    return { email: profile.email, role, words: [profile.first_name, profile.last_name, profile.phone] };
  }

  /** Opens or blocks the client features inside the caller's transaction; returns the previous value. */
  async setPaid(em: EntityManager, userId: string, hasPaid: boolean): Promise<boolean> {
    const [row] = await em.execute<{ has_paid: boolean }[]>(`select has_paid from profiles where user_id = ? for update`, [userId]);
    if (!row) throw Errors.notFound(ADMIN_ERRORS.userNotFound);
    await em.execute(`update profiles set has_paid = ? where user_id = ?`, [hasPaid, userId]);
    await this.accessCache.changed(em, userId);
    return row.has_paid;
  }

  /** axel's edit of a profile inside the caller's transaction (empty → null, by the schema); returns both states. */
  async updateIn(em: EntityManager, userId: string, changes: ProfileUpdate): Promise<{ before: EditableFields; after: EditableFields }> {
    const [row] = await em.execute<EditableFields[]>(`select first_name, last_name, country_code, phone from profiles where user_id = ? for update`, [userId]);
    if (!row) throw Errors.notFound(ADMIN_ERRORS.userNotFound);
    const before: EditableFields = { first_name: row.first_name, last_name: row.last_name, country_code: row.country_code, phone: row.phone };
    const after: EditableFields = { ...before };
    for (const key of Object.keys(before) as (keyof EditableFields)[]) if (changes[key] !== undefined) after[key] = changes[key] ?? null;
    await em.execute(`update profiles set first_name = ?, last_name = ?, country_code = ?, phone = ? where user_id = ?`, [after.first_name, after.last_name, after.country_code, after.phone, userId]);
    return { before, after };
  }

  /** Data export: the profile as the user's own `GET /api/me` shows it. */
  async exportUser(userId: string): Promise<PersonalData> {
    return { name: 'profil', records: await this.get(userId) };
  }

  async dataRights(userId: string, em: EntityManager = this.em): Promise<DataRights> {
    return toDataRights(await em.findOneOrFail(ProfileEntity, { userId }));
  }

  /**
   * The client's consent to recruiters, in the caller's transaction beside its audit entry: giving it dates the
   * consent, withdrawing it dates the withdrawal; saying again what stands changes no date.
   */
  async setRecruiterVisible(em: EntityManager, userId: string, visible: boolean): Promise<DataRights> {
    const now = this.clock.now();
    await em.nativeUpdate(ProfileEntity, { userId, recruiterVisible: !visible }, visible ? { recruiterVisible: true, recruiterConsentAt: now } : { recruiterVisible: false, recruiterWithdrawnAt: now });
    return this.dataRights(userId, em);
  }

  /** The demo job seeker has said yes to recruiters once (the demo recruiter sees it); a later "no" of its own stands. */
  async consentOnce(userId: string): Promise<void> {
    await this.em.fork().nativeUpdate(ProfileEntity, { userId, recruiterConsentAt: null, recruiterWithdrawnAt: null }, { recruiterVisible: true, recruiterConsentAt: this.clock.now() });
  }

  /** Asking again keeps the first date: axel sees how long the request has waited. */
  async requestDeletion(em: EntityManager, userId: string): Promise<DataRights> {
    await em.nativeUpdate(ProfileEntity, { userId, deletionRequestedAt: null }, { deletionRequestedAt: this.clock.now() });
    return this.dataRights(userId, em);
  }

  async cancelDeletion(em: EntityManager, userId: string): Promise<DataRights> {
    const changed = await em.nativeUpdate(ProfileEntity, { userId, deletionRequestedAt: { $ne: null } }, { deletionRequestedAt: null });
    if (!changed) throw Errors.notFound(PRIVACY_MESSAGES.noDeletionRequest);
    return this.dataRights(userId, em);
  }

  /** When the user asked for deletion, read in the caller's transaction (for the deletion's audit entry). */
  async deletionRequestedAt(em: EntityManager, userId: string): Promise<Date | null> {
    return (await em.findOne(ProfileEntity, { userId }, { fields: ['deletionRequestedAt'] }))?.deletionRequestedAt ?? null;
  }

  /** Accounts closed (spec §3 `date_close`) on or before `cutoff`: their documents are past retention. */
  async closedBefore(cutoff: Date): Promise<string[]> {
    return (await this.em.fork().find(ProfileEntity, { dateClose: { $lte: cutoff } }, { fields: ['userId'] })).map((p) => p.userId);
  }

  async get(userId: string): Promise<Profile> {
    return JSON.parse(await this.profileJson(userId, null)) as Profile;
  }

  /** The caller's own profile, as the database composed it: their role is the one the access check has just read. */
  async own(caller: Caller): Promise<JsonText<Profile>> {
    return new JsonText(await this.profileJson(caller.id, caller.role));
  }

  /**
   * The profile as the API shows it (`Profile`), written once, in SQL: `GET /api/me` sends it as it comes.
   * `role`: the one the access check read, or null for the stored one.
   */
  private async profileJson(userId: string, role: Role | null): Promise<string> {
    const [row] = await queryRows<{ profile: string }>(this.em, `select row_to_json(p)::text as profile from (select ${PROFILE_FIELDS} from profiles where user_id = ?) p`, [role, userId]);
    if (!row) throw Errors.notFound();
    return row.profile;
  }

  /** Own name, dial code and phone; empty fields become null (spec §5). */
  async update(caller: Caller, changes: InputOf<typeof API.me.update>['body']): Promise<Profile> {
    const profile = await this.em.findOneOrFail(ProfileEntity, { userId: caller.id });
    const fields: ProfileUpdate = changes;
    this.em.assign(profile, {
      ...(fields.first_name !== undefined && { firstName: changes.first_name }),
      ...(fields.last_name !== undefined && { lastName: changes.last_name }),
      ...(fields.country_code !== undefined && { countryCode: changes.country_code }),
      ...(fields.phone !== undefined && { phone: changes.phone }),
    });
    await this.em.flush();
    return JSON.parse(await this.profileJson(caller.id, caller.role)) as Profile;
  }
}

/** What recruiters may see: profiles of role `client` (no other role recorded) who said yes to them. */
const VISIBLE_CANDIDATES = `from profiles p where p.recruiter_visible and not exists (select from user_roles r where r.user_id = p.user_id and r.role <> 'client')`;

// The fields of `RecruiterCandidate`, named one by one: a contact field added to profiles one day does not leak.
const CANDIDATE_FIELDS = `p.user_id as id, p.email, ${isoSql('p.created_at')} as created_at, p.progress_5j, p.progress_10j`;

const toDataRights = (p: ProfileEntity): DataRights => ({
  recruiter_visible: p.recruiterVisible,
  recruiter_consent_at: p.recruiterConsentAt?.toISOString() ?? null,
  recruiter_withdrawn_at: p.recruiterWithdrawnAt?.toISOString() ?? null,
  deletion_requested_at: p.deletionRequestedAt?.toISOString() ?? null,
});

// The fields of `Profile`, in its order; `?` is the role, else the stored one (or `DEFAULT_ROLE`, as in roleOf).
const PROFILE_FIELDS = `user_id, email, coalesce(?::text, (select r.role from user_roles r where r.user_id = profiles.user_id), '${DEFAULT_ROLE}') as role, first_name, last_name, country_code, phone, has_paid, overall_progress, documents_state, progress_5j, progress_10j,
  risk_flag, first_login_completed, ${isoSql('date_close')} as date_close, calendly_link, crm_contact_id, ${isoSql('created_at')} as created_at,
  recruiter_visible, ${isoSql('recruiter_consent_at')} as recruiter_consent_at, ${isoSql('recruiter_withdrawn_at')} as recruiter_withdrawn_at,
  recruiter_approval, ${isoSql('recruiter_decided_at')} as recruiter_decided_at, ${isoSql('deletion_requested_at')} as deletion_requested_at`;
