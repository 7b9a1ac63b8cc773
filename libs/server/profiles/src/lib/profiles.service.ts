import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
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

  async roleOf(userId: string): Promise<Role> {
    const row = await this.em.findOne(UserRole, { userId });
    return row?.role ?? 'client';
  }

  async hasPaid(userId: string): Promise<boolean> {
    const profile = await this.em.findOne(ProfileEntity, { userId }, { fields: ['hasPaid'] });
    return profile?.hasPaid ?? false;
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

export function toProfile(p: ProfileEntity, role: Role): Profile {
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
