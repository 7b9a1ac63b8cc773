import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../clock/clock';
import { AuditLogEntry } from './audit-log.entity';

export interface AuditEvent {
  actorId: string | null;
  action: string;
  target?: { type: string; id: string };
  details?: Record<string, unknown>;
}

@Injectable()
export class AuditService {
  constructor(private readonly clock: Clock) {}

  /** Adds the entry to `em`'s unit of work: it is written with the action it records, or not at all. */
  record(em: EntityManager, event: AuditEvent): void {
    em.create(AuditLogEntry, {
      actorId: event.actorId,
      action: event.action,
      targetType: event.target?.type ?? null,
      targetId: event.target?.id ?? null,
      details: event.details ?? {},
      createdAt: this.clock.now(),
    });
  }
}
