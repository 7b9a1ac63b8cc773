import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, request as httpRequest, type Server } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { expect } from '@playwright/test';
import { Client } from 'pg';

// Servers of the fault tests' own, started and stopped by the tests: the shared PostgreSQL and Redis of the
// suite (CI's, a developer's) are never stopped. The binaries are Debian's, which .ci/run installs.
const workspaceRoot = path.resolve(__dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Debian's PostgreSQL server binaries, the newest installed; null when there are none. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin/initdb'))) : [];
  return versions.length ? path.join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin') : null;
}

const redisBin = (): string | null => ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p)) ?? null;

/** Why the fault servers cannot run here, or null when they can. */
export function missingServers(): string | null {
  if (!postgresBin()) return 'needs PostgreSQL server binaries under /usr/lib/postgresql (.ci/run installs them)';
  if (!redisBin()) return 'needs redis-server (.ci/run installs it)';
  return null;
}

/** initdb refuses root: as root, the cluster belongs to the postgres user and its commands run as that user. */
function asOwner(file: string, args: string[]): void {
  const root = process.getuid?.() === 0;
  execFileSync(root ? 'runuser' : file, root ? ['-u', 'postgres', '--', file, ...args] : args, { stdio: 'pipe' });
}

const TEST_CLIENT = 'capsuisse-faults';

/**
 * Waits until no session of `database` but the test's own is left: whatever a killed process had sent the
 * server has finished (a statement waiting on a lock runs once the lock is free, even though its client died).
 */
export async function waitForOthersGone(client: Client, database: string): Promise<void> {
  const others = async () => (await client.query(`select count(*)::int as n from pg_stat_activity where datname = $1 and application_name <> $2`, [database, TEST_CLIENT])).rows[0].n as number;
  await expect.poll(others, { timeout: 30_000, intervals: [20] }).toBe(0);
}

/** A PostgreSQL cluster of its own in a temporary folder, on a free port; stopped, started and restarted at will. */
export class OwnPostgres {
  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    readonly port: number,
  ) {}

  static async start(): Promise<OwnPostgres> {
    const bin = postgresBin() as string;
    const dir = mkdtempSync(path.join(tmpdir(), 'capsuisse-faults-pg-'));
    if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
    asOwner(path.join(bin, 'initdb'), ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '--no-sync']);
    const pg = new OwnPostgres(bin, dir, await freePort());
    pg.ctl('start');
    return pg;
  }

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** `pg_ctl start|stop|restart`, waiting until done; stop is `fast` (sessions cut, as a crash or a failover cuts them). */
  ctl(action: 'start' | 'stop' | 'restart'): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    asOwner(path.join(this.bin, 'pg_ctl'), ['-D', path.join(this.dir, 'data'), '-o', options, '-l', path.join(this.dir, 'log'), '-m', 'fast', '-w', action]);
  }

  async client(database: string): Promise<Client> {
    const client = new Client({ connectionString: this.url(database), application_name: TEST_CLIENT });
    // A restart cuts it: the test reads its errors from its queries, not as an unhandled event.
    client.on('error', () => undefined);
    await client.connect();
    return client;
  }

  async createDatabase(name: string): Promise<string> {
    const admin = await this.client('postgres');
    await admin.query(`create database ${name}`).finally(() => admin.end());
    return this.url(name);
  }

  destroy(): void {
    try {
      this.ctl('stop');
    } catch {
      // Already stopped.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A Redis of its own on a free port, no persistence: `stop` kills it, `start` brings an empty one back on the same port. */
export class OwnRedis {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(redisBin() as string, ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    this.child = child;
    await expect.poll(() => pingRedis(this.port), { timeout: 10_000, intervals: [50] }).toBe(true);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null) await new Promise((done) => (child.once('exit', done), child.kill('SIGKILL')));
  }
}

/** True when a Redis answers PING on `port` (a raw RESP exchange: no client library that would reconnect). */
function pingRedis(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500, () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data: Buffer) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))));
  });
}

/** A built entry (`dist/apps/<app>/main.js`) as a real process, killed for real. */
export class NodeProcess {
  readonly output: string[] = [];

  private constructor(readonly child: ChildProcess) {
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => this.output.push(chunk.toString()));
  }

  static spawn(app: 'api' | 'worker', env: Record<string, string>): NodeProcess {
    return new NodeProcess(spawn(process.execPath, [`dist/apps/${app}/main.js`], { cwd: workspaceRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }));
  }

  /** Sends `signal` and waits for the process to be gone. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    await new Promise((done) => (this.child.once('exit', done), this.child.kill(signal)));
  }
}

/** The environment shared by every API start of one test: one secret (tokens outlive a restart), its own Redis keys. */
export function apiEnvironment(env: Record<string, string>): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    QUEUE_PREFIX: `capsuisse-faults-${randomBytes(4).toString('hex')}`,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN: '1000,1000,1000',
    RATE_LIMIT_SIGNUP: '1000,1000,1000',
    ...env,
  };
}

/** Starts the API on a free port and waits until its health answers 200. */
export async function startApi(env: Record<string, string>): Promise<{ api: NodeProcess; base: string }> {
  const port = await freePort();
  const api = NodeProcess.spawn('api', { ...env, PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  const health = () => fetch(`${base}/api/health`).then((r) => r.status, () => (api.child.exitCode === null ? 0 : -1));
  await expect.poll(health, { timeout: 60_000, intervals: [200] }).toBeGreaterThan(0);
  expect(await health(), `the API did not start: ${api.output.join('')}`).toBe(200);
  return { api, base };
}

// s3rver ships no types; this is the part the tests use.
const S3rver = require('s3rver') as new (options: object) => { run(): Promise<{ port: number }>; close(): Promise<void> };

interface Held {
  method: string;
  path: string;
  request: IncomingMessage;
}

/**
 * A real S3-protocol server (s3rver) behind a gate of the test's: requests pass through untouched, except those
 * a `hold` rule names, which wait, unanswered, as on a slow network, until the test lets them go (or the caller dies).
 */
export class GatedS3 {
  readonly bucket = 'faults';

  private constructor(
    private readonly s3: { close(): Promise<void> },
    private readonly gate: Server,
    private readonly state: { rule: ((method: string, path: string) => boolean) | null; held: Held[] },
    private readonly dir: string,
    readonly endpoint: string,
  ) {}

  static async start(): Promise<GatedS3> {
    const dir = mkdtempSync(path.join(tmpdir(), 'capsuisse-faults-s3-'));
    const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'faults' }] });
    const upstream = (await s3.run()).port;
    const state: GatedS3['state'] = { rule: null, held: [] };
    const gate = createHttpServer((request, response) => {
      const target = { method: request.method ?? 'GET', path: request.url ?? '/' };
      if (state.rule?.(target.method, target.path)) return void state.held.push({ ...target, request });
      const forward = httpRequest({ host: '127.0.0.1', port: upstream, method: target.method, path: target.path, headers: request.headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      forward.on('error', () => response.destroy());
      request.pipe(forward);
    });
    await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
    return new GatedS3(s3, gate, state, dir, `http://127.0.0.1:${(gate.address() as { port: number }).port}`);
  }

  /** The API's settings for this bucket. */
  get env(): Record<string, string> {
    return { S3_ENDPOINT: this.endpoint, S3_BUCKET: this.bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' };
  }

  /** From now, requests of this method on a key under `prefix` wait at the gate. */
  hold(method: 'PUT' | 'DELETE', prefix: string): void {
    this.state.rule = (m, p) => m === method && p.startsWith(`/${this.bucket}/${prefix}`);
  }

  /** Waits for a held request and returns its key. */
  async heldKey(): Promise<string> {
    await expect.poll(() => this.state.held.length, { timeout: 30_000, intervals: [20] }).toBeGreaterThan(0);
    return decodeURIComponent(new URL(this.state.held[0].path, 'http://s3').pathname.slice(`/${this.bucket}/`.length));
  }

  /** Lets nothing more wait, and drops what waited (its caller is dead by then). */
  open(): void {
    this.state.rule = null;
    for (const held of this.state.held.splice(0)) held.request.socket.destroy();
  }

  /** Every key in the bucket, read from the S3 server itself. */
  async keys(): Promise<string[]> {
    const client = new S3Client({ endpoint: this.endpoint, region: 'eu-central-2', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: this.bucket }));
    client.destroy();
    return (listed.Contents ?? []).map((object) => object.Key as string).sort();
  }

  async close(): Promise<void> {
    this.open();
    await new Promise((done) => this.gate.close(done));
    await this.s3.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
