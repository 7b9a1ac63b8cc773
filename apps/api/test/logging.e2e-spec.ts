import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { API_ERRORS } from '@capsuisse/contracts';
import { createLogger, runInScope } from '@capsuisse/server-core';
import { PASSWORD, TestApp } from './harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The API's lines at LOG_LEVEL=log, in a file of this test's (LOG_FILE) instead of stdout.
const logFile = join(tmpdir(), `capsuisse-log-${randomUUID()}.log`);
let t: TestApp;
let axel: Awaited<ReturnType<TestApp['userWith']>>;

// Every line must be one JSON object: JSON.parse throws on anything else.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lines = (file = logFile): Record<string, any>[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
const linesOf = (reqId: unknown) => lines().filter((l) => l.reqId === reqId);

beforeAll(async () => {
  t = await TestApp.start({ LOG_LEVEL: 'log', LOG_FILE: logFile });
  axel = await t.asAxel();
});
afterAll(async () => {
  await t?.close();
  rmSync(logFile, { force: true });
});

describe('request ids', () => {
  it('keeps a given X-Request-Id: sent back, on the access line and in the audit entry of the change it made', async () => {
    const id = `ingress-${randomUUID()}`;
    const res = await t.request('POST', '/api/admin/users', {
      token: axel.session.access_token,
      headers: { 'x-request-id': id },
      body: { email: `journal-${randomUUID().slice(0, 8)}@test.capsuisse.ch`, password: 'abcdefgh', role: 'accompagnateur' },
    });
    expect(res.status).toBe(201);
    expect(res.headers['x-request-id']).toBe(id);

    const audit = await t.rows('select request_id from audit_log where action = ? and target_id = ?', ['admin.user.create', res.body.id]);
    expect(audit).toEqual([{ requestId: id }]);

    const [access, ...more] = linesOf(id);
    expect(more).toEqual([]);
    expect(access).toMatchObject({ level: 'info', msg: 'request completed', method: 'POST', route: '/api/admin/users', statusCode: 201 });
    expect(typeof access.responseTime).toBe('number');
    expect(new Date(access.time).toISOString()).toBe(access.time);
  });

  it('gives a new UUID to a request without one, or with one that is not a plausible id', async () => {
    const plain = await t.request('GET', '/api/health');
    expect(plain.headers['x-request-id']).toMatch(UUID);
    expect(linesOf(plain.headers['x-request-id'])).toEqual([expect.objectContaining({ method: 'GET', route: '/api/health', statusCode: plain.status })]);

    for (const given of ['x'.repeat(129), 'a b', 'id"}{"level":"fatal', '']) {
      const res = await t.request('GET', '/api/health', { headers: { 'x-request-id': given } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('writes an unknown address by its path, never its query string, an e-mail address masked', async () => {
    const res = await t.request('GET', '/api/nulle-part/quelqu.un@example.ch?email=quelqu.un@example.ch');
    expect(res.status).toBe(404);
    expect(linesOf(res.headers['x-request-id'])).toEqual([expect.objectContaining({ route: '/api/nulle-part/[e-mail]', statusCode: 404 })]);
  });
});

describe('an event stream', () => {
  it('has its access line when its reader leaves, with its id (inject does not stream: a real listening server)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const leave = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/events`, { headers: { authorization: `Bearer ${axel.session.access_token}` }, signal: leave.signal });
    expect(res.status).toBe(200);
    await res.body?.getReader().read();
    leave.abort();
    const id = res.headers.get('x-request-id');
    for (const start = Date.now(); !linesOf(id).length && Date.now() - start < 5_000; ) await new Promise((r) => setTimeout(r, 50));
    expect(linesOf(id)).toEqual([expect.objectContaining({ level: 'info', msg: 'request completed', route: '/api/events', statusCode: 200, closedByClient: true })]);
  });
});

describe('what no line holds', () => {
  it('has no authorization header, token, cookie, password or e-mail address', async () => {
    const client = await t.asClient();
    const signIn = await t.request('POST', '/api/auth/token?grant_type=password', { body: { email: client.user.email, password: PASSWORD } });
    expect(signIn.status).toBe(200);
    const token = signIn.body.access_token as string;
    const search = await t.request('GET', `/api/admin/users?search=${encodeURIComponent(client.user.email)}`, {
      token: axel.session.access_token,
      headers: { cookie: 'capsuisse_device=secret-cookie-value' },
    });
    expect(search.status).toBe(200);
    expect((await t.request('GET', '/api/me', { token })).status).toBe(200);

    expect(linesOf(signIn.headers['x-request-id'])).toEqual([expect.objectContaining({ route: '/api/auth/token', statusCode: 200 })]);
    const text = readFileSync(logFile, 'utf8');
    for (const secret of [token, signIn.body.refresh_token, axel.session.access_token, 'secret-cookie-value', PASSWORD, client.user.email, axel.user.email, 'Bearer']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/authorization|cookie|@test\.capsuisse\.ch|example\.ch|\?/i);
  });
});

describe('a 500', () => {
  it('is logged once, as an error with its request id, route and stack; the caller gets the French 500', async () => {
    // A real failure inside a real route: the table the audit is read from is away for one request.
    await t.rows('alter table audit_log rename to audit_log_away');
    let res;
    try {
      res = await t.request('GET', '/api/admin/audit', { token: axel.session.access_token, headers: { 'x-request-id': 'panne-1' } });
    } finally {
      await t.rows('alter table audit_log_away rename to audit_log');
    }
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ statusCode: 500, error: 'Internal Server Error', message: API_ERRORS.internal });
    expect(res.headers['x-request-id']).toBe('panne-1');

    const [failure, ...others] = lines().filter((l) => l.level === 'error');
    expect(others).toEqual([]);
    expect(failure).toMatchObject({ reqId: 'panne-1', msg: 'request failed', method: 'GET', route: '/api/admin/audit' });
    expect(failure.err.stack).toMatch(/audit_log[\s\S]*\n\s+at /);
    expect(linesOf('panne-1').map((l) => l.level)).toEqual(['error', 'info']);
  });
});

describe('the logger', () => {
  const file = join(tmpdir(), `capsuisse-log-${randomUUID()}.log`);
  afterAll(() => rmSync(file, { force: true }));

  it("gives Nest's lines their context and, inside a request's scope, its id; LOG_LEVEL=fatal (the tests') writes nothing", () => {
    const logger = createLogger({ logLevel: 'log', logFile: file });
    runInScope(t.app.get(MikroORM), 'dans-une-requete', () => logger.warn('refresh token reused', 'AuthService'));
    logger.error('boom', 'Error: boom\n    at somewhere (x.ts:1:1)', 'Jobs');
    logger.error(new Error(`update "users" set "x" = 1 where "email" = 'quelqu.un+1@example.ch' - deadlock detected`));
    logger.debug('below the level');
    expect(lines(file)).toEqual([
      expect.objectContaining({ level: 'warn', context: 'AuthService', reqId: 'dans-une-requete', msg: 'refresh token reused' }),
      expect.objectContaining({ level: 'error', context: 'Jobs', msg: 'boom', err: { stack: 'Error: boom\n    at somewhere (x.ts:1:1)' } }),
      expect.objectContaining({ level: 'error', err: expect.objectContaining({ type: 'Error', message: `update "users" set "x" = 1 where "email" = '[e-mail]' - deadlock detected` }) }),
    ]);
    expect(readFileSync(file, 'utf8')).not.toContain('example.ch');
    expect(lines(file)[1]).not.toHaveProperty('reqId');

    const quiet = join(tmpdir(), `capsuisse-log-${randomUUID()}.log`);
    const silent = createLogger({ logLevel: 'fatal', logFile: quiet });
    silent.log('started');
    silent.error('failed');
    silent.pino.info({ reqId: 'x' }, 'request completed');
    expect(!existsSync(quiet) || readFileSync(quiet, 'utf8') === '').toBe(true);
    rmSync(quiet, { force: true });
  });
});
