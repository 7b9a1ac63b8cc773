import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { newEmail, PASSWORD, signUpViaApi } from './support';

// Issue 11: two API processes, as two replicas behind a load balancer, on one PostgreSQL and one Redis
// (what CI provides; the embedded default is one process by design). Each process keeps the access facts
// of the sessions it served in memory and counts login attempts in Redis: neither may let the other's
// changes slip.
const shared = Boolean(process.env['DATABASE_URL'] && process.env['REDIS_URL']);
const workspaceRoot = path.resolve(__dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startApi(env: Record<string, string>): Promise<{ base: string; process: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'capsuisse-replica-'));
  const child = spawn(process.execPath, ['dist/apps/api/main.js'], {
    cwd: workspaceRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(() => fetch(`${base}/api/health`).then((r) => r.status, () => 0), { timeout: 60_000, intervals: [200] })
    .toBe(200);
  return { base, process: child, dataDir };
}

test.describe('two API processes', () => {
  test.skip(!shared, 'needs DATABASE_URL and REDIS_URL (CI sets both)');
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  const apis: { base: string; process: ChildProcess; dataDir: string }[] = [];
  let one: APIRequestContext;
  let two: APIRequestContext;

  test.beforeAll(async () => {
    // One secret (replicas verify each other's tokens), a stricter login limit than the suite's server, and
    // Redis keys of their own (the suite's server counts its sign-ins from this address too).
    const env = { JWT_SECRET: randomBytes(32).toString('hex'), RATE_LIMIT_LOGIN: '3,5,8', QUEUE_PREFIX: `capsuisse-replicas-${Date.now()}` };
    apis.push(...(await Promise.all([startApi(env), startApi(env)])));
    [one, two] = await Promise.all(apis.map((api) => requests.newContext({ baseURL: api.base })));
  });

  test.afterAll(async () => {
    await Promise.all([one?.dispose(), two?.dispose()]);
    await Promise.all(apis.map((api) => new Promise((done) => (api.process.exitCode !== null ? done(null) : (api.process.once('exit', done), api.process.kill('SIGTERM'))))));
    for (const api of apis) rmSync(api.dataDir, { recursive: true, force: true });
  });

  test('a sign-out on one: the other refuses the token as soon as Redis tells it', async () => {
    const session = await signUpViaApi(one, newEmail('replica-out'));
    const headers = { authorization: `Bearer ${session.access_token}` };
    // Twice: the second answer comes from the other process's memory.
    expect((await two.get('/api/me', { headers })).status()).toBe(200);
    expect((await two.get('/api/me', { headers })).status()).toBe(200);
    expect((await one.post('/api/auth/logout?scope=local', { headers })).status()).toBe(204);
    // Asked again 10 ms apart, a second at most: Redis may answer the publisher before the subscriber has its copy.
    await expect.poll(() => two.get('/api/me', { headers }).then((r) => r.status()), { timeout: 1_000, intervals: [10] }).toBe(401);
  });

  test('one login limit across both', async () => {
    const email = newEmail('replica-limit');
    // Signed up from a browser of its own: one and two are unknown devices, whose attempts count on the account.
    const signup = await requests.newContext({ baseURL: apis[0].base });
    await signUpViaApi(signup, email);
    await signup.dispose();
    const attempt = (api: APIRequestContext, password: string) => api.post('/api/auth/token?grant_type=password', { data: { email, password } }).then((r) => r.status());
    expect(await attempt(one, 'Wrong-Password-1')).toBe(401);
    expect(await attempt(two, 'Wrong-Password-1')).toBe(401);
    expect(await attempt(one, 'Wrong-Password-1')).toBe(401);
    // The fourth attempt in the window is refused wherever it lands, even with the right password.
    expect(await attempt(two, PASSWORD)).toBe(429);
    expect(await attempt(one, PASSWORD)).toBe(429);
  });
});
