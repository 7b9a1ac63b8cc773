import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { SystemClock } from '../clock/clock';
import { loadConfig } from '../config/app-config';
import { ormOptions } from '../database/orm-options';
import { type AccessFacts, AccessCache } from './access-cache';

// A port nothing listens on: taken, then freed.
const deadPort = () =>
  new Promise<number>((ok) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });

// The cache only subscribes to the ORM's commits: an ORM that never connects serves.
let orm: MikroORM;
beforeAll(async () => {
  orm = await MikroORM.init({ ...ormOptions('postgresql://127.0.0.1/none', null, [], 3), connect: false });
});
afterAll(() => orm.close());

const newCache = (env: Record<string, string>) => new AccessCache(orm, loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'capsuisse-access-')), ...env }), new SystemClock());
const facts: AccessFacts = { userId: 'u1', role: 'client', hasPaid: true, aal: 'aal1', mfa: false, until: Date.now() + 3_600_000 };

async function checks(env: Record<string, string>, times: number): Promise<number> {
  const cache = newCache(env);
  let loads = 0;
  try {
    for (let i = 0; i < times; i++) expect(await cache.through('s1', 'u1', async () => (loads++, facts))).toMatchObject({ userId: 'u1', role: 'client', hasPaid: true });
  } finally {
    await cache.onApplicationShutdown();
  }
  return loads;
}

it('keeps what it read while versions can be known (one process, in memory)', async () => {
  expect(await checks({}, 3)).toBe(1);
});

it('hands a kept entry over at once, not in a promise (the access check of every signed-in request)', async () => {
  const cache = newCache({});
  try {
    const read = cache.through('s1', 'u1', async () => facts);
    expect(read).toBeInstanceOf(Promise);
    await read;
    expect(cache.through('s1', 'u1', async () => facts)).toMatchObject({ userId: 'u1', role: 'client' });
  } finally {
    await cache.onApplicationShutdown();
  }
});

it('asks PostgreSQL at every check while Redis cannot be reached, and answers without waiting for it', async () => {
  expect(await checks({ REDIS_URL: `redis://127.0.0.1:${await deadPort()}` }, 3)).toBe(3);
});

// Two replicas on the machine's Redis (CI sets REDIS_URL), on a channel of their own.
const redisUrl = process.env['REDIS_URL'];
(redisUrl ? it : it.skip)('with Redis: a change on one replica makes the other read again once it is published', async () => {
  const env = { REDIS_URL: redisUrl ?? '', QUEUE_PREFIX: `capsuisse-access-${randomUUID()}` };
  const [one, two] = [newCache(env), newCache(env)];
  let loads = 0;
  const loadsOfCheck = async () => {
    const before = loads;
    await two.through('s1', 'u1', async () => (loads++, facts));
    return loads - before;
  };
  // Checks every 10 ms until one loads `expected` times, for 2 s at most.
  const eventuallyLoads = async (expected: number) => {
    for (let i = 0; i < 200; i++) {
      if ((await loadsOfCheck()) === expected) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no check loaded ${expected} time(s) within 2 s`);
  };
  try {
    // Nothing is kept until the second replica is subscribed; then its checks come from memory.
    await eventuallyLoads(0);
    expect(await loadsOfCheck()).toBe(0);
    await one.changed(orm.em, 'u1');
    await eventuallyLoads(1);
    expect(await loadsOfCheck()).toBe(0);
  } finally {
    await Promise.all([one.onApplicationShutdown(), two.onApplicationShutdown()]);
  }
});
