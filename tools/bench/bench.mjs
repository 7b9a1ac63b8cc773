#!/usr/bin/env node
// `npm run bench`: the API's hot paths under load, on loopback, beside the ceiling of a database read
// (a bare Fastify handler doing one primary-key query on the same database) measured in the same run.
// On DATABASE_URL (PostgreSQL; the bench uses a database of its own, `<name>_bench`, new each run) or,
// unset, on the embedded default (PGlite in a temporary data folder). Figures are reported, not asserted.
// `-- --only=<text>` measures only the endpoints whose name holds the text; `-- --cpu-prof` runs the API
// under V8's profiler and leaves its profile in tmp/profiles/ (open it in Chrome's DevTools). With REDIS_URL,
// the CV check's section (issue 32, `--only=cv-check`) builds and runs the worker beside the API: its jobs are the worker's.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import argon2 from 'argon2';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { PDFDocument } from 'pdf-lib';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 100;
const PASSWORD = 'Bench-Password-1';
const COUNTS = { clients: 1000, coaches: 50, documentsPerClient: 3, clientsOfBusiestCoach: 200, users: 100_000 };
// Issue 31: the busiest coach's sessions booked ahead; the race's clients and slots.
const CALLS = { booked: 120, racers: 100, raceSlots: 10 };
const RACE = 'race: POST /api/calls/first-call';
// axel's search, as the web sends what he types: a part of one member's email (11 of the 100,000 hold it).
const SEARCH = 'membre-4242';
// Issue 32: the Swiss CV check of a two-page CV, its bound, and the checks kept in flight beside the reads.
const CV = { name: 'cv-check', boundMs: 2000, runs: 20, coldRuns: 10, inFlight: 10, pollMs: 100, steadyRate: 200 };
// Issue 32: the ORP's monthly proof of a month with 40 applications, as PDF and CSV, and its bound.
const PROOF = { name: 'proof', applications: 40, runs: 20, boundMs: 1000 };
// Issue 34: a 500 MB training video sent by tus in the web's 8 MB parts, the API's memory meanwhile and its bound; then
// ten clients seeking in it at once (a range from a random place, read until its first bytes), rounds of them.
const VIDEO = { name: 'video', bytes: 500 * 1024 * 1024, partBytes: 8 * 1024 * 1024, rssBoundMb: 350, seekers: 10, rounds: 30, ttfbBoundMs: 200, day: 2 };
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const PROFILE_DIR = process.argv.includes('--cpu-prof') ? join(root, 'tmp/profiles') : undefined;

const log = (...args) => console.error('[bench]', ...args);

function freePort() {
  return new Promise((ok) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

// --- the database: PostgreSQL (a bench database of our own) or the embedded PGlite ---------------

async function postgresTarget(url) {
  const target = new URL(url);
  const name = `${target.pathname.slice(1) || 'postgres'}_bench`.replace(/[^a-z0-9_]/gi, '_');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  target.pathname = `/${name}`;
  const databaseUrl = target.toString();
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: databaseUrl },
    // PostgreSQL takes the seed and the ceiling's queries while the API runs.
    open: async () => {
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
      return { query: (sql, params) => pool.query(sql, params).then((r) => r.rows), close: () => pool.end() };
    },
    concurrentWithApi: true,
  };
}

async function embeddedTarget(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  // The API's extensions (EmbeddedPostgres): an index made with pg_trgm's operators, or a constraint with btree_gist's, is unusable without them.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  return {
    label: 'embedded PGlite',
    env: {},
    // One process at a time opens a PGlite folder: the bench seeds and measures the ceiling while the API is stopped.
    open: async () => {
      const db = await PGlite.create(join(dataDir, 'pg'), { extensions: { pg_trgm, btree_gist } });
      return { query: (sql, params) => db.query(sql, params).then((r) => r.rows), close: () => db.close() };
    },
    concurrentWithApi: false,
  };
}

// --- the API ------------------------------------------------------------------------------------

// The runtime settings the server image gives the API (its Dockerfile line `ENV NODE_OPTIONS=…`), so the
// memory figure is the deployed one.
const IMAGE_ENV = Object.fromEntries(
  (readFileSync(join(root, 'Dockerfile'), 'utf8').match(/^ENV (NODE_OPTIONS=.*)$/m)?.[1] ?? '')
    .split(/\s+/)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);

async function startApi(env) {
  const port = await freePort();
  const flags = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...flags, 'dist/apps/api/main.js'], {
    cwd: root,
    env: { ...process.env, ...IMAGE_ENV, ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', RATE_LIMIT_LOGIN: '99999,99999,99999' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { base, child, stop: () => new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')))) };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the API did not answer /api/health within 120 s');
}

/** The worker (apps/worker), on the API's database, Redis and queue prefix: it has no port, it is ready once it consumes. */
function startWorker(env) {
  const child = spawn(process.execPath, ['dist/apps/worker/main.js'], { cwd: root, env: { ...process.env, ...IMAGE_ENV, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return { child, stop: () => new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')))) };
}

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

// --- the seed: written straight in SQL (100,000 argon2 hashes through the API would take hours) ----

async function seed(db) {
  // The API's own settings (libs/server/auth/src/lib/secrets.ts), so a login costs here what it costs there.
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const now = new Date().toISOString();
  const users = [];
  const add = (role, index, hasPaid) => {
    const user = { id: randomUUID(), email: `${role}-${index}@bench.capsuisse.ch`, role, hasPaid };
    users.push(user);
    return user;
  };
  const axel = add('axel', 0, true);
  const recruiter = add('recruteur', 0, false);
  const coaches = Array.from({ length: COUNTS.coaches }, (_, i) => add('accompagnateur', i, false));
  const clients = Array.from({ length: COUNTS.clients }, (_, i) => add('client', i, true));

  // Batches keep each statement's parameters well under PostgreSQL's 65,535.
  const insert = async (table, columns, rows) => {
    for (let start = 0; start < rows.length; start += 500) {
      const batch = rows.slice(start, start + 500);
      const values = batch.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
      await db.query(`insert into ${table} (${columns.join(', ')}) values ${values}`, batch.flat());
    }
  };
  await insert('users', ['id', 'email', 'password_hash', 'metadata', 'created_at', 'updated_at'], users.map((u) => [u.id, u.email, hash, '{}', now, now]));
  await insert('user_roles', ['user_id', 'role'], users.map((u) => [u.id, u.role]));
  // The clients said yes to recruiters and axel approved the recruiter (issue 28): its list is the one measured.
  await insert(
    'profiles',
    ['user_id', 'email', 'first_name', 'last_name', 'has_paid', 'created_at', 'recruiter_visible', 'recruiter_approval'],
    users.map((u, i) => [u.id, u.email, 'Prénom', `Nom ${i}`, u.hasPaid, new Date(Date.now() - i * 60_000).toISOString(), u.role === 'client', u.role === 'recruteur' ? 'approved' : null]),
  );
  // The first coach has 200 clients (the target's case); the other 800 are shared by the other 49.
  const coachOf = (i) => (i < COUNTS.clientsOfBusiestCoach ? coaches[0] : coaches[1 + (i % (COUNTS.coaches - 1))]);
  await insert('accompagnateur_clients', ['accompagnateur_id', 'client_id', 'created_at'], clients.map((c, i) => [coachOf(i).id, c.id, now]));
  const types = ['cv', 'formulaire', 'photo'];
  const deadline = new Date(Date.now() + 48 * 3600_000).toISOString();
  await insert(
    'files',
    ['id', 'user_id', 'type', 'storage_url', 'size', 'mime_type', 'status', 'validation_deadline', 'created_at'],
    clients.flatMap((c) =>
      types.slice(0, COUNTS.documentsPerClient).map((type) => [randomUUID(), c.id, type, `documents/${c.id}/${type}`, 1024, type === 'photo' ? 'image/jpeg' : 'application/pdf', 'en_attente', deadline, now]),
    ),
  );
  // The other members up to COUNTS.users (issue 29: axel's table over 100,000): clients as sign-up writes
  // them, older than the accounts above, none shown to recruiters; one statement per table.
  const members = `from generate_series(1, ${COUNTS.users - users.length}) n`;
  const memberId = `md5('bench-member-' || n)::uuid`;
  const memberEmail = `'membre-' || n || '@exemple-' || (n % 97) || '.ch'`;
  const memberCreated = `$1::timestamptz - make_interval(mins => ${users.length} + n)`;
  await db.query(`insert into users (id, email, password_hash, metadata, created_at, updated_at) select ${memberId}, ${memberEmail}, $2, '{}', ${memberCreated}, ${memberCreated} ${members}`, [now, hash]);
  await db.query(`insert into user_roles (user_id, role) select ${memberId}, 'client' ${members}`);
  await db.query(
    `insert into profiles (user_id, email, first_name, last_name, has_paid, created_at, recruiter_visible) select ${memberId}, ${memberEmail}, 'Prénom', 'Membre ' || n, n % 3 > 0, ${memberCreated}, false ${members}`,
    [now],
  );
  // Issue 31: the busiest coach takes first calls, works weekdays 08:00–12:00 and 13:00–18:00 (Zurich), has a day
  // off and an extra Saturday morning, and CALLS.booked sessions ahead (3 a weekday, with other clients).
  const coach = coaches[0];
  await insert('coach_availability', ['coach_id', 'video_url', 'takes_first_calls', 'updated_at'], [[coach.id, 'https://meet.example.ch/bench', true, now]]);
  await insert('coach_hours', ['coach_id', 'weekday', 'starts_at', 'ends_at'], [1, 2, 3, 4, 5].flatMap((d) => [[coach.id, d, '08:00', '12:00'], [coach.id, d, '13:00', '18:00']]));
  const dayAhead = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  await insert('coach_hours_exceptions', ['coach_id', 'on_date', 'closed', 'starts_at', 'ends_at'], [[coach.id, dayAhead(10), true, null, null], [coach.id, dayAhead(20), false, '09:00', '12:00']]);
  const calls = [];
  for (let day = 1; calls.length < CALLS.booked; day++) {
    const date = new Date(Date.now() + day * 86_400_000);
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    // 10:00, 12:00 and 15:00 UTC: within the hours in winter and summer alike.
    for (const hour of [10, 12, 15]) {
      const start = new Date(`${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00Z`);
      calls.push([randomUUID(), 'session', coach.id, clients[1 + calls.length].id, start.toISOString(), new Date(start.getTime() + 45 * 60_000).toISOString(), 'booked', now, now]);
    }
  }
  await insert('call_bookings', ['id', 'kind', 'coach_id', 'client_id', 'starts_at', 'ends_at', 'status', 'created_at', 'updated_at'], calls.slice(0, CALLS.booked));
  // Statistics as autovacuum would have gathered them on a live database (it may be off, as on the test machine).
  await db.query('analyze');
  return { axel, recruiter, coach, client: clients[0], clients };
}

// --- measuring ------------------------------------------------------------------------------------

function run(options) {
  return new Promise((ok, fail) => autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) => (error ? fail(error) : ok(result))));
}

const CEILING = 'ceiling: bare Fastify + one primary-key query';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const row = (name, result) => ({
  name,
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  failed: result.non2xx + result.errors + result.timeouts,
});

/** The ceiling's server, measured whenever asked (`duration` in seconds) until closed. */
async function ceilingServer(db, ids) {
  const app = Fastify();
  let i = 0;
  app.get('/', async () => (await db.query('select user_id, email, has_paid from profiles where user_id = $1', [ids[i++ % ids.length]]))[0]);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${app.server.address().port}/`;
  await run({ url, duration: 1 });
  return { measure: async (duration = SECONDS) => row(CEILING, await run({ url, duration })), close: () => app.close() };
}

async function ceiling(db, ids) {
  const server = await ceilingServer(db, ids);
  const result = await server.measure();
  await server.close();
  return result;
}

/**
 * Bad logins kept in flight until stopped: `perAddress` at a time from each of `addresses` loopback addresses
 * (127.0.0.2 and up), each for an account that does not exist (the decoy hash costs what a real one does).
 */
function badLogins(base, addresses, perAddress) {
  let stopped = false;
  const { hostname, port } = new URL(base);
  const post = (agent, email) =>
    new Promise((done) => {
      const body = JSON.stringify({ email, password: 'Wrong-Password-1' });
      const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
      const request = http.request({ hostname, port, path: '/api/auth/token?grant_type=password', method: 'POST', agent, headers }, (res) => res.resume().on('end', done));
      request.on('error', done).end(body);
    });
  const loops = Array.from({ length: addresses }, (_, a) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: perAddress, localAddress: `127.0.0.${a + 2}` });
    return Array.from({ length: perAddress }, async (__, i) => {
      for (let n = 0; !stopped; n++) await post(agent, `intrus-${a}-${i}-${n}@bench.capsuisse.ch`);
      agent.destroy();
    });
  }).flat();
  return async () => {
    stopped = true;
    await Promise.all(loops);
  };
}

/** `count` sign-ins one after the other, with `cookie` (a device cookie) or none: their latencies as a row. */
function timedLogins(base, email, cookie, count) {
  return timedRequests(count, () => fetch(`${base}/api/auth/token?grant_type=password`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ email, password: PASSWORD }) }));
}

/** `count` requests one after the other: their latencies as a row. */
async function timedRequests(count, send) {
  const ms = [];
  let failed = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await send();
    await res.arrayBuffer();
    if (!res.ok) failed += 1;
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]);
  return { rps: Math.round((1000 * count) / ms.reduce((a, b) => a + b, 0)), p50: at(0.5), p99: at(0.99), failed };
}

/** A one-page PDF followed by `count` small objects, read front to back: 190,000 make the 9 MB worst case of issue 28. */
function pdfWithObjects(count) {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];
  for (let i = 0; i < count; i++) objects.push(`<< /Type /Annot /V ${i} >>`);
  return Buffer.from(`%PDF-1.7\n${objects.map((o, i) => `${i + 1} 0 obj\n${o}\nendobj\n`).join('')}trailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

function uploadPdf(base, token, type, pdf) {
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), `${type}.pdf`);
  return fetch(`${base}/api/documents/${type}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

const deviceCookieOf = (res) => res.headers.getSetCookie().find((c) => c.startsWith('capsuisse_device='))?.split(';')[0] ?? '';

async function login(base, email) {
  const res = await fetch(`${base}/api/auth/token?grant_type=password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!res.ok) throw new Error(`login of ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

/** `beside`, when the database takes the ceiling's queries while the API runs: measures the ceiling before each endpoint. */
async function measureApi(base, people, beside) {
  const [client, coach, axel, recruiter] = await Promise.all([people.client, people.coach, people.axel, people.recruiter].map((u) => login(base, u.email)));
  const get = (name, path, token, requests) => {
    const options = { url: `${base}${path}`, headers: { authorization: `Bearer ${token}` }, ...(requests && { requests }) };
    const warm = async () => {
      const probe = await fetch(options.url, { headers: options.headers });
      if (!probe.ok) throw new Error(`${path}: ${probe.status} ${await probe.text()}`);
      await run({ ...options, duration: 2 });
    };
    return [name, () => run(options), warm];
  };
  const loginBody = JSON.stringify({ email: people.clients[1].email, password: PASSWORD });
  const loginRequest = { url: `${base}/api/auth/token?grant_type=password`, method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody };
  // autocannon drops its connections at the end, not the logins queued for the hasher: they finish before
  // anything else is measured (or the API stops, or their queries fail against a closing pool).
  const settled = (measure) => async () => {
    const result = await measure();
    await sleep(5000);
    return result;
  };
  const steps = [
    get('GET /api/me (client)', '/api/me', client),
    get('GET /api/documents (client)', '/api/documents', client),
    get(`GET /api/coach/clients (coach of ${COUNTS.clientsOfBusiestCoach}, first page)`, '/api/coach/clients', coach),
    // The page as kept is what a coach reads again; composed, what any change costs the next read.
    get(`GET /api/coach/clients (the same, composed: a new search finding all ${COUNTS.clientsOfBusiestCoach} each time)`, '/api/coach/clients', coach, [
      { setupRequest: (request) => ({ ...request, path: `/api/coach/clients?search=${caseVariant('bench.capsuisse.ch')}` }) },
    ]),
    // What a change costs the next read: each connection edits the name of one of the coach's clients, then reads
    // the page, which then reads its roster and that client's card again (requests counted, half of them changes).
    (() => {
      let n = 0;
      const asClient = { authorization: `Bearer ${client}`, 'content-type': 'application/json' };
      const requests = [
        { method: 'PATCH', path: '/api/me', headers: asClient, setupRequest: (request) => ({ ...request, body: JSON.stringify({ first_name: `Prénom ${n++}` }) }) },
        { method: 'GET', path: '/api/coach/clients', headers: { authorization: `Bearer ${coach}` } },
      ];
      return get(`GET /api/coach/clients (the same, each read after a change of one of its clients: PATCH /api/me, then the read)`, '/api/coach/clients', coach, requests);
    })(),
    get(`GET /api/admin/users (axel, ${fmt(COUNTS.users)} users)`, '/api/admin/users', axel),
    get(`GET /api/admin/users?search=${SEARCH} (axel, ${fmt(COUNTS.users)} users, an email substring)`, `/api/admin/users?search=${SEARCH}`, axel),
    get('GET /api/recruiter/candidates', '/api/recruiter/candidates', recruiter),
    get(`GET /api/calls/sessions/slots (a client of the busiest coach: 60 days, ${CALLS.booked} calls booked)`, '/api/calls/sessions/slots', client),
    ['POST /api/auth/token (login, argon2)', settled(() => run(loginRequest))],
    // A burst of logins beside reads: bounded hashing must leave the reads their turn.
    [
      'GET /api/me during a burst of 20 logins',
      settled(async () => {
        const [reads] = await Promise.all([
          run({ url: `${base}/api/me`, headers: { authorization: `Bearer ${client}` }, connections: CONNECTIONS - 20 }),
          run({ ...loginRequest, connections: 20 }),
        ]);
        return reads;
      }),
    ],
    // Issue 28: strangers' logins wait for the hasher behind a browser the account signed in from before.
    ...(() => {
      const flood = { addresses: 24, perAddress: 10 };
      const during = `during ${flood.addresses * flood.perAddress} bad logins in flight from ${flood.addresses} addresses`;
      const [known, stranger] = [people.clients[2], people.clients[3]];
      const measured = (cookieOf, count) =>
        settled(async () => {
          const cookie = await cookieOf();
          const stop = badLogins(base, flood.addresses, flood.perAddress);
          await sleep(2000);
          const result = await timedLogins(base, (cookie ? known : stranger).email, cookie, count);
          await stop();
          return result;
        });
      const signIn = () => fetch(`${base}/api/auth/token?grant_type=password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: known.email, password: PASSWORD }) });
      return [
        [`POST /api/auth/token from a known device (20 one after the other), ${during}`, measured(async () => deviceCookieOf(await signIn()), 20)],
        // Behind the whole queue: a few are enough to show it.
        [`POST /api/auth/token from a new device (3 one after the other), ${during}`, measured(async () => '', 3)],
      ];
    })(),
    // Issue 28: one client's small uploads while others upload worst-case PDFs, one after the other, each refused.
    ...(() => {
      const [crafted, small] = [pdfWithObjects(190_000), pdfWithObjects(2)];
      const measured = (attackers) =>
        settled(async () => {
          const tokens = await Promise.all(people.clients.slice(10, 10 + attackers).map((c) => login(base, c.email)));
          let stopped = false;
          const loops = tokens.map(async (token) => {
            while (!stopped) await (await uploadPdf(base, token, 'cv', crafted)).arrayBuffer();
          });
          await sleep(attackers ? 2000 : 0);
          const result = await timedRequests(20, () => uploadPdf(base, client, 'formulaire', small));
          stopped = true;
          await Promise.all(loops);
          return result;
        });
      const upload = `POST /api/documents/formulaire (a ${small.length}-byte PDF, 20 one after the other)`;
      return [
        [`${upload}, idle`, measured(0)],
        [`${upload}, while 3 clients upload ${(crafted.length / 1e6).toFixed(1)} MB PDFs of 190,000 objects`, measured(3)],
      ];
    })(),
  ];
  const chosen = steps.filter(([name]) => !ONLY || name.includes(ONLY));
  // Every read is warmed before any is measured: the first one measured otherwise paid for the API's JIT
  // (and, embedded, PGlite's WebAssembly tiering up).
  for (const [, , warm] of chosen) await warm?.();
  const rows = [];
  for (const [name, measure] of chosen) {
    await beside?.();
    const result = await measure();
    rows.push('rps' in result ? { name, ...result } : row(name, result));
  }
  return rows;
}

const fmt = (n) => n.toLocaleString('en-US');

// One of 2^16 spellings of the text (the coach's search ignores case), so a kept page is almost never asked again.
const caseVariant = (text) => [...text].map((c) => (Math.random() < 0.5 ? c.toUpperCase() : c)).join('');

// The machine's speed drifts over a run (by a third, seen here, and as much between two 4 s windows): the
// ceiling is measured before and after the API and, where the database serves both at once, before each
// endpoint too; shares are of the mean of its runs.
function meanCeiling(runs) {
  const mean = (key) => Math.round(runs.reduce((sum, r) => sum + r[key], 0) / runs.length);
  const rps = runs.map((r) => r.rps);
  const range = `${fmt(Math.min(...rps))}–${fmt(Math.max(...rps))}`;
  return { name: `${CEILING} (mean of ${runs.length} runs, ${range})`, rps: mean('rps'), p50: mean('p50'), p99: mean('p99'), failed: runs.reduce((sum, r) => sum + r.failed, 0) };
}

// --- issue 31, the race: clients at once for the same few first-call slots ------------------------------------

async function measureRace(base, people) {
  const racers = people.clients.slice(CALLS.booked + 1, CALLS.booked + 1 + CALLS.racers);
  const tokens = [];
  for (const c of racers) tokens.push(await login(base, c.email));
  const coach = await login(base, people.coach.email);
  const free = await (await fetch(`${base}/api/calls/first-call/slots`, { headers: { authorization: `Bearer ${tokens[0]}` } })).json();
  // The compact answer's times (`HH:MM`, or `HH:MM-HH:MM`: a start every 15 minutes) as UTC instants.
  const at = (date, time) => Date.parse(`${date}T${time}:00.000Z`);
  const offered = free.coaches
    .flatMap((c) => c.days.flatMap((d) => d.times.flatMap((run) => {
      const [first, last = first] = run.split('-');
      const starts = [];
      for (let t = at(d.date, first); t <= at(d.date, last); t += 15 * 60_000) starts.push(new Date(t).toISOString());
      return starts;
    })))
    .sort();
  // Ten slots apart from each other (a first call is 30 minutes, slots start every 15).
  const starts = offered.filter((_, i) => i % 2 === 0).slice(0, CALLS.raceSlots);
  const started = performance.now();
  const answers = await Promise.all(
    tokens.map(async (token, i) => {
      const res = await fetch(`${base}/api/calls/first-call`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ starts_at: starts[i % starts.length] }) });
      return { status: res.status, body: await res.json() };
    }),
  );
  const ms = Math.round(performance.now() - started);
  const count = (status) => answers.filter((a) => a.status === status).length;
  const refusals = answers.filter((a) => a.status === 409);
  const clear = refusals.filter((a) => String(a.body.message).startsWith('Ce créneau') && a.body.next_slots?.length > 0).length;
  const agenda = await (await fetch(`${base}/api/coach/calls`, { headers: { authorization: `Bearer ${coach}` } })).json();
  const live = agenda.filter((c) => c.status !== 'cancelled').sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const overlaps = live.filter((c, i) => i > 0 && c.starts_at < live[i - 1].ends_at).length;
  const raced = live.filter((c) => c.kind === 'first_call' && starts.includes(c.starts_at)).length;
  return [
    `Race (issue 31, ${RACE}): ${tokens.length} clients at once for the same ${starts.length} first-call slots, in ${ms} ms: ${count(201)} booked, ${count(409)} refused with 409 (${clear} with the French message and the next free slots), ${answers.length - count(201) - count(409)} other answers (${count(500)} × 500); first calls on those slots in the coach's agenda: ${raced}; overlapping calls: ${overlaps}.`,
  ];
}

// --- issue 32, the CV check: run by a job after the upload (the worker's with Redis, the API's own embedded) --------

/** A labelled CV of two pages (the three-page one, apps/api/test/fixtures/cvs, cut after its second page). */
async function twoPageCv() {
  const three = await PDFDocument.load(readFileSync(join(root, 'apps/api/test/fixtures/cvs/cv-07-fr-trois-pages.pdf')));
  const two = await PDFDocument.create();
  for (const page of await two.copyPages(three, [0, 1])) two.addPage(page);
  return Buffer.from(await two.save());
}

/** Uploads the CV as `token`'s client and waits for its check, read by axel: the check's time by the server's clock. */
async function checkedCv(base, token, axel, pdf) {
  const res = await uploadPdf(base, token, 'cv', pdf);
  if (!res.ok) throw new Error(`POST /api/documents/cv: ${res.status} ${await res.text()}`);
  const { id, created_at: version } = await res.json();
  for (const start = Date.now(); Date.now() - start < 60_000; await sleep(CV.pollMs)) {
    const check = await (await fetch(`${base}/api/documents/${id}/cv-check`, { headers: { authorization: `Bearer ${axel}` } })).json();
    // From the upload's instant (its row) to the verdicts written: the stored file read, the job, the thread, the write.
    if (check.version === version && check.status !== 'en_cours') return { id, ms: Date.parse(check.checked_at) - Date.parse(version), ok: check.status === 'termine' && check.pages === 2 };
  }
  throw new Error('a CV check did not finish within 60 s');
}

const quantiles = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return { p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1)) };
};

async function measureCvCheck(base, people, beside, where) {
  const pdf = await twoPageCv();
  const axel = await login(base, people.axel.email);
  const tokens = [];
  for (const c of people.clients.slice(CALLS.booked + CALLS.racers + 1, CALLS.booked + CALLS.racers + 1 + CV.inFlight)) tokens.push(await login(base, c.email));
  const client = await login(base, people.client.email);
  const line = (label, runs) => {
    const { p50, p99, max } = quantiles(runs.map((r) => r.ms));
    const wrong = runs.filter((r) => !r.ok).length;
    return `${label}: median ${p50} ms, p99 ${p99} ms, max ${max} ms (${Math.round((100 * p99) / CV.boundMs)} % of the ${CV.boundMs / 1000} s bound)${wrong ? `, ${wrong} not "termine" on 2 pages` : ''}.`;
  };
  // The first check starts the lane's thread (and, with Redis, shows the worker consumes): not counted.
  await checkedCv(base, tokens[0], axel, pdf);
  const warm = [];
  for (let i = 0; i < CV.runs; i++) warm.push(await checkedCv(base, tokens[0], axel, pdf));
  // The lane's thread ends 1 s after its last check: an upload after a pause starts it again (PDF.js loaded anew).
  const cold = [];
  for (let i = 0; i < CV.coldRuns; i++) {
    await sleep(1500);
    cold.push(await checkedCv(base, tokens[0], axel, pdf));
  }
  const reads = { url: `${base}/api/me`, headers: { authorization: `Bearer ${client}` } };
  // Ten clients each upload the CV again as soon as its check is written, for the whole window of the reads.
  const during = [];
  const inFlight = (loop) => async (options) => {
    let stopped = false;
    const loops = tokens.map(async (token) => {
      while (!stopped) await loop(token);
    });
    await sleep(1000);
    const result = await run(options);
    stopped = true;
    await Promise.all(loops);
    return result;
  };
  const cvs = new Map();
  const whileChecked = inFlight(async (token) => {
    const checked = await checkedCv(base, token, axel, pdf);
    cvs.set(token, checked.id);
    during.push(checked);
  });
  // The same requests without any check: each client uploads the PDF as a form and reads its CV's check as often, as
  // long as a check took (the median of those in flight): what the uploads and the polls alone cost the API.
  const withoutCheck = inFlight(async (token) => {
    const started = Date.now();
    const res = await uploadPdf(base, token, 'formulaire', pdf);
    if (!res.ok) throw new Error(`POST /api/documents/formulaire: ${res.status} ${await res.text()}`);
    const span = quantiles(during.map((r) => r.ms)).p50;
    do {
      await (await fetch(`${base}/api/documents/${cvs.get(token)}/cv-check`, { headers: { authorization: `Bearer ${axel}` } })).arrayBuffer();
      await sleep(CV.pollMs);
    } while (Date.now() - started < span);
  });
  // At a steady 200 req/s the reads' p99 shows any wait on the API's event loop; at full load (100 connections), the
  // share of the machine's 2 cores the checks and their uploads take. Other work on the machine moves the figures
  // between two windows: the three windows alternate.
  const steady = { ...reads, connections: 10, overallRate: CV.steadyRate };
  const sets = [];
  for (const [label, options] of [[`at ${CV.steadyRate} req/s (1)`, steady], [`at ${CV.steadyRate} req/s (2)`, steady], [`${CONNECTIONS} connections`, reads]]) {
    await beside?.();
    const alone = await run(options);
    await beside?.();
    const busy = await whileChecked(options);
    await beside?.();
    sets.push({ label, alone, busy, control: await withoutCheck(options) });
  }
  const name = 'GET /api/me (client) beside the CV check,';
  const load = loadavg().map((l) => l.toFixed(1)).join(', ');
  const against = (measured, alone) =>
    `p99 ${measured.latency.p99} ms (${Math.round((100 * measured.latency.p99) / Math.max(1, alone.latency.p99))} % of alone's), p50 ${measured.latency.p50} ms, req/s ${Math.round((100 * measured.requests.average) / alone.requests.average)} % of alone`;
  return {
    rows: sets.flatMap(({ label, alone, busy, control }) => [
      row(`${name} ${label}: alone`, alone),
      row(`${name} ${label}: while ${CV.inFlight} clients' two-page CVs are checked (${where}), each uploaded again once checked`, busy),
      row(`${name} ${label}: while the same ${CV.inFlight} clients upload and poll as often, no check (control)`, control),
    ]),
    lines: [
      `CV check (issue 32, ${CV.name}), a two-page labelled CV (${pdf.length} bytes), text and rules in the PDF text lane's thread (${where}), from the upload's instant to the verdicts written (load average at the end ${load}):`,
      `- ${line(`${CV.runs} one after the other (thread warm)`, warm)}`,
      `- ${line(`${CV.coldRuns} each after 1.5 s idle (the thread started again)`, cold)}`,
      `- ${line(`${during.length} checked while ${CV.inFlight} are kept in flight beside the reads`, during)}`,
      ...sets.map(
        ({ label, alone, busy, control }) =>
          `- GET /api/me ${label}: alone p99 ${alone.latency.p99} ms, p50 ${alone.latency.p50} ms; while ${CV.inFlight} CVs are checked ${against(busy, alone)}; with the same uploads and polls and no check ${against(control, alone)}.`,
      ),
    ],
  };
}

// --- issue 30, live: streams on a second API process, messages posted on the first (needs Redis) ---------

// Enough senders that 30 messages a minute each is not what posting hits at thousands a second.
const LIVE = { streams: 1000, samples: 200, senders: 1000 };

/** An open event stream (`GET /api/events`): resolves once `ready`; `waitFor(text)` resolves when a frame holds it. */
function openStream(base, token) {
  return new Promise((ok, fail) => {
    const waiting = new Map();
    let buffer = '';
    const request = http.get(`${base}/api/events`, { headers: { authorization: `Bearer ${token}` }, agent: false }, (res) => {
      if (res.statusCode !== 200) return fail(new Error(`GET /api/events: ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes('"type":"ready"')) ok(stream);
          for (const [text, resolve] of waiting) if (frame.includes(text)) (waiting.delete(text), resolve(performance.now()));
        }
      });
    });
    request.on('error', fail);
    const stream = { waitFor: (text) => new Promise((resolve) => waiting.set(text, resolve)), close: () => request.destroy() };
  });
}

/** The month's proof (PDF and CSV) of a client with `PROOF.applications` applications that month, one request after the other. */
async function measureProof(base, people) {
  const token = await login(base, people.client.email);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const month = '2026-01';
  for (let i = 0; i < PROOF.applications; i++) {
    const body = { applied_on: `${month}-${String((i % 28) + 1).padStart(2, '0')}`, employer: `Employeur ${i + 1} SA`, employer_address: 'Rue du Marché 12, 1204 Genève', position: 'Comptable', channel: 'email', contact_person: 'Mme Rochat', contact_phone: '+41 22 000 00 00', workload_percent: 80, assigned_by_orp: i % 3 === 0 };
    const res = await fetch(`${base}/api/programme/applications`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`application ${i + 1}: ${res.status} ${await res.text()}`);
  }
  const lines = [];
  for (const [label, path] of [['PDF', 'proof'], ['CSV', 'proof.csv']]) {
    const row = await timedRequests(PROOF.runs, () => fetch(`${base}/api/programme/follow-up/${path}?month=${month}`, { headers }));
    lines.push(`proof of a month with ${PROOF.applications} applications, ${label}: p50 ${row.p50} ms, p99 ${row.p99} ms over ${PROOF.runs} one after the other (bound ${PROOF.boundMs} ms${row.p99 <= PROOF.boundMs ? ', met' : ', NOT met'})${row.failed ? `, ${row.failed} failed` : ''}`);
  }
  return lines;
}

/** A valid MP4 start (the demo video's ftyp and moov, which the upload's check reads) and an mdat header: the rest is filler. */
function mp4Head(total) {
  const demo = readFileSync(join(root, 'apps/api/demo/training/demo.mp4'));
  let end = 0;
  for (const wanted of ['ftyp', 'moov']) {
    if (demo.toString('latin1', end + 4, end + 8) !== wanted) throw new Error(`demo.mp4: ${wanted} expected at ${end}`);
    end += demo.readUInt32BE(end);
  }
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(total - end, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([demo.subarray(0, end), mdat]);
}

/** Until the first byte of the answer to `Range: bytes=<offset>-` of `url` (then the connection is dropped, as a seeking player does). */
function firstByte(url, offset) {
  return new Promise((ok, fail) => {
    const started = performance.now();
    const req = http.get(url, { headers: { range: `bytes=${offset}-` }, agent: false }, (res) => {
      if (res.statusCode !== 206) return fail(new Error(`range request: ${res.statusCode}`));
      res.once('data', () => {
        ok(performance.now() - started);
        req.destroy();
      });
    });
    req.on('error', (error) => (req.destroyed ? undefined : fail(error)));
  });
}

async function measureVideo(api, people) {
  const [axel, client] = await Promise.all([login(api.base, people.axel.email), login(api.base, people.client.email)]);
  const day = `${api.base}/api/programme/training/days/${VIDEO.day}/video`;
  const subtitles = new FormData();
  subtitles.append('file', new Blob([readFileSync(join(root, 'apps/api/demo/training/demo.fr.vtt'))]), 'demo.fr.vtt');
  const put = await fetch(`${day}/subtitles`, { method: 'PUT', headers: { authorization: `Bearer ${axel}` }, body: subtitles });
  if (!put.ok) throw new Error(`subtitles: ${put.status} ${await put.text()}`);

  const tus = { authorization: `Bearer ${axel}`, 'tus-resumable': '1.0.0' };
  const created = await fetch(`${day}/uploads`, { method: 'POST', headers: { ...tus, 'upload-length': String(VIDEO.bytes), 'upload-metadata': `filetype ${Buffer.from('video/mp4').toString('base64')}` } });
  if (created.status !== 201) throw new Error(`tus creation: ${created.status} ${await created.text()}`);
  const upload = `${api.base}${created.headers.get('location')}`;
  const before = memoryOf(api.child.pid).rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(api.child.pid).rss)), 50);
  const filler = Buffer.alloc(VIDEO.partBytes, 0x5a);
  const head = mp4Head(VIDEO.bytes);
  const started = performance.now();
  try {
    for (let offset = 0; offset < VIDEO.bytes; offset += VIDEO.partBytes) {
      const length = Math.min(VIDEO.partBytes, VIDEO.bytes - offset);
      const body = offset === 0 ? Buffer.concat([head, filler.subarray(head.length, length)]) : filler.subarray(0, length);
      const res = await fetch(upload, { method: 'PATCH', headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body });
      if (res.status !== 204) throw new Error(`tus PATCH at ${offset}: ${res.status} ${await res.text()}`);
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;

  const view = await (await fetch(`${api.base}/api/programme/training`, { headers: { authorization: `Bearer ${client}` } })).json();
  const link = view.days.find((d) => d.day === VIDEO.day)?.video?.url;
  if (!link) throw new Error(`no video link in the client's training: ${JSON.stringify(view).slice(0, 300)}`);
  const url = new URL(link, api.base).toString();
  const seek = () => Promise.all(Array.from({ length: VIDEO.seekers }, () => firstByte(url, Math.floor(Math.random() * VIDEO.bytes))));
  // One round first, not counted: the route's first requests compile its code.
  await seek();
  const ms = [];
  for (let round = 0; round < VIDEO.rounds; round++) ms.push(...(await seek()));
  ms.sort((a, b) => a - b);
  const at = (q) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]);
  return [
    `video (issue 34): ${VIDEO.bytes / 2 ** 20} MB sent by tus in ${VIDEO.partBytes / 2 ** 20} MB parts in ${seconds.toFixed(1)} s (${Math.round(VIDEO.bytes / 2 ** 20 / seconds)} MB/s); API resident ${before} MB before, at most ${peak} MB during it, +${peak - before} MB (bound ${VIDEO.rssBoundMb} MB${peak < VIDEO.rssBoundMb ? ', met' : ', NOT met'}; on the embedded default PGlite runs inside the API process and counts in it)`,
    `video seeking: ${VIDEO.seekers} clients at once, ${VIDEO.rounds} rounds, a range from a random place each: first byte p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${Math.round(ms.at(-1))} ms (bound p99 ${VIDEO.ttfbBoundMs} ms${at(0.99) < VIDEO.ttfbBoundMs ? ', met' : ', NOT met'})`,
  ];
}

async function measureLive(first, second, people) {
  const coach = await login(first.base, people.coach.email);
  const senders = [];
  const chosen = people.clients.slice(0, LIVE.senders);
  for (let i = 0; i < chosen.length; i += 10) senders.push(...(await Promise.all(chosen.slice(i, i + 10).map(async (c) => ({ id: c.id, token: await login(first.base, c.email) })))));
  const before = memoryOf(second.child.pid);
  // The coach's own stream, then others up to LIVE.streams (the senders', a few each) on the second process.
  const watched = await openStream(second.base, coach);
  const streams = [watched];
  for (let i = 1; i < LIVE.streams; i += 50) streams.push(...(await Promise.all(senders.slice(0, Math.min(50, LIVE.streams - i)).map((s) => openStream(second.base, s.token)))));
  await sleep(2000);
  const withStreams = memoryOf(second.child.pid);
  const post = (token, body) => fetch(`${first.base}/api/conversation/messages`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ body }) });
  const delays = [];
  for (let i = 0; i < LIVE.samples; i++) {
    const body = `bench-${i}-${randomUUID()}`;
    const arrived = watched.waitFor(body);
    const start = performance.now();
    const res = await post(senders[i % senders.length].token, body);
    if (!res.ok) throw new Error(`POST /api/conversation/messages: ${res.status} ${await res.text()}`);
    delays.push((await arrived) - start);
  }
  delays.sort((a, b) => a - b);
  const at = (q) => Math.round(delays[Math.min(delays.length - 1, Math.floor(q * delays.length))]);
  // Posting under load, each request from the next sender (30 messages a minute each): the limit is not what is measured.
  let n = 0;
  const posting = await run({
    url: `${first.base}/api/conversation/messages`,
    method: 'POST',
    requests: [{ setupRequest: (request) => ({ ...request, headers: { authorization: `Bearer ${senders[n++ % senders.length].token}`, 'content-type': 'application/json' }, body: JSON.stringify({ body: `charge ${n}` }) }) }],
  });
  for (const s of streams) s.close();
  return {
    rows: [row(`POST /api/conversation/messages (${senders.length} clients in turn, ${LIVE.streams} streams open on the other process)`, posting)],
    lines: [
      `Live (issue 30): from the send to the coach's stream on the other process, with ${LIVE.streams} streams open there, ${delays.length} messages one after the other: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${Math.round(delays.at(-1))} ms.`,
      `The streams' process: ${before.rss} MB resident before them, ${withStreams.rss} MB with ${LIVE.streams} open.`,
    ],
  };
}

function print(target, rows, ceilingRow, memory, extra = []) {
  const lines = [
    `CapSuisse API bench — ${target} — ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    `${CONNECTIONS} connections, ${SECONDS} s each, loopback; ${fmt(COUNTS.users)} users (${COUNTS.clients} clients with documents, ${COUNTS.coaches} coaches), ${COUNTS.clients * COUNTS.documentsPerClient} documents`,
    '',
    '| endpoint | req/s | p50 ms | p99 ms | share of the ceiling | failed |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...[ceilingRow, ...rows].map((r) => `| ${r.name} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${Math.round((100 * r.rps) / ceilingRow.rps)} % | ${r.failed} |`),
    '',
    `API memory after the run: ${memory.rss} MB resident (peak ${memory.peak} MB).`,
    ...extra,
  ];
  console.log(lines.join('\n'));
}

async function main() {
  const env = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', ...process.env };
  // With Redis the CV checks are the worker's jobs: it runs beside the API for that section.
  const cvCheck = !ONLY || CV.name.includes(ONLY);
  const withWorker = cvCheck && Boolean(process.env.REDIS_URL);
  const projects = withWorker ? 'api,worker' : 'api';
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', `--projects=${projects}`, '--outputStyle=static'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const dataDir = mkdtempSync(join(tmpdir(), 'capsuisse-bench-'));
  const target = process.env.DATABASE_URL ? await postgresTarget(process.env.DATABASE_URL) : await embeddedTarget(dataDir);
  const apiEnv = { ...target.env, DATA_DIR: dataDir, QUEUE_PREFIX: `capsuisse-bench-${randomUUID().slice(0, 8)}` };
  let api;
  try {
    log(`${target.label}: migrating…`);
    api = await startApi(apiEnv);
    if (!target.concurrentWithApi) await api.stop();
    log('seeding…');
    const db = await target.open();
    const people = await seed(db);
    const ids = people.clients.map((c) => c.id);
    log('measuring the ceiling…');
    const server = await ceilingServer(db, ids);
    const before = await server.measure();
    if (!target.concurrentWithApi) {
      await server.close();
      await db.close();
      api = await startApi(apiEnv);
    }
    log('measuring the API…');
    const ceilings = [before];
    // A second's rest first: the API's compiler and collector finish what the load before left them.
    const beside = async () => {
      await sleep(1000);
      ceilings.push(await server.measure(SECONDS / 2));
    };
    const rows = await measureApi(api.base, people, target.concurrentWithApi ? beside : undefined);
    const raceLines = !ONLY || RACE.includes(ONLY) ? await measureRace(api.base, people) : [];
    const proofLines = !ONLY || PROOF.name.includes(ONLY) ? await measureProof(api.base, people) : [];
    const videoLines = !ONLY || VIDEO.name.includes(ONLY) ? await measureVideo(api, people) : [];
    let cv;
    if (cvCheck && withWorker && !target.concurrentWithApi) log('the CV check is skipped: with Redis its jobs need the worker, which needs PostgreSQL');
    else if (cvCheck) {
      log('measuring the CV check…');
      const worker = withWorker ? startWorker(apiEnv) : undefined;
      try {
        cv = await measureCvCheck(api.base, people, target.concurrentWithApi ? beside : undefined, withWorker ? 'the worker process' : 'the API process');
        rows.push(...cv.rows);
      } finally {
        await worker?.stop();
      }
    }
    const memory = memoryOf(api.child.pid);
    // Another replica on the same database and Redis: only then does a message travel between processes.
    let live;
    if (process.env.REDIS_URL && target.concurrentWithApi && (!ONLY || 'live'.includes(ONLY))) {
      log('measuring live events on a second process…');
      const second = await startApi(apiEnv);
      try {
        await beside();
        live = await measureLive(api, second, people);
        rows.push(...live.rows);
      } finally {
        await second.stop();
      }
    }
    log('measuring the ceiling again…');
    let after;
    if (target.concurrentWithApi) {
      after = await server.measure();
      await server.close();
      await db.close();
    } else {
      await api.stop();
      const again = await target.open();
      after = await ceiling(again, ids);
      await again.close();
    }
    print(target.label, rows, meanCeiling([...ceilings, after]), memory, [...raceLines, ...proofLines, ...videoLines, ...(live?.lines ?? []), ...(cv?.lines ?? [])]);
    if (PROFILE_DIR) log(`the API's CPU profile goes to ${PROFILE_DIR} when it stops`);
  } finally {
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
