import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { expect, test } from '@playwright/test';
import { Redis } from 'ioredis';
import type { Client } from 'pg';
import { API_ERRORS, type DocumentDto, type Session } from '@capsuisse/contracts';
import { apiEnvironment, GatedS3, missingServers, NodeProcess, OwnPostgres, OwnRedis, startApi, waitForOthersGone } from './fault-servers';
import { DEMO_PASSWORD, newEmail, PASSWORD, pdfBytes } from './support';

// Issue 28, deliver 9: faults on real servers of the tests' own (a PostgreSQL cluster, a Redis, an S3 server), the
// API and the worker as real processes, killed with SIGKILL. docs/faults.md says what each fault does and why.
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.skip(Boolean(missingServers()), missingServers() ?? '');

/** A client who paid through the demo checkout, as a browser would. */
async function paidClient(base: string): Promise<Session> {
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: newEmail('faults'), password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Léa', lastName: 'Martin', countryCode: '+41', phone: '79 123 45 67', accountType: 'client' }),
  });
  expect(signup.status).toBe(201);
  const session = (await signup.json()) as Session;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` };
  const checkout = await fetch(`${base}/api/payments/checkout`, { method: 'POST', headers, body: JSON.stringify({ currency: 'CHF' }) });
  const id = String(((await checkout.json()) as { url: string }).url).split('/').pop();
  expect((await fetch(`${base}/api/payments/demo/${id}/confirm`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
  const verified = await fetch(`${base}/api/payments/verify`, { method: 'POST', headers, body: JSON.stringify({ session_id: id }) });
  expect(await verified.json()).toEqual({ paid: true });
  return session;
}

function uploadFile(base: string, token: string, type: 'cv' | 'formulaire', content: Buffer): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), `${type}.pdf`);
  return fetch(`${base}/api/documents/${type}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

const uploadCv = (base: string, token: string, content: Buffer) => uploadFile(base, token, 'cv', content);

/** The client's CV as the API shows it, and its bytes through the signed link. */
async function cvOf(base: string, token: string): Promise<{ document: DocumentDto; bytes: Buffer }> {
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${base}/api/documents`, { headers })).json()) as DocumentDto[];
  const document = list.find((d) => d.type === 'cv') as DocumentDto;
  const link = (await (await fetch(`${base}/api/documents/${document.id}/link`, { headers })).json()) as { url: string };
  return { document, bytes: Buffer.from(await (await fetch(new URL(link.url, base))).arrayBuffer()) };
}

/** How many of the client's CV version's two deadline jobs (DeadlineJobs.jobIds) wait in Redis. */
async function deadlineJobs(db: Client, prefix: string): Promise<number> {
  const [cv] = (await db.query(`select id, (extract(epoch from created_at) * 1000)::bigint as version from files where type = 'cv'`)).rows;
  const keys = new Redis(redis.url);
  try {
    return await keys.exists(...['remind', 'expire'].map((job) => `${prefix}:documents:${job}-${cv.id}-${cv.version}`));
  } finally {
    keys.disconnect();
  }
}

/** Waits until a statement of `database` waits on a lock (the API has reached the step the test holds). */
async function waitForLockWait(watcher: Client, database: string): Promise<void> {
  const waiting = async () => (await watcher.query(`select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`, [database])).rows[0].n as number;
  await expect.poll(waiting, { timeout: 30_000, intervals: [20] }).toBeGreaterThan(0);
}

// One set of servers for the file: the tests run one after another, each on a database of its own.
let pg: OwnPostgres;
let redis: OwnRedis;
let s3: GatedS3;
let dataDir: string;
let api: NodeProcess | undefined;
const clients: Client[] = [];
test.beforeAll(async () => {
  [pg, redis, s3] = await Promise.all([OwnPostgres.start(), OwnRedis.start(), GatedS3.start()]);
  dataDir = mkdtempSync(path.join(tmpdir(), 'capsuisse-faults-'));
});
test.afterEach(async () => {
  await api?.kill('SIGKILL');
  await Promise.all(clients.splice(0).map((c) => c.end()));
});
test.afterAll(async () => {
  await Promise.all([redis?.stop(), s3?.close()]);
  pg?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A new database on the test's PostgreSQL, the API's settings for it, and a connection of the test's. */
async function setUp(database: string): Promise<{ env: Record<string, string>; db: Client }> {
  const env = apiEnvironment({ DATABASE_URL: await pg.createDatabase(database), REDIS_URL: redis.url, DATA_DIR: mkdtempSync(path.join(dataDir, `${database}-`)), ...s3.env });
  const db = await pg.client(database);
  clients.push(db);
  return { env, db };
}

test.describe('a document replace killed at each step', () => {
  test('loses no file and leaves no orphan: the previous version stays until the new one is complete', async () => {
    const database = 'faults_documents';
    const { env, db } = await setUp(database);
    let base: string;
    ({ api, base } = await startApi(env));
    const session = await paidClient(base);
    const userId = session.user.id;
    const token = session.access_token;
    const blocker = await pg.client(database);
    clients.push(blocker);
    const rows = async () => ({
      document: (await db.query(`select storage_url from files where user_id = $1 and type = 'cv'`, [userId])).rows[0].storage_url as string,
      pending: (await db.query('select key from pending_objects order by key')).rows.map((r) => r.key as string),
      objects: await s3.keys(),
    });

    let current = await pdfBytes('CV version 1');
    expect((await uploadCv(base, token, current)).status).toBe(201);
    const steps: {
      step: string;
      hold: () => Promise<void>;
      reached: () => Promise<unknown>;
      /** What the kill left, given the key the row named before (`old`): checked before the sweep. */
      left: (state: Awaited<ReturnType<typeof rows>>, old: string) => void;
      replaced: boolean;
    }[] = [
      {
        step: 'before the new object is recorded',
        hold: async () => void (await blocker.query('begin; lock table pending_objects in access exclusive mode')),
        reached: () => waitForLockWait(db, database),
        // The insert the API sent may still commit once the lock is gone (the server finishes a statement whose
        // client died): a record without its object, which the sweep closes like any other.
        left: (state, old) => {
          expect(state).toMatchObject({ document: old, objects: [old] });
          expect(state.pending).toEqual(state.pending.length ? [expect.stringMatching(new RegExp(`^${userId}/cv-\\d+\\.pdf$`))] : []);
        },
        replaced: false,
      },
      {
        step: 'while the new object is being written',
        hold: async () => s3.hold('PUT', userId),
        reached: () => s3.heldKey(),
        left: (state, old) => {
          expect(state).toMatchObject({ document: old, objects: [old] });
          expect(state.pending).toEqual([expect.stringMatching(new RegExp(`^${userId}/cv-\\d+\\.pdf$`))]);
        },
        replaced: false,
      },
      {
        step: 'once the new object is written, before the row names it',
        hold: async () => void (await blocker.query('begin'), await blocker.query(`select 1 from files where user_id = $1 for update`, [userId])),
        reached: () => waitForLockWait(db, database),
        left: (state, old) => {
          const written = state.objects.find((key) => key !== old) as string;
          expect(state).toEqual({ document: old, pending: [written], objects: [old, written].sort() });
        },
        replaced: false,
      },
      {
        // The row is changed; its trigger, finding the client's coaches to note for the read model, waits.
        step: 'inside the transaction that names it, the row changed but not committed',
        hold: async () => void (await blocker.query('begin; lock table accompagnateur_clients in access exclusive mode')),
        reached: () => waitForLockWait(db, database),
        left: (state, old) => {
          const written = state.objects.find((key) => key !== old) as string;
          expect(state).toEqual({ document: old, pending: [written], objects: [old, written].sort() });
        },
        replaced: false,
      },
      {
        step: 'after the commit, before the old object is deleted',
        hold: async () => s3.hold('DELETE', userId),
        reached: () => s3.heldKey(),
        left: (state, old) => {
          expect(state.document).not.toBe(old);
          expect(state).toEqual({ document: state.document, pending: [old], objects: [old, state.document].sort() });
        },
        replaced: true,
      },
    ];

    for (const [i, { step, hold, reached, left, replaced }] of steps.entries()) {
      await test.step(step, async () => {
        const old = (await rows()).document;
        const next = await pdfBytes(`CV version ${i + 2}`);
        await hold();
        const upload = uploadCv(base, token, next).then((r) => r.status, () => 'killed');
        await reached();
        await api?.kill('SIGKILL');
        expect(await upload).toBe('killed');
        await blocker.query('rollback');
        s3.open();
        await waitForOthersGone(db, database);
        left(await rows(), old);

        // An hour later (the grace of an upload still writing), the API starts again and its sweep cleans up.
        await db.query(`update pending_objects set created_at = created_at - interval '2 hours'`);
        ({ api, base } = await startApi(env));
        await expect.poll(async () => (await rows()).pending, { timeout: 30_000 }).toEqual([]);
        if (replaced) current = next;
        const after = await rows();
        expect(after.objects).toEqual([after.document]);
        const cv = await cvOf(base, token);
        expect(cv.bytes.equals(current)).toBe(true);
        expect(cv.document.status).toBe('en_attente');
        // The version shown has its review deadline's jobs, even one committed by a process killed before queuing them.
        await expect.poll(() => deadlineJobs(db, env.QUEUE_PREFIX), { timeout: 10_000 }).toBe(2);
      });
    }

    // And a replace that nothing interrupts leaves the new version alone.
    current = await pdfBytes('CV final');
    expect((await uploadCv(base, token, current)).status).toBe(201);
    const end = await rows();
    expect(end).toEqual({ document: end.document, pending: [], objects: [end.document] });
    expect((await cvOf(base, token)).bytes.equals(current)).toBe(true);
  });
});

/** An answer's status, French message and how long it took. */
async function timed(request: Promise<Response>): Promise<{ status: number; message: string | undefined; ms: number }> {
  const start = Date.now();
  const response = await request;
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { status: response.status, message: body.message, ms: Date.now() - start };
}

test.describe('PostgreSQL restarted', () => {
  test('the API answers a French 503 at once while it is down, and again without a restart once it is back', async () => {
    const { env } = await setUp('faults_postgres');
    let base: string;
    ({ api, base } = await startApi(env));
    const session = await paidClient(base);
    const headers = { authorization: `Bearer ${session.access_token}` };
    const signIn = () => fetch(`${base}/api/auth/token?grant_type=password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: session.user.email, password: PASSWORD }) });
    expect((await fetch(`${base}/api/me`, { headers })).status).toBe(200);

    pg.ctl('stop');
    const down = { status: 503, message: API_ERRORS.unavailable, ms: expect.any(Number) };
    for (const request of [fetch(`${base}/api/me`, { headers }), fetch(`${base}/api/documents`, { headers }), signIn()]) {
      const answer = await timed(request);
      expect(answer).toEqual(down);
      expect(answer.ms).toBeLessThan(5_000);
    }
    expect((await fetch(`${base}/api/health`)).status).toBe(503);

    // The same process, not restarted: its pools drop the connections the stop cut and open new ones.
    pg.ctl('start');
    expect((await fetch(`${base}/api/me`, { headers })).status).toBe(200);
    expect((await signIn()).status).toBe(200);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    // Restarted between two requests, the outage unseen: the next request is served.
    pg.ctl('restart');
    expect((await fetch(`${base}/api/documents`, { headers })).status).toBe(200);
    expect((await uploadCv(base, session.access_token, await pdfBytes('CV après redémarrage'))).status).toBe(201);
  });
});

test.describe('Redis stopped under traffic', () => {
  test('reads and sign-in keep answering, a job made meanwhile waits in PostgreSQL and runs once Redis is back', async () => {
    const { env: base0, db } = await setUp('faults_redis');
    // The demo accounts: a paid client assigned to the coach.
    const env: Record<string, string> = { ...base0, SEED_DEMO: 'true' };
    let base: string;
    ({ api, base } = await startApi(env));
    const worker = NodeProcess.spawn('worker', env);
    try {
      const signIn = (email: string) => timed(fetch(`${base}/api/auth/token?grant_type=password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) }));
      const sessionOf = async (email: string) => (await (await fetch(`${base}/api/auth/token?grant_type=password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) })).json()) as Session;
      const client = await sessionOf('client@demo.capsuisse.ch');
      const coach = await sessionOf('coach@demo.capsuisse.ch');
      const asClient = { authorization: `Bearer ${client.access_token}` };
      const asCoach = { authorization: `Bearer ${coach.access_token}` };
      const form = (await (await uploadFile(base, client.access_token, 'formulaire', await pdfBytes('Formulaire'))).json()) as DocumentDto;

      // Traffic all along: the client's page and the coach's list, every 50 ms, through the stop and the return.
      const reads: number[] = [];
      let reading = true;
      const traffic = (async () => {
        while (reading) {
          for (const [url, headers] of [['/api/me', asClient], ['/api/coach/clients', asCoach]] as const) reads.push((await timed(fetch(`${base}${url}`, { headers }))).status);
          await new Promise((r) => setTimeout(r, 50));
        }
      })();

      await redis.stop();
      const health = await timed(fetch(`${base}/api/health`));
      expect(health.status).toBe(503);
      expect(health.ms).toBeLessThan(2_000);
      // Sign-in: the limits are counted in this process meanwhile.
      const signedIn = await signIn('coach@demo.capsuisse.ch');
      expect(signedIn.status).toBe(200);
      expect(signedIn.ms).toBeLessThan(2_000);
      // Work that makes jobs is done, its jobs kept in PostgreSQL: the CV's check and deadlines, the validation's mail.
      expect((await uploadCv(base, client.access_token, await pdfBytes('CV pendant la panne'))).status).toBe(201);
      expect((await fetch(`${base}/api/documents/${form.id}/validate`, { method: 'POST', headers: asCoach })).status).toBe(200);
      const deferred = async () => (await db.query('select queue, name from deferred_jobs order by queue, name')).rows;
      expect(await deferred()).toEqual([
        { queue: 'documents', name: 'cv.check' },
        { queue: 'documents', name: 'deadline.expire' },
        { queue: 'documents', name: 'deadline.remind' },
        { queue: 'notifications', name: 'mail.send' },
      ]);
      // A job whose data holds a secret is not kept: the request is refused, in French, and leaves nothing.
      const recover = await timed(fetch(`${base}/api/auth/recover`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'client@demo.capsuisse.ch' }) }));
      expect(recover).toMatchObject({ status: 503, message: API_ERRORS.unavailable });
      expect(await deferred()).toHaveLength(4);

      // Back, empty (no persistence): the jobs are queued, the worker sends the mail, the schedulers are declared again.
      await redis.start();
      await expect.poll(deferred, { timeout: 30_000 }).toEqual([]);
      const mails = async () => (await db.query(`select subject from outbox where "to" = 'client@demo.capsuisse.ch'`)).rows.map((r) => r.subject as string);
      await expect.poll(mails, { timeout: 30_000 }).toEqual(['Document validé']);
      expect(await deadlineJobs(db, env.QUEUE_PREFIX)).toBe(2);
      const keys = new Redis(redis.url);
      try {
        for (const queue of ['cleanup', 'notifications', 'payments', 'privacy']) await expect.poll(() => keys.zcard(`${env.QUEUE_PREFIX}:${queue}:repeat`), { timeout: 10_000 }).toBeGreaterThan(0);
      } finally {
        keys.disconnect();
      }
      // Healthy again once every Redis connection is back (each reconnects on its own backoff).
      await expect.poll(async () => (await timed(fetch(`${base}/api/health`))).status, { timeout: 30_000 }).toBe(200);
      expect((await signIn('client@demo.capsuisse.ch')).status).toBe(200);

      reading = false;
      await traffic;
      expect(reads.length).toBeGreaterThan(10);
      expect(reads.filter((status) => status !== 200)).toEqual([]);
    } finally {
      await worker.kill('SIGKILL');
    }
  });
});
