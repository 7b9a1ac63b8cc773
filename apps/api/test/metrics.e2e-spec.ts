import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { METRIC_NAMES } from '@capsuisse/server-core';
import { PDF } from './files';
import { TestApp } from './harness';

// Issue 33: the Prometheus metrics, on a port of their own and for the token's bearer alone.
const TOKEN = 'metrics-token-of-the-tests-0123456789';
let t: TestApp;
let url: string;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  t = await TestApp.start({ METRICS_PORT: String(port), METRICS_TOKEN: TOKEN, HOST: '127.0.0.1', RATE_LIMIT_RECOVER: '1000,1000,1' });
  url = `http://127.0.0.1:${port}/metrics`;
});
afterAll(() => t?.close());

const scrape = async (): Promise<string> => {
  const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
};

/** The value of the sample `name` whose labels include `labels` (0 when there is none). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const own = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
    if (Object.entries(labels).every(([k, v]) => own[k] === v)) return Number(match[3]);
  }
  return 0;
}

it('refuses anonymous callers: no /metrics on the API port, and none without the token on its own', async () => {
  expect((await t.request('GET', '/api/metrics')).status).toBe(404);
  expect((await t.request('GET', '/metrics')).status).toBe(404);
  const anonymous = await fetch(url);
  expect(anonymous.status).toBe(401);
  expect(await anonymous.text()).toBe('');
  expect((await fetch(url, { headers: { authorization: `Bearer ${TOKEN.slice(1)}` } })).status).toBe(401);
  expect((await fetch(url.replace('/metrics', '/'), { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
});

it('counts the documents past their review deadline, the failed mails and each queue at scrape time', async () => {
  const client = await t.asClient();
  expect((await t.upload(client.session.access_token, 'cv', PDF)).status).toBe(201);
  const hourAgo = new Date(t.clock.now().getTime() - 3_600_000);
  await t.rows(`update files set validation_deadline = ? where user_id = ?`, [hourAgo, client.user.id]);
  const now = t.clock.now();
  await t.rows(
    `insert into mails (id, recipient, kind, subject, text, status, attempts, queued_at, created_at, updated_at) values (?, 'perdu@test.capsuisse.ch', 'message', 'Sujet', 'Texte', 'failed', 5, ?, ?, ?)`,
    [randomUUID(), now, now, now],
  );
  const text = await scrape();
  expect(sample(text, METRIC_NAMES.reviewsOverdue)).toBe(1);
  expect(sample(text, METRIC_NAMES.mailsFailed)).toBe(1);
  for (const state of ['waiting', 'active', 'delayed', 'failed']) expect(text).toMatch(new RegExp(`^${METRIC_NAMES.queueJobs}\\{queue="documents",state="${state}"\\} \\d+$`, 'm'));
  expect(sample(text, METRIC_NAMES.dbPoolMax, { pool: 'orm' })).toBeGreaterThan(0);
  expect(text).toMatch(new RegExp(`^${METRIC_NAMES.dbPoolConnections}\\{pool="orm",state="used"\\} \\d+$`, 'm'));
  // PostgreSQL's reads have a pool of their own; PGlite's one session is the ORM's.
  expect(sample(text, METRIC_NAMES.dbPoolMax, { pool: 'reads' }) > 0).toBe(Boolean(process.env.DATABASE_URL));
});

it('times each route by its pattern, never by its raw address, and counts responses by status', async () => {
  const before = await scrape();
  const count = (text: string) => sample(text, `${METRIC_NAMES.httpDuration}_count`, { method: 'GET', route: '/api/health/live' });
  for (let i = 0; i < 3; i++) expect((await t.request('GET', '/api/health/live')).status).toBe(200);
  const id = randomUUID();
  const { session } = await t.asClient();
  expect((await t.request('GET', `/api/documents/${id}/link`, { token: session.access_token })).status).toBe(404);
  expect((await t.request('GET', `/api/unknown-${id}`)).status).toBe(404);
  const after = await scrape();
  expect(count(after) - count(before)).toBe(3);
  expect(sample(after, `${METRIC_NAMES.httpDuration}_bucket`, { method: 'GET', route: '/api/health/live', le: '+Inf' })).toBe(count(after));
  expect(sample(after, METRIC_NAMES.httpResponses, { route: '/api/documents/:id/link', code: '404' })).toBe(1);
  expect(sample(after, METRIC_NAMES.httpResponses, { route: 'unmatched', code: '404' })).toBeGreaterThanOrEqual(1);
  expect(after).not.toContain(id);
});

it('counts a refused sign-in and a 429 by the limit that refused it', async () => {
  const { user } = await t.asClient();
  const before = await scrape();
  expect((await t.request('POST', '/api/auth/token?grant_type=password', { body: { email: user.email, password: 'Wrong-Password-1' } })).status).toBe(401);
  const recover = () => t.request('POST', '/api/auth/recover', { body: { email: user.email }, remoteAddress: '203.0.113.9' });
  expect((await recover()).status).toBe(200);
  expect((await recover()).status).toBe(429);
  const after = await scrape();
  expect(sample(after, METRIC_NAMES.loginFailures) - sample(before, METRIC_NAMES.loginFailures)).toBe(1);
  expect(sample(after, METRIC_NAMES.rateLimited, { limit: 'recover' }) - sample(before, METRIC_NAMES.rateLimited, { limit: 'recover' })).toBe(1);
  expect(sample(after, METRIC_NAMES.httpResponses, { route: '/api/auth/recover', code: '429' })).toBe(1);
});
