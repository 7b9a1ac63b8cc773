import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock, Errors } from '@capsuisse/server-core';
import { ADMIN_ERRORS, DEFAULT_ROLE, type RecruiterApproval, type RecruiterDecision, ROLE, type Role } from '@capsuisse/contracts';
import { UserRole } from './user-role.entity';
import { APPROVAL_LOCKED, AXELS_LOCKED, PROFILE_LOCKED, RECRUITER_APPROVAL, ROLE_LOCKED, USERS_OF_ROLE } from './profiles.reads';

/** Who holds which role: the access check's read, axel's changes with the last-axel rule, a recruiter's approval. */
@Injectable()
export class RolesService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}
  /** The user's role (`DEFAULT_ROLE` when none is recorded). `em`: the caller's transaction, when inside one. */
  async roleOf(userId: string, em: EntityManager = this.em): Promise<Role> {
    const row = await em.findOne(UserRole, { userId });
    return row?.role ?? DEFAULT_ROLE;
  }
  /** Everyone holding `role` (e.g. axel, told of an expired deadline). */
  async idsOfRole(role: Role): Promise<string[]> {
    return (await USERS_OF_ROLE.run(this.em, { role })).map((r) => r.user_id);
  }
  /**
   * The user's role, its row locked, inside the caller's transaction, for a change that takes it from them
   * (`leaving`: a demotion, a deletion). Every axel row is locked first, in one order, so two such changes at
   * once cannot both see another axel left, nor deadlock: taking the role from the last axel is a 409 (`refusal`).
   */
  private async lockedRole(em: EntityManager, userId: string, leaving: boolean, refusal: string): Promise<Role> {
    const axels = (await AXELS_LOCKED.run(em, {})).map((r) => r.user_id);
    const [current] = await ROLE_LOCKED.run(em, { userId });
    const role = current?.role ?? DEFAULT_ROLE;
    if (leaving && role === ROLE.axel && axels.every((id) => id === userId)) throw Errors.conflict(refusal);
    return role;
  }
  /** Changes a user's role inside the caller's transaction and returns the one it replaces; the last axel keeps the role (409). */
  async setRole(em: EntityManager, userId: string, role: Role, actorId: string): Promise<Role> {
    const before = await this.lockedRole(em, userId, role !== ROLE.axel, ADMIN_ERRORS.lastAxel);
    const [profile] = await PROFILE_LOCKED.run(em, { userId });
    if (!profile) throw Errors.notFound(ADMIN_ERRORS.userNotFound);
    await em.execute(`insert into user_roles (user_id, role) values (?, ?) on conflict (user_id) do update set role = excluded.role`, [userId, role]);
    // axel making someone a recruiter approves them; leaving the role leaves no approval behind.
    if (role === ROLE.recruiter && before !== ROLE.recruiter) {
      await em.execute(`update profiles set recruiter_approval = 'approved', recruiter_decided_by = ?, recruiter_decided_at = ? where user_id = ?`, [actorId, this.clock.now(), userId]);
    } else if (role !== ROLE.recruiter && before === ROLE.recruiter) {
      await em.execute(`update profiles set recruiter_approval = null, recruiter_decided_by = null, recruiter_decided_at = null where user_id = ?`, [userId]);
    }
    return before;
  }
  /**
   * Removes the user's profile and role inside the caller's transaction (account deletion) and returns what
   * they were (with the names and phone that identify them), for the audit; the last axel stays (409).
   */
  async forgetUser(em: EntityManager, userId: string): Promise<{ email: string; role: Role; words: (string | null)[] }> {
    const role = await this.lockedRole(em, userId, true, ADMIN_ERRORS.lastAxelDelete);
    const [profile] = await PROFILE_LOCKED.run(em, { userId });
    if (!profile) throw Errors.notFound(ADMIN_ERRORS.userNotFound);
    await em.execute(`delete from user_roles where user_id = ?`, [userId]);
    await em.execute(`delete from profiles where user_id = ?`, [userId]);
    // Who approved a recruiter is kept in the audit log (under the pseudonym); the profile forgets it.
    await em.execute(`update profiles set recruiter_decided_by = null where recruiter_decided_by = ?`, [userId]);
    return { email: profile.email, role, words: [profile.first_name, profile.last_name, profile.phone] };
  }
  /** Where a recruiter account stands (null: not a recruiter's profile, or none). */
  async recruiterApproval(userId: string): Promise<RecruiterApproval | null> {
    return (await RECRUITER_APPROVAL.run(this.em, { userId }))[0]?.recruiter_approval ?? null;
  }
  /**
   * axel approves or refuses a recruiter account, inside the caller's transaction (the row locked); returns the
   * state it replaces. 404 for no such user, 409 for an account that is not a recruiter's.
   */
  async decideRecruiter(em: EntityManager, userId: string, decision: RecruiterDecision, actorId: string): Promise<RecruiterApproval | null> {
    const [row] = await APPROVAL_LOCKED.run(em, { userId });
    if (!row) throw Errors.notFound(ADMIN_ERRORS.userNotFound);
    if (row.role !== ROLE.recruiter) throw Errors.conflict(ADMIN_ERRORS.notRecruiter);
    await em.execute(`update profiles set recruiter_approval = ?, recruiter_decided_by = ?, recruiter_decided_at = ? where user_id = ?`, [decision, actorId, this.clock.now(), userId]);
    return row.recruiter_approval;
  }
}
