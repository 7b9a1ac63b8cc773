import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ADMIN_ERRORS,
  type AdminCounters,
  type AdminUser,
  type AdminUserDetail,
  type AdminUsersResponse,
  type API,
  type AuditResponse,
  type InputOf,
  type UserRef,
} from '@capsuisse/contracts';
import { AssignmentsService } from '@capsuisse/server-assignments';
import { AuthService } from '@capsuisse/server-auth';
import { AuditService, type Caller, Errors, type JsonText, jsonObject } from '@capsuisse/server-core';
import { DocumentsService } from '@capsuisse/server-documents';
import { MilestonesService } from '@capsuisse/server-milestones';
import { PrivacyService } from '@capsuisse/server-privacy';
import { ProfileListings, ProfilesService, RolesService } from '@capsuisse/server-profiles';

type Body<K extends keyof typeof API.admin> = InputOf<(typeof API.admin)[K]> extends { body: infer B } ? B : never;
type Query<K extends keyof typeof API.admin> = InputOf<(typeof API.admin)[K]> extends { query: infer Q } ? Q : never;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * axel's space (spec §2, §6): orchestrates the domains that own the data and writes no table of its own.
 * Every change runs in one transaction with its audit entry (actor, action, target, before/after; the
 * request id is added by the audit service).
 */
@Injectable()
export class AdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    private readonly auth: AuthService,
    private readonly profiles: ProfilesService,
    private readonly roles: RolesService,
    private readonly listings: ProfileListings,
    private readonly documents: DocumentsService,
    private readonly milestones: MilestonesService,
    private readonly assignments: AssignmentsService,
    private readonly privacy: PrivacyService,
  ) {}

  async users(q: Query<'users'>): Promise<JsonText<AdminUsersResponse>> {
    const { users, total } = await this.listings.list({
      sort: q.sort,
      order: q.order,
      role: q.role,
      search: q.search || undefined,
      offset: (q.page - 1) * q.page_size,
      limit: q.page_size,
    });
    return jsonObject<AdminUsersResponse>({ users, total, page: q.page, page_size: q.page_size });
  }

  counters(): Promise<AdminCounters> {
    return this.listings.counters();
  }

  /** Paid unless "payment required" is ticked (spec §9); 409 when the email is taken. */
  async createUser(actor: Caller, body: Body<'createUser'>): Promise<AdminUser> {
    const hasPaid = !body.payment_required;
    // A recruiter axel makes is approved by axel at once.
    const user = await this.auth.createUser({ email: body.email, password: body.password, role: body.role, hasPaid, approval: { by: actor.id } }, (em, created) =>
      this.audit.record(em, {
        actorId: actor.id,
        action: 'admin.user.create',
        target: { type: 'user', id: created.id },
        details: { before: null, after: { email: created.email, role: body.role, has_paid: hasPaid } },
      }),
    );
    return this.listings.adminUser(user.id);
  }

  async detail(userId: string): Promise<AdminUserDetail> {
    await this.requireUser(userId);
    const [profile, documents, milestones, coachIds, clientIds] = await Promise.all([
      this.profiles.get(userId),
      this.documents.listWithLinks(userId),
      this.milestones.list(userId),
      this.assignments.coachesOf(userId),
      this.assignments.clientsOf(userId),
    ]);
    const emails = await this.profiles.emailsOf([...coachIds, ...clientIds]);
    const refs = (ids: string[]): UserRef[] => ids.flatMap((id) => (emails.has(id) ? [{ id, email: emails.get(id) as string }] : []));
    return { profile, role: profile.role, documents, milestones, coaches: refs(coachIds), clients: refs(clientIds) };
  }

  async update(actor: Caller, userId: string, body: Body<'updateUser'>): Promise<AdminUser> {
    await this.em.transactional(async (em) => {
      const { before, after } = await this.profiles.updateIn(em, userId, body);
      this.record(em, actor, 'admin.user.profile', userId, before, after);
    });
    return this.listings.adminUser(userId);
  }

  /** 409 for the last axel (checked under lock in ProfilesService.setRole); effective on the user's next request. */
  async setRole(actor: Caller, userId: string, body: Body<'setRole'>): Promise<AdminUser> {
    await this.em.transactional(async (em) => {
      const before = await this.roles.setRole(em, userId, body.role, actor.id);
      this.record(em, actor, 'admin.user.role', userId, { role: before }, { role: body.role });
    });
    return this.listings.adminUser(userId);
  }

  /** A recruiter account approved or refused (409 for another role); effective on the recruiter's next read. */
  async decideRecruiter(actor: Caller, userId: string, body: Body<'recruiterApproval'>): Promise<AdminUser> {
    await this.em.transactional(async (em) => {
      const before = await this.roles.decideRecruiter(em, userId, body.decision, actor.id);
      this.record(em, actor, 'admin.user.recruiter_approval', userId, { recruiter_approval: before }, { recruiter_approval: body.decision });
    });
    return this.listings.adminUser(userId);
  }

  async setAccess(actor: Caller, userId: string, body: Body<'setAccess'>): Promise<AdminUser> {
    await this.em.transactional(async (em) => {
      const before = await this.profiles.setPaid(em, userId, body.has_paid);
      this.record(em, actor, 'admin.user.access', userId, { has_paid: before }, { has_paid: body.has_paid });
    });
    return this.listings.adminUser(userId);
  }

  /** The user's sessions end with it; the audit entry says so and never holds the password. */
  async resetPassword(actor: Caller, userId: string, body: Body<'resetPassword'>): Promise<void> {
    await this.requireUser(userId);
    const hash = await this.auth.hashPassword(body.new_password);
    await this.em.transactional(async (em) => {
      if (!(await this.auth.setPassword(em, userId, hash))) throw Errors.notFound(ADMIN_ERRORS.userNotFound);
      this.audit.record(em, { actorId: actor.id, action: 'admin.user.password', target: { type: 'user', id: userId }, details: { sessions_ended: true } });
    });
  }

  /** Deletes an account for good, each domain its own data (see PrivacyService.erase); confirms a pending deletion request. */
  deleteUser(actor: Caller, userId: string): Promise<void> {
    return this.privacy.erase(actor, userId);
  }

  /** Newest first; `actor` is a user id or an email (an unknown email matches nothing). */
  async auditLog(q: Query<'audit'>): Promise<AuditResponse> {
    let actorId: string | undefined;
    if (q.actor) {
      actorId = GUID.test(q.actor) ? q.actor : (await this.auth.findUserByEmail(q.actor))?.id;
      if (!actorId) return { entries: [], total: 0, page: q.page, page_size: q.page_size };
    }
    const { records, total } = await this.audit.list({
      actorId,
      targetId: q.target || undefined,
      action: q.action || undefined,
      from: q.from ? new Date(q.from) : undefined,
      to: q.to ? new Date(q.to) : undefined,
      offset: (q.page - 1) * q.page_size,
      limit: q.page_size,
    });
    const emails = await this.profiles.emailsOf([...new Set(records.flatMap((r) => (r.actorId ? [r.actorId] : [])))]);
    return {
      entries: records.map((r) => ({
        id: r.id,
        actor_id: r.actorId,
        actor_email: (r.actorId && emails.get(r.actorId)) || null,
        action: r.action,
        target_type: r.targetType,
        target_id: r.targetId,
        details: r.details,
        request_id: r.requestId,
        created_at: r.createdAt.toISOString(),
      })),
      total,
      page: q.page,
      page_size: q.page_size,
    };
  }

  private record(em: EntityManager, actor: Caller, action: string, userId: string, before: unknown, after: unknown): void {
    this.audit.record(em, { actorId: actor.id, action, target: { type: 'user', id: userId }, details: { before, after } });
  }

  private async requireUser(userId: string): Promise<void> {
    if (!(await this.profiles.exists(userId))) throw Errors.notFound(ADMIN_ERRORS.userNotFound);
  }
}
