import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type API, ASSIGNMENT_ERRORS, CLIENT_ROLES, type InputOf, ROLE, type Role } from '@capsuisse/contracts';
import { AuditService, type Caller, Clock, Errors } from '@capsuisse/server-core';
import { ProfilesService, RolesService } from '@capsuisse/server-profiles';
import { Assignment } from './assignment.entity';
import { ASSIGNED, CLIENTS_OF, COACHES_OF } from './assignments.reads';

/** An assignment committed: the client's thread has a new reader (its coach), and no longer waits for the team. */
export type AssignmentListener = (change: { coachId: string; clientId: string }) => Promise<void>;

@Injectable()
export class AssignmentsService {
  // Domains that depend on assignments hear of them here, rather than assignments depending on them.
  private readonly listeners: AssignmentListener[] = [];

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly profiles: ProfilesService,
    private readonly roles: RolesService,
  ) {}

  /** axel assigns a client (`client`, `client_se_loger`) to an `accompagnateur`; audited. */
  async assign(actor: Caller, dto: InputOf<typeof API.admin.assign>['body']): Promise<void> {
    await this.em.transactional(async (em) => {
      const coachRole = await this.roleOf(em, dto.accompagnateur_id);
      const clientRole = await this.roleOf(em, dto.client_id);
      if (coachRole !== ROLE.coach) throw Errors.invalid(ASSIGNMENT_ERRORS.notCoach);
      if (!clientRole || !CLIENT_ROLES.includes(clientRole)) throw Errors.invalid(ASSIGNMENT_ERRORS.notClient);
      if (await em.findOne(Assignment, { accompagnateurId: dto.accompagnateur_id, clientId: dto.client_id })) {
        throw Errors.conflict(ASSIGNMENT_ERRORS.duplicate);
      }
      em.create(Assignment, { accompagnateurId: dto.accompagnateur_id, clientId: dto.client_id, createdAt: this.clock.now() });
      this.audit.record(em, {
        actorId: actor.id,
        action: 'assignment.create',
        target: { type: 'user', id: dto.client_id },
        details: { before: null, after: { accompagnateur_id: dto.accompagnateur_id, client_id: dto.client_id } },
      });
    });
    for (const listener of this.listeners) await listener({ coachId: dto.accompagnateur_id, clientId: dto.client_id });
  }

  /** Called after each assignment commits; a listener handles its own failures (the assignment stands). */
  onAssigned(listener: AssignmentListener): void {
    this.listeners.push(listener);
  }

  /** The demo seed's assignment: made once, whatever the number of starts; not audited (no actor). */
  async ensureAssigned(coachId: string, clientId: string): Promise<void> {
    if (await this.isAssigned(coachId, clientId)) return;
    await this.em.transactional((em) => em.insert(Assignment, { accompagnateurId: coachId, clientId, createdAt: this.clock.now() }));
  }

  /**
   * A client's file as staff open it: axel any account, a coach the clients assigned to it. Any other id answers
   * exactly as one nobody has (404, the same text), so a coach cannot tell existing accounts from unknown ids.
   */
  async requireClientAccess(caller: Caller, clientId: string): Promise<void> {
    const theirs = caller.role === ROLE.axel ? await this.profiles.exists(clientId) : caller.role === ROLE.coach && (await this.isAssigned(caller.id, clientId));
    if (!theirs) throw Errors.notFound();
  }

  private async isAssigned(coachId: string, clientId: string): Promise<boolean> {
    return (await ASSIGNED.run(this.em, { coachId, clientId })).length > 0;
  }

  /** The coaches a client is assigned to. */
  async coachesOf(clientId: string): Promise<string[]> {
    return (await COACHES_OF.run(this.em, { clientId })).map((a) => a.accompagnateur_id);
  }

  /** The clients assigned to a coach. */
  async clientsOf(coachId: string): Promise<string[]> {
    return (await CLIENTS_OF.run(this.em, { coachId })).map((a) => a.client_id);
  }

  /** The user's role, `client` when none is recorded, null when there is no such user. */
  private async roleOf(em: EntityManager, userId: string): Promise<Role | null> {
    if (!(await this.profiles.exists(userId, em))) return null;
    return this.roles.roleOf(userId, em);
  }

  /** Account deletion: the user's links as coach or as client, inside the caller's transaction. */
  async forgetUser(em: EntityManager, userId: string): Promise<number> {
    return em.nativeDelete(Assignment, { $or: [{ accompagnateurId: userId }, { clientId: userId }] });
  }
}
