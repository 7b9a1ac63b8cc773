import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type DynamicModule, type INestApplicationContext, Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import type { Role, Session } from '@capsuisse/contracts';
import { type Account, AuthJobsModule, AuthService } from '@capsuisse/server-auth';
import { type AppConfig, CoreModule, loadConfig, ManualClock, OutboxMail, runInScope } from '@capsuisse/server-core';
import { DocumentJobsModule } from '@capsuisse/server-documents';
import { MIGRATIONS } from '@capsuisse/server-migrations';
import { PaymentJobsModule } from '@capsuisse/server-payments';
import { PrivacyJobsModule } from '@capsuisse/server-privacy';
import { ReminderJobsModule } from '@capsuisse/server-reminders';
import { createApp } from '../src/app/create-app';

// The suite runs on whatever DATABASE_URL / REDIS_URL say (CI: real servers) or, unset, on PGlite and
// the inline queue. Real servers are isolated: a database of our own (named after the given one, so two
// checkouts testing at once do not share it; one per jest worker, as files run side by side), reset per file,
// and a queue prefix.
async function freshDatabase(url: string): Promise<string> {
  const target = new URL(url);
  const TEST_DATABASE = `${target.pathname.slice(1) || 'postgres'}_api_test_${process.env.JEST_WORKER_ID ?? 1}`.replace(/[^a-z0-9_]/gi, '_');
  target.pathname = `/${TEST_DATABASE}`;
  const admin = await MikroORM.init({ driver: PostgreSqlDriver, clientUrl: url, discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 1 } });
  const exists = await admin.em.getConnection().execute('select 1 from pg_database where datname = ?', [TEST_DATABASE]);
  if (!exists.length) await admin.em.getConnection().execute(`create database ${TEST_DATABASE}`);
  await admin.close();
  const db = await MikroORM.init({ driver: PostgreSqlDriver, clientUrl: target.toString(), discovery: { warnWhenNoEntities: false }, pool: { min: 0, max: 1 } });
  await db.em.getConnection().execute('drop schema if exists public cascade; create schema public;');
  await db.close();
  return target.toString();
}

/**
 * On PGlite a new database costs its initdb and every migration, most of a file's time: each file
 * of a jest run starts from a copy of one database migrated once in that run (by the first file of each worker
 * that finds none), as fresh as before. Outside jest's runs (no CAPSUISSE_TEST_RUN), each file migrates its own.
 */
async function migratedEmbedded(): Promise<string | null> {
  const run = process.env.CAPSUISSE_TEST_RUN;
  if (!run) return null;
  const template = join(tmpdir(), `capsuisse-pglite-${run}`);
  if (existsSync(template)) return template;
  // Those of runs whose jest process has ended.
  for (const entry of readdirSync(tmpdir())) {
    const pid = /^capsuisse-pglite-(\d+)-/.exec(entry)?.[1];
    if (pid && !alive(Number(pid))) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'capsuisse-api-'));
  const app = await createApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'fatal' }), clock: new ManualClock() });
  await app.close();
  try {
    renameSync(join(dataDir, 'pg'), template);
  } catch (error) {
    // The other worker made it meanwhile: either copy is the same database.
    if (!existsSync(template)) throw error;
  }
  rmSync(dataDir, { recursive: true, force: true });
  return template;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** What apps/worker runs: core with the BullMQ consumers and every job handler. */
@Module({})
class WorkerContext {
  static register(config: AppConfig, clock: ManualClock): DynamicModule {
    return { module: WorkerContext, imports: [CoreModule.forRoot({ config, clock, migrations: MIGRATIONS, consumeJobs: true }), AuthJobsModule, DocumentJobsModule, PaymentJobsModule, PrivacyJobsModule, ReminderJobsModule] };
  }
}

// Response bodies are checked by the assertions, whatever their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Response<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The caller's socket address (default 127.0.0.1). */
  remoteAddress?: string;
}

export const PASSWORD = 'Test-Password-1';

export class TestApp {
  private constructor(
    readonly app: NestFastifyApplication,
    readonly config: AppConfig,
    readonly clock: ManualClock,
    private readonly worker: INestApplicationContext | null,
    readonly dataDir: string,
  ) {}

  /** Boots the real app (and, with Redis, a worker context consuming the jobs) with test settings. */
  static async start(env: Record<string, string> = {}): Promise<TestApp> {
    const dataDir = mkdtempSync(join(tmpdir(), 'capsuisse-api-'));
    const databaseUrl = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : undefined;
    const migrated = databaseUrl || env.DATABASE_URL ? null : await migratedEmbedded();
    if (migrated) cpSync(migrated, join(dataDir, 'pg'), { recursive: true });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL,
      QUEUE_PREFIX: `capsuisse-test-${randomUUID().slice(0, 8)}`,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'fatal',
      JOB_BACKOFF_MS: '50',
      RATE_LIMIT_LOGIN: '1000,1000,1000',
      RATE_LIMIT_SIGNUP: '1000,1000,1000',
      RATE_LIMIT_RECOVER: '1000,1000,1000',
      RATE_LIMIT_RESET: '1000,1000,1000',
      RATE_LIMIT_MFA: '1000,1000,1000',
      ...env,
    });
    const clock = new ManualClock();
    const app = await createApp({ config, clock });
    // apps/worker consumes the queues in production; here the same core module does it in-process.
    const worker = config.redis ? await NestFactory.createApplicationContext(WorkerContext.register(config, clock), { logger: false }) : null;
    await worker?.init();
    return new TestApp(app, config, clock, worker, dataDir);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async request<T = any>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, options: RequestOptions = {}): Promise<Response<T>> {
    const response = await this.app.inject({
      method,
      url,
      headers: { ...(options.token && { authorization: `Bearer ${options.token}` }), ...options.headers },
      ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
      ...(options.body !== undefined && { payload: options.body as object }),
    });
    const json = (response.headers['content-type'] ?? '').toString().includes('json');
    return { status: response.statusCode, body: (json ? response.json() : response.body) as T, headers: response.headers };
  }

  /**
   * `POST /api/documents/:type` (or `options.url`) with a multipart body whose field `field` carries `content`,
   * after the text parts `fields`.
   */
  upload(token: string, type: string, content: Buffer, options: { filename?: string; field?: string; url?: string; fields?: Record<string, string> } = {}): Promise<Response> {
    const boundary = `capsuisse-${randomUUID()}`;
    const texts = Object.entries(options.fields ?? {}).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const head = `${texts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'document'}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return this.request('POST', options.url ?? `/api/documents/${type}`, { token, body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  }

  /**
   * The SQL the API runs for `fn` (a request), with each statement's values, and only for it: work that other
   * requests or jobs left running in the background meanwhile is told apart by its async context.
   */
  async statementsOf<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[]; bindings: unknown[][] }> {
    const knex = this.app.get<MikroORM<PostgreSqlDriver>>(MikroORM).em.getConnection().getKnex();
    const measured = new AsyncLocalStorage<true>();
    const statements: string[] = [];
    const bindings: unknown[][] = [];
    const onQuery = ({ sql, bindings: values }: { sql: string; bindings?: unknown[] }) => {
      if (!measured.getStore()) return;
      statements.push(sql);
      bindings.push(values ?? []);
    };
    knex.on('query', onQuery);
    try {
      return { result: await measured.run(true, fn), statements, bindings };
    } finally {
      knex.off('query', onQuery);
      measured.disable();
    }
  }

  /** Runs `fn` with a fresh EntityManager, as a request would. */
  inContext<T>(fn: () => Promise<T>): Promise<T> {
    return runInScope(this.app.get(MikroORM), null, fn);
  }

  /**
   * A user of any role (axel-only roles too), made directly through the service, and their session. A recruiter
   * is approved, as one axel makes, unless `pending` (as a sign-up leaves it).
   */
  async userWith(role: Role, options: { hasPaid?: boolean; email?: string; pending?: boolean } = {}): Promise<{ user: Account; session: Session }> {
    const auth = this.app.get(AuthService);
    return this.inContext(async () => {
      const user = await auth.createUser({
        email: options.email ?? `${role}-${randomUUID().slice(0, 8)}@test.capsuisse.ch`,
        password: PASSWORD,
        role,
        hasPaid: options.hasPaid ?? false,
        firstName: 'Test',
        lastName: role,
        ...(!options.pending && { approval: { by: null } }),
      });
      return { user, session: await auth.startSession(user) };
    });
  }

  /** Another session of an existing user (another device), without going through the password. */
  newSession(user: Account): Promise<Session> {
    return this.inContext(() => this.app.get(AuthService).startSession(user));
  }

  /** A client who paid as a real one does: checkout, the demo provider's confirmation, then verify. */
  async paidThroughCheckout(): Promise<{ user: Account; session: Session; paymentSessionId: string }> {
    const client = await this.asUnpaidClient();
    const token = client.session.access_token;
    const checkout = await this.request('POST', '/api/payments/checkout', { token, body: { currency: 'CHF' } });
    const sessionId = String(checkout.body.url).split('/').pop() as string;
    if ((await this.request('POST', `/api/payments/demo/${sessionId}/confirm`)).status !== 303) throw new Error('demo checkout not confirmed');
    const verified = await this.request('POST', '/api/payments/verify', { token, body: { session_id: sessionId } });
    if (verified.body?.paid !== true) throw new Error(`payment not verified: ${JSON.stringify(verified.body)}`);
    return { ...client, paymentSessionId: sessionId };
  }

  asClient = () => this.userWith('client', { hasPaid: true });
  asUnpaidClient = () => this.userWith('client');
  asCoach = () => this.userWith('accompagnateur');
  asRecruiter = () => this.userWith('recruteur');
  asAxel = () => this.userWith('axel');

  /**
   * Rows straight from the database, columns in camelCase, timestamps as the driver gives them (strings):
   * what a test checks was stored, whichever domain owns the table (each domain's entities are its own).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async rows<T = Record<string, any>>(sql: string, params: unknown[] = []): Promise<T[]> {
    const raw: Record<string, unknown>[] = await this.app.get(MikroORM).em.fork().getConnection().execute(sql, params);
    return raw.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), v])) as T);
  }

  /** SQL by hand in an ORM transaction, as the app writes: the read model claims its changes at once (those of `rows` the database announces). */
  async write(sql: string, params: unknown[] = []): Promise<void> {
    await this.app.get<MikroORM<PostgreSqlDriver>>(MikroORM).em.fork().transactional((em) => em.execute(sql, params));
  }

  /** Waits for the mail job to land in the outbox. */
  async mailTo(email: string, timeoutMs = 15_000): Promise<OutboxMail> {
    const em = this.app.get(MikroORM).em;
    for (const start = Date.now(); Date.now() - start < timeoutMs; await new Promise((r) => setTimeout(r, 100))) {
      const mail = await em.fork().findOne(OutboxMail, { to: email }, { orderBy: { createdAt: 'desc' } });
      if (mail) return mail;
    }
    throw new Error(`no mail to ${email} within ${timeoutMs} ms`);
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.app.close();
    if (this.config.redis) {
      const redis = new Redis(this.config.redis.url);
      const keys = await redis.keys(`${this.config.queuePrefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
