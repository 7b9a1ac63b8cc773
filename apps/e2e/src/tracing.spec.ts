import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { newEmail } from './support';

// Issue 33: OpenTelemetry traces, from the built API and worker (the instrumentations patch pg and ioredis as
// they load: only a real process, started as in production, shows they are in place). Spans go to a small
// OTLP/HTTP (JSON) receiver of this test's own. The worker needs PostgreSQL and Redis (what CI provides).
const shared = Boolean(process.env['DATABASE_URL'] && process.env['REDIS_URL']);
const workspaceRoot = path.resolve(__dirname, '../../..');

type Attribute = { key: string; value: { stringValue?: string; intValue?: number | string } };
type Span = { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes: Attribute[]; service: string };
const SERVER = 2;
const PRODUCER = 4;
const CONSUMER = 5;

const attribute = (span: Span, key: string): string | undefined => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : String(value.intValue));
};

/** An OTLP/HTTP receiver: every span it was sent, with its resource's service name. */
async function receiver(): Promise<{ endpoint: string; spans: Span[]; close: () => Promise<void> }> {
  const spans: Span[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = resourceSpans.resource.attributes.find((a: Attribute) => a.key === 'service.name')?.value.stringValue;
        for (const scope of resourceSpans.scopeSpans ?? []) for (const span of scope.spans ?? []) spans.push({ ...span, service });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { endpoint: `http://127.0.0.1:${port}`, spans, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

type Started = { process: ChildProcess; lines: string[]; dataDir: string };

/** The built app (`api` or `worker`) with `env`, and a probe that, on SIGUSR2, writes which modules it loaded. */
function start(app: 'api' | 'worker', env: Record<string, string | undefined>, probe: string): Started {
  const dataDir = mkdtempSync(path.join(tmpdir(), `capsuisse-tracing-${app}-`));
  const child = spawn(process.execPath, ['--require', probe, `dist/apps/${app}/main.js`], {
    cwd: workspaceRoot,
    env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'log', ...env, MODULES_FILE: path.join(dataDir, 'modules.json') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString('utf8');
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
  });
  return { process: child, lines, dataDir };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A database of this test's own: its worker runs the scheduled jobs (mail sweep, retention…) on it, not on the suite's. */
async function ownDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1) || 'postgres'}_tracing_${Date.now().toString(36)}`.replace(/[^a-z0-9_]/gi, '_');
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function listening(port: number): Promise<void> {
  await expect.poll(() => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status, () => 0), { timeout: 90_000, intervals: [300] }).toBe(200);
}

/** What the process had loaded of OpenTelemetry's SDK, instrumentations and exporter, bullmq-otel and the require hooks. */
async function loadedTelemetry(started: Started): Promise<string[]> {
  const file = path.join(started.dataDir, 'modules.json');
  rmSync(file, { force: true });
  started.process.kill('SIGUSR2');
  await expect.poll(() => { try { return JSON.parse(readFileSync(file, 'utf8')) as string[]; } catch { return null; } }, { timeout: 5_000 }).not.toBeNull();
  return JSON.parse(readFileSync(file, 'utf8')) as string[];
}

const parsed = (line: string): Record<string, unknown> => {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return {};
  }
};

async function stop(started: Started | undefined): Promise<void> {
  if (!started) return;
  await new Promise((done) => (started.process.exitCode !== null || started.process.signalCode !== null ? done(null) : (started.process.once('exit', done), started.process.kill('SIGTERM'))));
  rmSync(started.dataDir, { recursive: true, force: true });
}

let probeDir: string;
let probe: string;

test.beforeAll(() => {
  probeDir = mkdtempSync(path.join(tmpdir(), 'capsuisse-tracing-probe-'));
  probe = path.join(probeDir, 'probe.cjs');
  writeFileSync(
    probe,
    // prom-client loads @opentelemetry/api whatever the setting (its no-op facade, for exemplars): not counted.
    `process.on('SIGUSR2', () => require('node:fs').writeFileSync(process.env.MODULES_FILE, JSON.stringify(Object.keys(require.cache).filter((p) => /node_modules\\/(@opentelemetry\\/(?!api\\/)|bullmq-otel\\/|require-in-the-middle\\/|import-in-the-middle\\/)/.test(p)))));\n`,
  );
});

test.afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

test('without OTEL_EXPORTER_OTLP_ENDPOINT nothing of the tracing is loaded', async () => {
  test.setTimeout(120_000);
  const apiPort = await freePort();
  const api = start('api', { PORT: String(apiPort), OTEL_EXPORTER_OTLP_ENDPOINT: undefined, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: undefined, QUEUE_PREFIX: `capsuisse-tracing-off-${Date.now()}` }, probe);
  try {
    await listening(apiPort);
    expect((await fetch(`http://127.0.0.1:${apiPort}/api/health`)).status).toBe(200);
    expect(await loadedTelemetry(api)).toEqual([]);
    // Nor does a line name a trace.
    expect(api.lines.filter((line) => line.includes('trace_id'))).toEqual([]);
  } finally {
    await stop(api);
  }
});

test.describe('with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  test.skip(!shared, 'the worker needs DATABASE_URL and REDIS_URL (CI sets both)');
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  let otlp: Awaited<ReturnType<typeof receiver>>;
  let api: Started | undefined;
  let worker: Started | undefined;
  let database: Awaited<ReturnType<typeof ownDatabase>> | undefined;
  let apiPort = 0;

  test.beforeAll(async () => {
    otlp = await receiver();
    database = await ownDatabase(process.env['DATABASE_URL'] as string);
    apiPort = await freePort();
    // A short batch delay: spans leave within 100 ms. A queue prefix of its own: only this worker runs these jobs.
    const env = { DATABASE_URL: database.url, OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint, OTEL_BSP_SCHEDULE_DELAY: '100', QUEUE_PREFIX: `capsuisse-tracing-${Date.now()}` };
    api = start('api', { ...env, PORT: String(apiPort) }, probe);
    await listening(apiPort);
    worker = start('worker', env, probe);
    await expect.poll(() => worker?.lines.some((line) => line.includes('"context":"BullMqWorkers"')), { timeout: 60_000 }).toBe(true);
  });

  test.afterAll(async () => {
    await Promise.all([stop(api), stop(worker)]);
    await Promise.all([otlp?.close(), database?.drop()]);
  });

  const traceOf = (span: Span): Span[] => otlp.spans.filter((s) => s.traceId === span.traceId);
  const serverSpan = (route: string): Span | undefined => otlp.spans.find((s) => s.kind === SERVER && attribute(s, 'http.route') === route);

  test('one trace from the request through Redis and the job to the worker and its SQL', async () => {
    const email = newEmail('tracing');
    const base = `http://127.0.0.1:${apiPort}`;
    expect((await fetch(`${base}/api/auth/recover`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) })).status).toBe(200);

    // The request's span, then the worker's run of the job it queued, and that run's query of the account.
    await expect.poll(() => serverSpan('/api/auth/recover') !== undefined, { timeout: 20_000 }).toBe(true);
    const request = serverSpan('/api/auth/recover') as Span;
    await expect.poll(() => traceOf(request).some((s) => s.service === 'capsuisse-worker' && s.name.startsWith('pg.query') && attribute(s, 'db.query.text')?.includes('"users"')), { timeout: 30_000 }).toBe(true);
    const trace = traceOf(request);

    expect(request).toMatchObject({ service: 'capsuisse-api', name: 'POST /api/auth/recover' });
    expect(attribute(request, 'url.path')).toBe('/api/auth/recover');
    // In the API: the rate limit's and BullMQ's Redis commands, under the request.
    const apiRedis = trace.filter((s) => s.service === 'capsuisse-api' && attribute(s, 'db.system.name') === 'redis');
    expect(apiRedis.length).toBeGreaterThan(0);
    const added = trace.find((s) => s.kind === PRODUCER && s.name === 'add auth.reset-link');
    expect(added).toMatchObject({ service: 'capsuisse-api', parentSpanId: request.spanId });
    // In the worker: the job's run, a child of its adding, and the run's query, a child of the run.
    const run = trace.find((s) => s.kind === CONSUMER && s.service === 'capsuisse-worker');
    expect(run).toMatchObject({ name: 'process auth', parentSpanId: added?.spanId });
    const query = trace.find((s) => s.service === 'capsuisse-worker' && attribute(s, 'db.query.text')?.includes('"users"')) as Span;
    expect(query.parentSpanId).toBe(run?.spanId);
    expect(attribute(query, 'db.system.name')).toBe('postgresql');

    // The address the caller typed is in no span: neither in the query (MikroORM inlines it) nor in BullMQ's commands (the job's data).
    expect(attribute(query, 'db.query.text')).toContain(`"email" = '?'`);
    expect(JSON.stringify(otlp.spans)).not.toContain(email);

    // The access line names the trace.
    const access = api?.lines.map(parsed).find((line) => line.route === '/api/auth/recover' && line.msg === 'request completed');
    expect(access).toMatchObject({ trace_id: request.traceId, span_id: request.spanId });
  });

  test("a request's own SQL in its trace; probes untraced", async () => {
    const base = `http://127.0.0.1:${apiPort}`;
    const login = await fetch(`${base}/api/auth/token?grant_type=password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: newEmail('tracing-login'), password: 'Not-The-Password-1' }) });
    expect(login.status).toBe(401);
    await expect.poll(() => serverSpan('/api/auth/token') !== undefined, { timeout: 20_000 }).toBe(true);
    const request = serverSpan('/api/auth/token') as Span;
    expect(request.name).toBe('POST /api/auth/token');
    // As the access line: neither the query string nor the caller's address.
    expect(request.attributes.map((a) => a.key)).not.toEqual(expect.arrayContaining(['url.query']));
    expect(request.attributes.filter((a) => ['client.address', 'network.peer.address'].includes(a.key))).toEqual([]);
    await expect.poll(() => traceOf(request).some((s) => s.service === 'capsuisse-api' && attribute(s, 'db.system.name') === 'postgresql'), { timeout: 10_000 }).toBe(true);
    expect(traceOf(request).some((s) => attribute(s, 'db.system.name') === 'redis')).toBe(true);
    // The health checks that waited for the API (and Kubernetes's probes) make no trace.
    expect(otlp.spans.filter((s) => attribute(s, 'url.path')?.startsWith('/api/health'))).toEqual([]);
  });

  test('the modules are loaded only here', async () => {
    expect((await loadedTelemetry(api as Started)).some((p) => p.includes('@opentelemetry/instrumentation-pg'))).toBe(true);
    expect((await loadedTelemetry(worker as Started)).some((p) => p.includes('bullmq-otel'))).toBe(true);
  });
});
