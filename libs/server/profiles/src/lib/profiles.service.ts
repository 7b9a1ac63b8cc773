import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Clock } from '@capsuisse/server-core';
import type { API, InputOf, Profile, ProfileUpdate, Role } from '@capsuisse/contracts';
import { ProfileEntity } from './profile.entity';
import { UserRole } from './user-role.entity';

export interface NewProfile {
  userId: string;
  email: string;
  role: Role;
  firstName?: string | null;
  lastName?: string | null;
  countryCode?: string | null;
  phone?: string | null;
  hasPaid?: boolean;
}

/** What other domains may read of a profile (the coach's client list). */
export interface ProfileSummary {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
  overallProgress: number;
  firstLoginCompleted: boolean;
}

/** What the recruiter space may read of a `client` profile: no name, phone or anything to contact them by. */
export interface CandidateSummary {
  email: string;
  createdAt: Date;
  progress5j: number;
  progress10j: number;
}

/** Role-`client` profiles: counters over all of them, and one page, newest first. */
export interface CandidateListing {
  total: number;
  trainingDone: number;
  followUpDone: number;
  candidates: CandidateSummary[];
}

@Injectable()
export class ProfilesService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
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
    });
    em.create(UserRole, { userId: p.userId, role: p.role });
  }

  /** A person signed in themselves once: the coach counts them as an active client (spec). */
  async markFirstLogin(userId: string): Promise<void> {
    await this.em.nativeUpdate(ProfileEntity, { userId, firstLoginCompleted: false }, { firstLoginCompleted: true });
  }

  /** The user's role; `client` when none is recorded. `em`: the caller's transaction, when inside one. */
  async roleOf(userId: string, em: EntityManager = this.em): Promise<Role> {
    const row = await em.findOne(UserRole, { userId });
    return row?.role ?? 'client';
  }

  /** Whether the user has a profile, i.e. is an account at all. */
  async exists(userId: string, em: EntityManager = this.em): Promise<boolean> {
    return (await em.findOne(ProfileEntity, { userId }, { fields: ['userId'] })) !== null;
  }

  async hasPaid(userId: string): Promise<boolean> {
    const profile = await this.em.findOne(ProfileEntity, { userId }, { fields: ['hasPaid'] });
    return profile?.hasPaid ?? false;
  }

  /** A settled payment opens the client features: inside the caller's transaction, the profile row locked. */
  async markPaid(em: EntityManager, userId: string): Promise<void> {
    const profile = await em.findOneOrFail(ProfileEntity, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    profile.hasPaid = true;
  }

  /** The 5-day training and 10-day follow-up figures the overall progress is made of. */
  async programmeProgress(em: EntityManager, userId: string): Promise<{ progress5j: number; progress10j: number }> {
    const { progress5j, progress10j } = await em.findOneOrFail(ProfileEntity, { userId });
    return { progress5j, progress10j };
  }

  /** Stores the overall progress the programme computed, inside the caller's transaction. */
  async setOverallProgress(em: EntityManager, userId: string, overallProgress: number): Promise<void> {
    const profile = await em.findOneOrFail(ProfileEntity, { userId });
    profile.overallProgress = overallProgress;
  }

  async emailOf(userId: string): Promise<string> {
    return (await this.em.findOneOrFail(ProfileEntity, { userId }, { fields: ['email'] })).email;
  }

  /** Emails of a set of users in one query; users without a profile are absent from the map. */
  async emailsOf(userIds: readonly string[]): Promise<Map<string, string>> {
    if (!userIds.length) return new Map();
    const profiles = await this.em.find(ProfileEntity, { userId: { $in: [...userIds] } }, { fields: ['userId', 'email'] });
    return new Map(profiles.map((p) => [p.userId, p.email]));
  }

  /** Emails of everyone holding `role` (e.g. axel, told of an expired deadline). */
  async emailsOfRole(role: Role): Promise<string[]> {
    const holders = await this.em.find(UserRole, { role });
    return [...(await this.emailsOf(holders.map((h) => h.userId))).values()];
  }

  /** Profiles of a set of users, newest first, in one query. */
  async summaries(userIds: readonly string[]): Promise<ProfileSummary[]> {
    if (!userIds.length) return [];
    const profiles = await this.em.find(ProfileEntity, { userId: { $in: [...userIds] } }, { orderBy: { createdAt: 'desc' } });
    return profiles.map(({ userId, email, firstName, lastName, createdAt, overallProgress, firstLoginCompleted }) => ({
      userId,
      email,
      firstName,
      lastName,
      createdAt,
      overallProgress,
      firstLoginCompleted,
    }));
  }

  /**
   * Profiles of role `client` (no role row counts as `client`; `client_se_loger` is not one): counted and
   * paged in SQL, so the cost does not grow with the pages not asked for. Only the fields a recruiter may see.
   */
  async candidates(offset: number, limit: number): Promise<CandidateListing> {
    const knex = this.em.getKnex();
    const clients = () =>
      knex('profiles as p')
        .leftJoin('user_roles as r', 'r.user_id', 'p.user_id')
        .where((q) => q.where('r.role', 'client').orWhereNull('r.role'));
    const [counts, rows] = await Promise.all([
      clients()
        .first(
          knex.raw('count(*)::int as total'),
          knex.raw('count(*) filter (where p.progress_5j >= 100)::int as training_done'),
          knex.raw('count(*) filter (where p.progress_10j >= 100)::int as follow_up_done'),
        )
        .then((row: { total: number; training_done: number; follow_up_done: number } | undefined) => row),
      clients()
        .select('p.email', 'p.created_at', 'p.progress_5j', 'p.progress_10j')
        // The user id breaks ties, so a page boundary never shows a candidate twice or skips one.
        .orderBy([{ column: 'p.created_at', order: 'desc' }, { column: 'p.user_id', order: 'asc' }])
        .limit(limit)
        .offset(offset)
        .then((list: { email: string; created_at: Date | string; progress_5j: number; progress_10j: number }[]) => list),
    ]);
    return {
      total: counts?.total ?? 0,
      trainingDone: counts?.training_done ?? 0,
      followUpDone: counts?.follow_up_done ?? 0,
      candidates: rows.map((r) => ({ email: r.email, createdAt: new Date(r.created_at), progress5j: r.progress_5j, progress10j: r.progress_10j })),
    };
  }

  async get(userId: string): Promise<Profile> {
    const [profile, role] = await Promise.all([this.em.findOneOrFail(ProfileEntity, { userId }), this.roleOf(userId)]);
    return toProfile(profile, role);
  }

  /** Own name, dial code and phone; empty fields become null (spec §5). */
  async update(userId: string, changes: InputOf<typeof API.me.update>['body']): Promise<Profile> {
    const profile = await this.em.findOneOrFail(ProfileEntity, { userId });
    const fields: ProfileUpdate = changes;
    this.em.assign(profile, {
      ...(fields.first_name !== undefined && { firstName: changes.first_name }),
      ...(fields.last_name !== undefined && { lastName: changes.last_name }),
      ...(fields.country_code !== undefined && { countryCode: changes.country_code }),
      ...(fields.phone !== undefined && { phone: changes.phone }),
    });
    await this.em.flush();
    return toProfile(profile, await this.roleOf(userId));
  }
}

function toProfile(p: ProfileEntity, role: Role): Profile {
  return {
    user_id: p.userId,
    email: p.email,
    role,
    first_name: p.firstName,
    last_name: p.lastName,
    country_code: p.countryCode,
    phone: p.phone,
    has_paid: p.hasPaid,
    overall_progress: p.overallProgress,
    progress_5j: p.progress5j,
    progress_10j: p.progress10j,
    risk_flag: p.riskFlag,
    first_login_completed: p.firstLoginCompleted,
    date_close: p.dateClose?.toISOString() ?? null,
    calendly_link: p.calendlyLink,
    crm_contact_id: p.crmContactId,
    created_at: p.createdAt.toISOString(),
  };
}
