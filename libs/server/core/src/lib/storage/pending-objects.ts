import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../clock/clock';
import { JobHandler } from '../queue/job-handler.decorator';
import { QueuePort } from '../queue/queue.port';
import { CLEANUP_QUEUE } from './cleanup.jobs';
import { StoragePort } from './storage.port';
import { PENDING_BATCH, PENDING_BEFORE, PENDING_NAMED } from './pending-objects.reads';

const SWEEP = 'cleanup.pending-objects';
/** Longer than any put takes: a younger record may be an upload still writing its object. */
export const PENDING_GRACE_MS = 60 * 60_000;
const SWEEP_EVERY_MS = 15 * 60_000;
const INSERT = 'insert into pending_objects (key, created_at) values (?, ?) on conflict (key) do nothing';

/**
 * Stored objects that no row names, recorded in `pending_objects` so that no crash leaves one behind: a new
 * object is recorded before it is put, and forgotten in the transaction that makes a row name it; an object a
 * row stops naming is recorded in that same transaction and deleted after the commit. Whatever a killed
 * process left between two steps is deleted by the sweep once past `PENDING_GRACE_MS` (at each start, then
 * every 15 minutes), so a row never loses its object and an object never outlives its row for long.
 */
@Injectable()
export class PendingObjects implements OnApplicationBootstrap {
  private readonly logger = new Logger('PendingObjects');

  constructor(
    private readonly orm: MikroORM,
    private readonly storage: StoragePort,
    private readonly clock: Clock,
    private readonly queue: QueuePort,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.repeat(CLEANUP_QUEUE, SWEEP, SWEEP_EVERY_MS);
    // What a process killed before this start left: not awaited, a start never waits on storage.
    void this.sweep().catch((error: unknown) => this.logger.warn(`sweep at start: ${String(error)}`));
  }

  /** Before the put, committed on its own: from here a crash leaves a record, not an orphan. */
  async expect(key: string): Promise<void> {
    await (this.orm.em.fork() as EntityManager).execute(INSERT, [key, this.clock.now()], 'run');
  }

  /** Inside the transaction where a row starts naming `named` and stops naming `dropped` (deleted after the commit). */
  async swap(em: EntityManager, named: string | null, dropped: readonly string[]): Promise<void> {
    if (named) await em.execute('delete from pending_objects where key = ?', [named], 'run');
    for (const key of dropped) await em.execute(INSERT, [key, this.clock.now()], 'run');
  }

  /** Deletes these objects and their records now (a failed put, a committed swap); what fails is left to the sweep. */
  async release(keys: readonly string[]): Promise<void> {
    if (!keys.length) return;
    await this.deleteLocked((em) => PENDING_NAMED.run(em, { keys })).catch((error: unknown) => this.logger.warn(`left to the sweep: ${keys.join(', ')}: ${String(error)}`));
  }

  /** Deletes the objects recorded longer ago than the grace; returns how many went. */
  @JobHandler(CLEANUP_QUEUE, SWEEP)
  async sweep(): Promise<number> {
    let total = 0;
    const before = new Date(this.clock.now().getTime() - PENDING_GRACE_MS);
    for (let done = PENDING_BATCH; done === PENDING_BATCH; total += done) done = await this.deleteLocked((em) => PENDING_BEFORE.run(em, { before }));
    if (total) this.logger.log(`swept ${total} object(s) no row names`);
    return total;
  }

  /**
   * The records `locked` reads (one batch, skipping those another process holds), their objects deleted, then the
   * records: a crash in between keeps the record and the object goes at the next sweep (a delete is idempotent).
   */
  private deleteLocked(locked: (em: EntityManager) => Promise<{ key: string }[]>): Promise<number> {
    return (this.orm.em.fork() as EntityManager).transactional(async (em) => {
      const rows = await locked(em);
      const results = await Promise.allSettled(rows.map((row) => this.storage.delete(row.key)));
      const deleted = rows.filter((_, i) => results[i].status === 'fulfilled').map((row) => row.key);
      for (const failure of results) if (failure.status === 'rejected') this.logger.warn(`object not deleted, kept for the next sweep: ${String(failure.reason)}`);
      if (deleted.length) await em.execute('delete from pending_objects where key in (?)', [deleted], 'run');
      return deleted.length;
    });
  }
}
