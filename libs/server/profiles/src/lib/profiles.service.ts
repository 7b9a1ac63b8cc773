import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { type Caller, Clock, Errors, JsonText, jsonText, type KeptReads, type PersonalData, ReadModel } from '@capsuisse/server-core';
import { ADMIN_ERRORS, type API, type DocumentsState, type InputOf, type Profile, type ProfileUpdate, ROLE, type Role } from '@capsuisse/contracts';
import { ProfileEntity } from './profile.entity';
import { UserRole } from './user-role.entity';
import { overallProgress, type ProgressPart } from './progress';
import { EDITABLE_LOCKED, EMAILS_OF, OWN_PROFILE } from './profiles.reads';

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

/** The editable fields, as axel's audit records them. */
export interface EditableFields {
  first_name: string | null;
  last_name: string | null;
  country_code: string | null;
  phone: string | null;
}

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

/** What a process keeps of the profiles it sent, at most (about 10,000 of them). */
const KEPT_BYTES = 8 * 1024 * 1024;

/** The profile itself: made with its account, its progress and payment, its contact fields, the own profile as the API shows it. */
@Injectable()
export class ProfilesService {
  // By user and role, each encoded once, while its profile and role are unchanged (`OWN_PROFILE_WATCH`).
  private readonly kept: KeptReads<Buffer>;

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    model: ReadModel,
  ) {
    this.kept = model.keptBytes(KEPT_BYTES);
  }

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
      ...(p.role === ROLE.recruiter &&
        (p.approval ? { recruiterApproval: 'approved', recruiterDecidedBy: p.approval.by, recruiterDecidedAt: this.clock.now() } : { recruiterApproval: 'pending' })),
    });
    em.create(UserRole, { userId: p.userId, role: p.role });
  }

  /** A person signed in themselves once: the coach counts them as an active client (spec). */
  async markFirstLogin(userId: string): Promise<void> {
    await this.em.transactional((em) => em.nativeUpdate(ProfileEntity, { userId, firstLoginCompleted: false }, { firstLoginCompleted: true }));
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

  /** `progress_5j` as stored, kept by the training domain's every change. */
  async trainingProgress(em: EntityManager, userId: string): Promise<number> {
    return (await em.findOneOrFail(ProfileEntity, { userId }, { fields: ['progress5j'] })).progress5j;
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
    const profiles = await EMAILS_OF.run(this.em, { userIds });
    return new Map(profiles.map((p) => [p.user_id, p.email]));
  }













  /** Opens or blocks the client features inside the caller's transaction; returns the previous value. */
  async setPaid(em: EntityManager, userId: string, hasPaid: boolean): Promise<boolean> {
    const [row] = await EDITABLE_LOCKED.run(em, { userId });
    if (!row) throw Errors.notFound(ADMIN_ERRORS.userNotFound);
    await em.execute(`update profiles set has_paid = ? where user_id = ?`, [hasPaid, userId]);
    return row.has_paid;
  }

  /** axel's edit of a profile inside the caller's transaction (empty → null, by the schema); returns both states. */
  async updateIn(em: EntityManager, userId: string, changes: ProfileUpdate): Promise<{ before: EditableFields; after: EditableFields }> {
    const [row] = await EDITABLE_LOCKED.run(em, { userId });
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








  async get(userId: string): Promise<Profile> {
    return JSON.parse((await this.profileJson(userId, null)).text.toString()) as Profile;
  }

  /** The caller's own profile, as the database composed it and kept: their role is the one the access check has just read. */
  async own(caller: Caller): Promise<JsonText<Profile>> {
    const profile = await this.kept.through(`${caller.id} ${caller.role}`, `profile:${caller.id}`, async () => Buffer.from((await this.profileJson(caller.id, caller.role)).text.toString()));
    return new JsonText(profile);
  }

  /**
   * The profile as the API shows it (`OWN_PROFILE`, composed by the database): `GET /api/me` sends it as it comes.
   * `role`: the one the access check read, or null for the stored one.
   */
  private async profileJson(userId: string, role: Role | null): Promise<JsonText<Profile>> {
    const [row] = await OWN_PROFILE.run(this.em, { userId, role });
    if (!row) throw Errors.notFound();
    return jsonText(row.profile);
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
    return JSON.parse((await this.profileJson(caller.id, caller.role)).text.toString()) as Profile;
  }
}
