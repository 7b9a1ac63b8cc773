import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Clock } from '../clock/clock';
import { AuditLogEntry } from './audit-log.entity';
import { currentRequestId } from '../request-scope';
import { type ErasedPerson, pseudonymise } from './pseudonymise';
import { ENTRIES_NAMING } from './audit.reads';

export interface AuditEvent {
  actorId: string | null;
  action: string;
  target?: { type: string; id: string };
  /** For changes `{before, after}`; never a password or a hash. */
  details?: Record<string, unknown>;
  /** The request that did it, when it is written outside that request (a batch of them); the current one otherwise. */
  requestId?: string | null;
}

/** Filters of the audit read; all optional, combined with AND. */
export interface AuditFilter {
  actorId?: string;
  targetId?: string;
  action?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  offset: number;
  limit: number;
}

export interface AuditRecord {
  id: string;
  actorId: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
  requestId: string | null;
  createdAt: Date;
}

@Injectable()
export class AuditService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  /** Adds the entry to `em`'s unit of work: it is written with the action it records, or not at all. */
  record(em: EntityManager, event: AuditEvent): void {
    em.create(AuditLogEntry, this.entry(event));
  }

  /**
   * Writes the entry of an event that changes nothing else (a read that must be audited), in one statement
   * that commits alone: a unit of work and a transaction around it cost a read its speed (docs/performance.md).
   */
  async recordAlone(event: AuditEvent): Promise<void> {
    await this.em.insert(AuditLogEntry, { id: randomUUID(), ...this.entry(event) });
  }

  private entry(event: AuditEvent) {
    return {
      actorId: event.actorId,
      action: event.action,
      targetType: event.target?.type ?? null,
      targetId: event.target?.id ?? null,
      details: event.details ?? {},
      requestId: event.requestId !== undefined ? event.requestId : currentRequestId(),
      createdAt: this.clock.now(),
    };
  }

  /**
   * A deleted person leaves the audit log under a pseudonym, inside the deletion's transaction: every entry
   * they did, that was done to them or whose details name their id or email gets the pseudonym in their place
   * (actor, target, details; see `pseudonymise`). The entries stay, grouped under one id. Returns how many.
   */
  async forgetPerson(em: EntityManager, person: ErasedPerson, pseudonym: string): Promise<number> {
    const entries = await ENTRIES_NAMING.run(em, { id: person.id, email: person.email });
    for (const entry of entries) {
      const own = (id: string | null) => (id === person.id ? pseudonym : id);
      await em.execute(`update audit_log set actor_id = ?, target_id = ?, details = ?::jsonb where id = ?`, [
        own(entry.actor_id),
        own(entry.target_id),
        JSON.stringify(pseudonymise(entry.details, person, pseudonym)),
        entry.id,
      ]);
    }
    return entries.length;
  }

  /** Entries matching the filter, newest first, one page, with the total (filters in SQL). */
  async list(filter: AuditFilter): Promise<{ records: AuditRecord[]; total: number }> {
    const where: FilterQuery<AuditLogEntry> = {
      ...(filter.actorId && { actorId: filter.actorId }),
      ...(filter.targetId && { targetId: filter.targetId }),
      ...(filter.action && { action: filter.action }),
      ...((filter.from || filter.to) && { createdAt: { ...(filter.from && { $gte: filter.from }), ...(filter.to && { $lt: filter.to }) } }),
    };
    const [entries, total] = await this.em.fork().findAndCount(AuditLogEntry, where, {
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      offset: filter.offset,
      limit: filter.limit,
    });
    return { records: entries.map(({ id, actorId, action, targetType, targetId, details, requestId, createdAt }) => ({ id, actorId, action, targetType, targetId, details, requestId, createdAt })), total };
  }
}
