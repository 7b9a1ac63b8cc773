import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ASSIGNMENT_ERRORS,
  type API,
  CLIENT_ROLES,
  type ClientMilestones,
  type InputOf,
  formatLongDate,
  MILESTONE_ERRORS,
  MILESTONE_STATUS_LABELS,
  PAGES,
  type MilestoneDto,
  positionCode,
} from '@capsuisse/contracts';
import { AssignmentsService } from '@capsuisse/server-assignments';
import { NotificationsService } from '@capsuisse/server-conversation';
import { AuditService, type Caller, Clock, Errors, type PersonalData } from '@capsuisse/server-core';
import { ProfilesService, RolesService } from '@capsuisse/server-profiles';
import { Milestone } from './milestone.entity';

type CreateBody = InputOf<typeof API.milestones.create>['body'];
type UpdateBody = InputOf<typeof API.milestones.update>['body'];

const toDto = (m: Milestone): MilestoneDto => ({
  id: m.id,
  code: m.code,
  label: m.label,
  type: m.type,
  status: m.status,
  scheduled_at: m.scheduledAt?.toISOString() ?? null,
  notes_client: m.notesClient,
});

// A day alone is kept at noon UTC: the same calendar day wherever it is read (Zurich included).
const toDate = (value: string | null): Date | null => (value === null ? null : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value));

/** Spec §3 milestones: a client's path, managed by its assigned coach or axel, read by the client. */
@Injectable()
export class MilestonesService {
  constructor(
    private readonly em: EntityManager,
    private readonly profiles: ProfilesService,
    private readonly roles: RolesService,
    private readonly assignments: AssignmentsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
  ) {}

  /** A client's milestones ordered by code (spec §7). */
  async list(userId: string, em: EntityManager = this.em): Promise<MilestoneDto[]> {
    return (await this.find(em, userId)).map(toDto);
  }

  /** What the coach's panel shows: the path and the overall progress it is part of. */
  async ofClient(caller: Caller, clientId: string): Promise<ClientMilestones> {
    await this.requireEditor(caller, clientId);
    return { milestones: await this.list(clientId), overall_progress: (await this.profiles.get(clientId)).overall_progress };
  }

  async create(caller: Caller, clientId: string, body: CreateBody): Promise<ClientMilestones> {
    return this.write(caller, clientId, async (em) => {
      await this.requireFreeCode(em, clientId, body.code);
      const milestone = em.create(Milestone, {
        userId: clientId,
        code: body.code,
        label: body.label,
        type: body.type,
        status: body.status,
        scheduledAt: toDate(body.scheduled_at),
        notesClient: body.notes_client,
        createdAt: this.clock.now(),
      });
      this.record(em, caller, 'milestone.create', milestone.id, { user_id: clientId, before: null, after: toDto(milestone) });
      if (milestone.status === 'planifie' || milestone.scheduledAt) await this.tell(em, milestone, 'Nouvelle étape');
    });
  }

  /** Edits any field; `status: 'termine'` completes it. Only the fields sent change (and are audited). */
  async update(caller: Caller, clientId: string, id: string, body: UpdateBody): Promise<ClientMilestones> {
    return this.write(caller, clientId, async (em) => {
      const milestone = await this.milestoneOf(em, clientId, id);
      if (body.code !== undefined && body.code !== milestone.code) await this.requireFreeCode(em, clientId, body.code);
      const before = toDto(milestone);
      em.assign(milestone, {
        ...(body.code !== undefined && { code: body.code }),
        ...(body.label !== undefined && { label: body.label }),
        ...(body.type !== undefined && { type: body.type }),
        ...(body.status !== undefined && { status: body.status }),
        ...(body.scheduled_at !== undefined && { scheduledAt: toDate(body.scheduled_at) }),
        ...(body.notes_client !== undefined && { notesClient: body.notes_client }),
      });
      const after = toDto(milestone);
      const changed = (Object.keys(after) as (keyof MilestoneDto)[]).filter((k) => before[k] !== after[k]);
      this.record(em, caller, 'milestone.update', id, {
        user_id: clientId,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      });
      if (changed.some((k) => k === 'label' || k === 'status' || k === 'scheduled_at')) await this.tell(em, milestone, milestone.status === 'termine' ? 'Étape terminée' : 'Étape modifiée');
    });
  }

  async remove(caller: Caller, clientId: string, id: string): Promise<ClientMilestones> {
    return this.write(caller, clientId, async (em) => {
      const milestone = await this.milestoneOf(em, clientId, id);
      this.record(em, caller, 'milestone.delete', id, { user_id: clientId, before: toDto(milestone), after: null });
      em.remove(milestone);
    });
  }

  /**
   * The coach moves steps up and down; the order lives in the codes (spec §7: ordered by code), so they
   * are rewritten `01`, `02`… in the order given, which must name each of the client's milestones once.
   */
  async reorder(caller: Caller, clientId: string, ids: readonly string[]): Promise<ClientMilestones> {
    return this.write(caller, clientId, async (em) => {
      const milestones = await this.find(em, clientId);
      const byId = new Map(milestones.map((m) => [m.id, m]));
      const ordered = ids.flatMap((id) => byId.get(id) ?? []);
      if (ordered.length !== milestones.length || ids.length !== milestones.length || new Set(ids).size !== ids.length) throw Errors.invalid(MILESTONE_ERRORS.order);
      const before = milestones.map((m) => ({ id: m.id, code: m.code }));
      ordered.forEach((m, index) => (m.code = positionCode(index, ordered.length)));
      this.record(em, caller, 'milestone.reorder', clientId, { user_id: clientId, before, after: ordered.map((m) => ({ id: m.id, code: m.code })) });
    });
  }

  /**
   * The demo seed's path: made once, only while the client has none; not audited (no actor). Only
   * steps not done, so the client's progress stays what its documents make it.
   */
  async ensureDemoPath(clientId: string, steps: readonly (Omit<CreateBody, 'status'> & { status: 'planifie' | 'a_faire' })[]): Promise<void> {
    await this.em.transactional(async (em) => {
      if (await em.count(Milestone, { userId: clientId })) return;
      for (const step of steps) em.create(Milestone, { ...step, userId: clientId, scheduledAt: toDate(step.scheduled_at), notesClient: step.notes_client, createdAt: this.clock.now() });
    });
  }

  /** The milestones' quarter of the client's progress (done out of all), stored inside the caller's transaction. */
  async recomputeProgress(em: EntityManager, userId: string): Promise<number> {
    const milestones = await em.find(Milestone, { userId }, { fields: ['status'] });
    const done = milestones.filter((m) => m.status === 'termine').length;
    return this.profiles.setProgressPart(em, userId, 'milestones', milestones.length > 0 ? (done * 100) / milestones.length : 0);
  }

  /** Account deletion: the user's milestones, inside the caller's transaction. */
  /** Data export: the client's path as it sees it. */
  async exportUser(userId: string): Promise<PersonalData> {
    return { name: 'parcours', records: await this.list(userId) };
  }

  async forgetUser(em: EntityManager, userId: string): Promise<number> {
    return em.nativeDelete(Milestone, { userId });
  }

  /** One change of a client's path: access checked, then the change, its audit entry and the progress in one transaction. */
  private async write(caller: Caller, clientId: string, change: (em: EntityManager) => Promise<void>): Promise<ClientMilestones> {
    await this.requireEditor(caller, clientId);
    return this.em.transactional(async (em) => {
      // One writer per client's path at a time: codes stay unique and progress counts every change.
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`milestones:${clientId}`]);
      await change(em);
      await em.flush();
      const overall = await this.recomputeProgress(em, clientId);
      return { milestones: await this.list(clientId, em), overall_progress: overall };
    });
  }

  /** Not the caller's client (see requireClientAccess): 404; an account that is not a client: 404 with why (only axel or its own coach gets that far). */
  private async requireEditor(caller: Caller, clientId: string): Promise<void> {
    await this.assignments.requireClientAccess(caller, clientId);
    if (!CLIENT_ROLES.includes(await this.roles.roleOf(clientId))) throw Errors.notFound(ASSIGNMENT_ERRORS.notClient);
  }

  /** The client is told of a step planned or changed (issue 30), once per version of it. */
  private async tell(em: EntityManager, milestone: Milestone, what: string): Promise<void> {
    const when = milestone.scheduledAt && `prévue le ${formatLongDate(milestone.scheduledAt.toISOString())}`;
    await this.notifications.notify(em, {
      userId: milestone.userId,
      kind: 'milestone',
      title: `${what} : ${milestone.label}`,
      body: [MILESTONE_STATUS_LABELS[milestone.status], when].filter(Boolean).join(' · '),
      link: PAGES.timeline.path,
      eventKey: `milestone:${milestone.id}:${this.clock.now().getTime()}`,
      subjectId: milestone.userId,
    });
  }

  private async milestoneOf(em: EntityManager, clientId: string, id: string): Promise<Milestone> {
    const milestone = await em.findOne(Milestone, { id, userId: clientId });
    if (!milestone) throw Errors.notFound();
    return milestone;
  }

  private async requireFreeCode(em: EntityManager, clientId: string, code: string): Promise<void> {
    if (await em.count(Milestone, { userId: clientId, code })) throw Errors.conflict(MILESTONE_ERRORS.codeTaken);
  }

  private find(em: EntityManager, userId: string): Promise<Milestone[]> {
    return em.find(Milestone, { userId }, { orderBy: [{ code: 'asc' }, { createdAt: 'asc' }] });
  }

  private record(em: EntityManager, caller: Caller, action: string, id: string, details: Record<string, unknown>): void {
    this.audit.record(em, { actorId: caller.id, action, target: { type: action === 'milestone.reorder' ? 'user' : 'milestone', id }, details });
  }
}
