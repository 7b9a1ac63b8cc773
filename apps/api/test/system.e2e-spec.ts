import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { API_ERRORS } from '@capsuisse/contracts';
import { QueuePort, runPositional, StoragePort } from '@capsuisse/server-core';
import { AuthService } from '@capsuisse/server-auth';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DemoSeed } from '../src/app/demo-seed';
import { SECURITY_HEADERS, SERVER_HEADERS } from '../src/app/security-headers';
import { TestApp } from './harness';

// What the build's compression step writes beside a file (tools/web-build/compress.ts).
const BUNDLE = `console.log(${JSON.stringify('CapSuisse '.repeat(400))});`;
function withCompressed(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

// A built web tree as the Dockerfile and `npm start` lay it out: shell, remotes, and the server bundles.
function webDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'capsuisse-web-'));
  for (const dir of ['shell', 'client', 'coach', 'api']) mkdirSync(join(dist, dir));
  writeFileSync(join(dist, 'shell/index.html'), '<!doctype html><title>CapSuisse</title>');
  writeFileSync(join(dist, 'shell/main.3f2a9c1be4.js'), 'console.log(1)');
  writeFileSync(join(dist, 'client/chunk.a1b2c3d4e5.js'), 'var chunk;');
  writeFileSync(join(dist, 'coach/remoteEntry.js'), 'var coach;');
  writeFileSync(join(dist, 'api/main.js'), 'server code');
  withCompressed(join(dist, 'shell/main.0123456789abcdef.js'), BUNDLE);
  withCompressed(join(dist, 'client/remoteEntry.js'), BUNDLE);
  return dist;
}

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start({
    WEB_DIST: webDist(),
    SEED_DEMO: 'true',
    HOUSING_GUIDE_URL: 'https://example.ch/logement',
    SUPPORT_EMAIL: 'aide@example.ch',
    // Not the default 15, so the pools' sizes below come from the setting.
    DATABASE_CONNECTIONS: '6',
  });
});
afterAll(() => t?.close());

describe('system endpoints', () => {
  it('reports database, queue and storage health with their backends', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      db: 'ok',
      queue: 'ok',
      storage: 'ok',
      backends: { db: process.env.DATABASE_URL ? 'postgresql' : 'pglite', queue: process.env.REDIS_URL ? 'bullmq' : 'inline', storage: 'local' },
    });
  });

  it('answers the liveness probe from the process alone: 200 with every backend down, none of them asked', async () => {
    const connection = t.app.get(MikroORM).em.getConnection();
    const down = [
      jest.spyOn(connection, 'execute').mockRejectedValue(new Error('database down')),
      jest.spyOn(t.app.get(QueuePort), 'ping').mockResolvedValue(false),
      jest.spyOn(t.app.get(StoragePort), 'ping').mockResolvedValue(false),
    ];
    try {
      expect((await t.request('GET', '/api/health')).status).toBe(503);
      for (const spy of down) expect(spy).toHaveBeenCalled();
      for (const spy of down) spy.mockClear();
      const live = await t.request('GET', '/api/health/live');
      expect([live.status, live.body]).toEqual([200, { status: 'ok' }]);
      for (const spy of down) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of down) spy.mockRestore();
    }
    expect((await t.request('GET', '/api/health')).status).toBe(200);
  });

  it('sends hot reads as statements prepared once per connection, a list as one array (on PGlite too, whose connections share one session)', async () => {
    const { user } = await t.asClient();
    const sql = 'select user_id, email from profiles where user_id = any($1) order by email';
    const statements = await t.app.get(EntityManager).fork().transactional(async (em) => {
      for (let i = 0; i < 2; i++) expect(await runPositional(em, sql, [[user.id, randomUUID()]])).toEqual([{ user_id: user.id, email: user.email }]);
      return em.execute<{ statement: string; parameter_types: string }[]>('select statement, parameter_types::text from pg_prepared_statements');
    });
    const ours = statements.filter((s) => s.statement === sql);
    expect(ours).toEqual([{ statement: sql, parameter_types: '{uuid[]}' }]);
  });

  it('reads outside a transaction on a pool of their own (on PostgreSQL; on PGlite the one connection of the ORM)', async () => {
    const { user } = await t.asClient();
    const em = t.app.get(EntityManager).fork();
    const acquire = jest.spyOn(em.getKnex().client, 'acquireConnection');
    try {
      expect(await runPositional(em, 'select email from profiles where user_id = $1', [user.id])).toEqual([{ email: user.email }]);
      expect(acquire).toHaveBeenCalledTimes(process.env.DATABASE_URL ? 0 : 1);
    } finally {
      acquire.mockRestore();
    }
  });

  (process.env.DATABASE_URL ? it : it.skip)('opens DATABASE_CONNECTIONS at most: a third for the reads outside transactions, the rest for the ORM', async () => {
    const em = t.app.get(EntityManager).fork();
    expect((em.getKnex().client as { pool: { max: number } }).pool.max).toBe(4);
    // Five slow reads at once: the read pool runs two of them, the others wait for a connection.
    const reads = Array.from({ length: 5 }, () => runPositional(em, 'select pg_sleep(0.5) as slept', []));
    await new Promise((r) => setTimeout(r, 250));
    const [{ running }] = await em.execute<{ running: number }[]>(
      `select count(*)::int as running from pg_stat_activity where datname = current_database() and state = 'active' and query like 'select pg_sleep%'`,
    );
    await Promise.all(reads);
    expect(running).toBe(2);
  });

  it('plans each read outside a transaction once: a page told its limit is not planned again at every request (on PGlite too)', async () => {
    const { session } = await t.asAxel();
    const em = t.app.get(EntityManager).fork();
    // One request after another: the read pool hands out its last released connection, so all ran on the one
    // asked below (PGlite's one session holds every connection's statements). The first also counts the users
    // beside the page, on a second connection; the count is kept for the next ones.
    expect((await t.request('GET', '/api/admin/users?page_size=5', { token: session.access_token })).status).toBe(200);
    for (let i = 0; i < 7; i++) expect((await t.request('GET', '/api/admin/users?page_size=5', { token: session.access_token })).status).toBe(200);
    const plans = await runPositional<{ statement: string; generic_plans: string; custom_plans: string }>(
      em,
      `select statement, generic_plans, custom_plans from pg_prepared_statements where statement like '%limit $%' and statement not like '%pg_prepared_statements%'`,
      [],
    );
    // The users page ran seven times on its one plan; no paged read was ever planned for its values.
    expect(plans.filter((plan) => plan.statement.includes(' as "users"') && Number(plan.generic_plans) >= 7)).toHaveLength(1);
    for (const plan of plans) expect({ statement: plan.statement, custom: Number(plan.custom_plans) }).toEqual({ statement: plan.statement, custom: 0 });
  });

  it("makes a request's EntityManager only when the request uses one: none for a read on the driver, one for a write", async () => {
    const { session } = await t.asClient();
    const token = session.access_token;
    // The first request of a session loads its access facts through the ORM.
    expect((await t.request('GET', '/api/me', { token })).status).toBe(200);
    const fork = jest.spyOn(t.app.get(EntityManager), 'fork');
    try {
      expect((await t.request('GET', '/api/me', { token })).status).toBe(200);
      expect(fork).not.toHaveBeenCalled();
      expect((await t.request('PATCH', '/api/me', { token, body: { first_name: 'Léa' } })).status).toBe(200);
      expect(fork).toHaveBeenCalledTimes(1);
    } finally {
      fork.mockRestore();
    }
  });

  it('serves the public configuration', async () => {
    expect((await t.request('GET', '/api/config')).body).toEqual({ housingGuideUrl: 'https://example.ch/logement', supportEmail: 'aide@example.ch' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.request('GET', '/api/docs-json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/auth/signup', '/api/auth/token', '/api/me', '/api/health']));
  });

  it('answers an unknown API path with a French JSON 404, not the web page', async () => {
    const res = await t.request('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: API_ERRORS.notFound });
  });
});

describe('web on the same origin', () => {
  it('serves the shell with SPA fallback, never cached', async () => {
    for (const path of ['/', '/dashboard', '/user/42']) {
      const res = await t.request('GET', path);
      expect(res.status).toBe(200);
      expect(res.body).toContain('<title>CapSuisse</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and 404s a missing file', async () => {
    const res = await t.request('GET', '/main.3f2a9c1be4.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.request('GET', '/missing.js')).status).toBe(404);
  });

  it('lists the remotes (folders with a remoteEntry.js) and serves them under /remotes/', async () => {
    const manifest = await t.request('GET', '/remotes.json');
    expect(manifest.body).toEqual({ client: '/remotes/client/remoteEntry.js', coach: '/remotes/coach/remoteEntry.js' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await t.request('GET', '/remotes/client/remoteEntry.js');
    expect(entry.body).toBe(BUNDLE);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await t.request('GET', '/remotes/client/chunk.a1b2c3d4e5.js')).headers['cache-control']).toContain('immutable');
    expect((await t.request('GET', '/remotes/api/main.js')).status).toBe(404);
  });
});

describe('security headers', () => {
  it('are the same on the pages, the files, the manifest, the API and its errors', async () => {
    const paths = ['/', '/dashboard', '/main.3f2a9c1be4.js', '/remotes/client/remoteEntry.js', '/remotes.json', '/api/health', '/api/nothing-here', '/missing.js'];
    for (const path of paths) {
      const res = await t.request('GET', path, { headers: { 'accept-encoding': 'br' } });
      for (const [name, value] of Object.entries(SERVER_HEADERS)) expect([path, name, res.headers[name.toLowerCase()]]).toEqual([path, name, value]);
    }
    expect(SERVER_HEADERS).toMatchObject(SECURITY_HEADERS);
    // What each must say, whatever the file: no framing, no sniffing, our origin only, HTTPS kept.
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
    expect(SECURITY_HEADERS['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(SECURITY_HEADERS['Content-Security-Policy']).toContain("script-src 'self';");
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(SECURITY_HEADERS['Strict-Transport-Security']).toMatch(/^max-age=31536000/);
  });
});

describe('compressed delivery', () => {
  const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
  async function raw(path: string, encoding: string) {
    const res = await t.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': encoding } });
    return { headers: res.headers, bytes: res.rawPayload };
  }

  it.each(['br', 'gzip'] as const)('sends the %s copy with its encoding and Vary, the same content once decoded', async (encoding) => {
    for (const [path, cache] of [
      ['/main.0123456789abcdef.js', 'public, max-age=31536000, immutable'],
      ['/remotes/client/remoteEntry.js', 'no-cache'],
    ]) {
      const res = await raw(path, `${encoding}, identity`);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/javascript/);
      expect(res.headers['cache-control']).toBe(cache);
      expect(decoders[encoding](res.bytes).toString()).toBe(BUNDLE);
      expect(res.bytes.length).toBeLessThan(BUNDLE.length / 10);
    }
  });

  it('sends the file as it is to a client that accepts no encoding, still varying on it', async () => {
    const res = await raw('/main.0123456789abcdef.js', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.bytes.toString()).toBe(BUNDLE);
  });

  it('still sends a page with no compressed copy, revalidated', async () => {
    const res = await raw('/user/42', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.bytes.toString()).toContain('<title>CapSuisse</title>');
  });
});

describe('demo seed', () => {
  it('creates one account per role, the paid client assigned to the coach, all with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const login = await t.request('POST', '/api/auth/token?grant_type=password', { body: { email: account.email, password: DEMO_PASSWORD } });
      expect(login.status).toBe(200);
      expect(login.body.user.role).toBe(account.role);
      expect((await t.request('GET', '/api/me', { token: login.body.access_token })).body.has_paid).toBe(account.hasPaid);
    }
    const [coach, client] = await t.inContext(async () => {
      const auth = t.app.get(AuthService);
      return [await auth.findUserByEmail('coach@demo.capsuisse.ch'), await auth.findUserByEmail('client@demo.capsuisse.ch')];
    });
    expect(await t.rows('select * from accompagnateur_clients where accompagnateur_id = ? and client_id = ?', [coach?.id, client?.id])).toHaveLength(1);
    // The demo coach takes first calls, with hours: the unpaid demo client can book one from the first start.
    const nouveau = await t.request('POST', '/api/auth/token?grant_type=password', { body: { email: 'nouveau@demo.capsuisse.ch', password: DEMO_PASSWORD } });
    const slots = await t.request('GET', '/api/calls/first-call/slots', { token: nouveau.body.access_token });
    expect(slots.status).toBe(200);
    expect(slots.body.coaches.map((c: { coach_id: string }) => c.coach_id)).toEqual([coach?.id]);
    expect(slots.body.coaches[0].days.length).toBeGreaterThan(0);
  });

  it('is idempotent', async () => {
    await t.inContext(() => t.app.get(DemoSeed).seed());
    expect(await t.rows("select * from users where email like '%@demo.capsuisse.ch'")).toHaveLength(DEMO_ACCOUNTS.length);
    expect(await t.rows('select * from accompagnateur_clients')).toHaveLength(1);
  });

  it('the demo job seeker has said yes to recruiters and the demo recruiter is approved: it lists the job seeker; a later "no" of the job seeker stands', async () => {
    const signIn = async (email: string) => (await t.request('POST', '/api/auth/token?grant_type=password', { body: { email, password: DEMO_PASSWORD } })).body.access_token as string;
    const [recruiter, client] = [await signIn('recruteur@demo.capsuisse.ch'), await signIn('client@demo.capsuisse.ch')];
    const listed = async () => ((await t.request('GET', '/api/recruiter/candidates', { token: recruiter })).body.candidates as { email: string }[]).map((c) => c.email);
    expect(await listed()).toEqual(['client@demo.capsuisse.ch']);
    expect((await t.request('GET', '/api/me', { token: recruiter })).body.recruiter_approval).toBe('approved');
    expect((await t.request('PUT', '/api/me/recruiter-visibility', { token: client, body: { visible: false } })).status).toBe(200);
    await t.inContext(() => t.app.get(DemoSeed).seed());
    expect(await listed()).toEqual([]);
  });
});
