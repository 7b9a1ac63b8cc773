import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import type { Role } from '@capsuisse/contracts';
import { Clock } from '../clock/clock';
import { DatabaseServer } from '../database/database.module';

/** What the access check needs of a live session, valid until `until` (epoch ms). */
export interface AccessFacts {
  userId: string;
  role: Role;
  hasPaid: boolean;
  until: number;
}

/** Raised by triggers on the rows that decide access (see the auth and profiles migrations). */
export const ACCESS_CHANNEL = 'access_change';
const TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;
const RETRY_MS = 1_000;

/**
 * The access check's facts of live sessions, in memory, so a signed-in request costs no query for them.
 * Every replica (and worker) that ends a session, sets a role, records a payment or erases an account makes
 * PostgreSQL notify all of them (triggers, LISTEN/NOTIFY); a notice drops that user's entries. The process
 * that wrote also drops them itself (`forget`), so its own next request never waits on the notice.
 * It serves only while listening: a lost connection empties it and every check asks PostgreSQL until it
 * listens again. Not on the embedded database: one connection, one process.
 */
@Injectable()
export class AccessCache implements OnApplicationShutdown {
  private readonly logger = new Logger('AccessCache');
  private readonly entries = new Map<string, AccessFacts>();
  private listener: pg.Client | null = null;
  private listening = false;
  private started = false;
  private closed = false;
  // Bumped by every notice: facts read while one arrived may predate the change, so they are not kept.
  private generation = 0;

  constructor(
    private readonly database: DatabaseServer,
    private readonly clock: Clock,
  ) {}

  /** The session's facts from memory, or from `load` (kept unless a change was noticed meanwhile). */
  async through(sessionId: string, load: () => Promise<AccessFacts | null>): Promise<AccessFacts | null> {
    if (!this.started) this.start();
    const hit = this.entries.get(sessionId);
    if (hit && this.listening && hit.until > this.clock.now().getTime()) return hit;
    if (hit) this.entries.delete(sessionId);
    const generation = this.generation;
    const facts = await load();
    if (facts && this.listening && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(sessionId, { ...facts, until: Math.min(facts.until, this.clock.now().getTime() + TTL_MS) });
    }
    return facts;
  }

  /** Drops what is known of the user's sessions (this process wrote a change; the others hear it from PostgreSQL). */
  forget(userId: string): void {
    this.generation += 1;
    for (const [sessionId, facts] of this.entries) if (facts.userId === userId) this.entries.delete(sessionId);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    this.listening = false;
    await this.listener?.end().catch(() => undefined);
  }

  private start(): void {
    this.started = true;
    if (!this.database.isEmbedded) void this.listen();
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.database.url });
    const lost = (reason: unknown) => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listening = false;
      void client.end().catch(() => undefined);
      this.generation += 1;
      this.entries.clear();
      if (this.closed) return;
      this.logger.warn(`stopped listening (${String(reason)}): access is checked in PostgreSQL until it listens again`);
      setTimeout(() => void this.listen(), RETRY_MS).unref();
    };
    client.on('notification', (notice) => this.forget(notice.payload ?? ''));
    client.on('error', lost);
    client.on('end', () => lost('connection ended'));
    this.listener = client;
    try {
      await client.connect();
      await client.query(`listen ${ACCESS_CHANNEL}`);
      if (this.listener === client && !this.closed) this.listening = true;
      else await client.end();
    } catch (error) {
      lost(error);
    }
  }
}
