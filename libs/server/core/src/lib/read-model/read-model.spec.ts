import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { SystemClock } from '../clock/clock';
import { loadConfig } from '../config/app-config';
import type { DatabaseServer } from '../database/database.module';
import { ormOptions } from '../database/orm-options';
import { ReadModel } from './read-model';

// A port nothing listens on: taken, then freed.
const deadPort = () =>
  new Promise<number>((ok) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });

// The read model only subscribes to the ORM's commits: an ORM that never connects serves.
let orm: MikroORM;
beforeAll(async () => {
  orm = await MikroORM.init({ ...ormOptions('postgresql://127.0.0.1/none', null, [], 3), connect: false });
});
afterAll(() => orm.close());

// Not listening to the database (as on PGlite): changes come from commits and from Redis.
const embedded = { isEmbedded: true } as DatabaseServer;
const newModel = (env: Record<string, string>) => new ReadModel(orm, loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'capsuisse-read-')), ...env }), new SystemClock(), embedded);
const facts = { userId: 'u1', role: 'client', until: Date.now() + 3_600_000 };

async function checks(env: Record<string, string>, times: number): Promise<number> {
  const model = newModel(env);
  const kept = model.kept<typeof facts>({ budget: 10 });
  let loads = 0;
  try {
    for (let i = 0; i < times; i++) expect(await kept.through('s1', 'access:u1', async () => (loads++, facts))).toMatchObject({ userId: 'u1', role: 'client' });
  } finally {
    await model.onApplicationShutdown();
  }
  return loads;
}

it('keeps what it read while versions can be known (one process, in memory)', async () => {
  expect(await checks({}, 3)).toBe(1);
});

it('hands a kept entry over at once, not in a promise (the access check of every signed-in request)', async () => {
  const model = newModel({});
  const kept = model.kept<typeof facts>({ budget: 10 });
  try {
    const read = kept.through('s1', 'access:u1', async () => facts);
    expect(read).toBeInstanceOf(Promise);
    await read;
    expect(kept.through('s1', 'access:u1', async () => facts)).toMatchObject({ userId: 'u1', role: 'client' });
  } finally {
    await model.onApplicationShutdown();
  }
});

it('reads again what a committed change concerns, and only that; keeps no more than its budget, the oldest going first', async () => {
  const model = newModel({});
  const kept = model.kept<string>({ weigh: (value) => value.length, budget: 6 });
  let loads = 0;
  const read = async (key: string, subject: `${string}:${string}`) => kept.through(key, subject, async () => (loads++, key.repeat(3)));
  try {
    await read('a', 'coach-page:1');
    await read('b', 'coach-page:2');
    expect(loads).toBe(2);
    await model.moved(['coach-page:1']);
    await read('a', 'coach-page:1');
    await read('b', 'coach-page:2');
    expect(loads).toBe(3);
    // A third page over the budget: the oldest kept (b) goes.
    await read('c', 'coach-page:3');
    await read('a', 'coach-page:1');
    await read('b', 'coach-page:2');
    expect(loads).toBe(5);
    await model.moved(['*']);
    await read('b', 'coach-page:2');
    expect(loads).toBe(6);
  } finally {
    await model.onApplicationShutdown();
  }
});

it('keeps a value that shows several subjects, known once read, until any of them moves', async () => {
  const model = newModel({});
  const kept = model.kept<{ coaches: string[] }>({ budget: 10 });
  let loads = 0;
  const read = () => kept.through('slots c1', (value) => ['calendar:c1', ...value.coaches.map((c): `${string}:${string}` => `calendar:${c}`)], async () => (loads++, { coaches: ['k1', 'k2'] }));
  try {
    await read();
    await read();
    expect(loads).toBe(1);
    await model.moved(['calendar:k3', 'access:c1']);
    await read();
    expect(loads).toBe(1);
    for (const subject of ['calendar:k2', 'calendar:c1', 'calendar:k1']) {
      await model.moved([subject]);
      await read();
      await read();
    }
    expect(loads).toBe(4);
  } finally {
    await model.onApplicationShutdown();
  }
});

it('reads many values together: the kept ones from memory, the missing ones in one load, a moved one again alone', async () => {
  const model = newModel({});
  const kept = model.kept<string>({ budget: 10 });
  const loads: string[][] = [];
  // 'gone' has no value: the load leaves it out.
  const read = (ids: string[]) => kept.many(ids, (id) => `card ${id}`, (id) => [`documents:${id}`], async (missing) => (loads.push(missing), new Map(missing.filter((id) => id !== 'gone').map((id) => [id, id.toUpperCase()]))));
  try {
    expect(await read(['a', 'b', 'gone'])).toEqual(['A', 'B', undefined]);
    expect(await read(['b', 'a'])).toEqual(['B', 'A']);
    await model.moved(['documents:b']);
    expect(await read(['a', 'b', 'c'])).toEqual(['A', 'B', 'C']);
    expect(loads).toEqual([['a', 'b', 'gone'], ['b', 'c']]);
  } finally {
    await model.onApplicationShutdown();
  }
});

it('asks PostgreSQL at every check while Redis cannot be reached, and answers without waiting for it', async () => {
  expect(await checks({ REDIS_URL: `redis://127.0.0.1:${await deadPort()}` }, 3)).toBe(3);
});

// Two replicas on the machine's Redis (CI sets REDIS_URL), on a channel of their own.
const redisUrl = process.env['REDIS_URL'];
(redisUrl ? it : it.skip)('with Redis: a change on one replica makes the other read again once it is published', async () => {
  const env = { REDIS_URL: redisUrl ?? '', QUEUE_PREFIX: `capsuisse-access-${randomUUID()}` };
  const [one, two] = [newModel(env), newModel(env)];
  const kept = two.kept<typeof facts>({ budget: 10 });
  let loads = 0;
  const loadsOfCheck = async () => {
    const before = loads;
    await kept.through('s1', 'access:u1', async () => (loads++, facts));
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
    await one.moved(['access:u1']);
    await eventuallyLoads(1);
    expect(await loadsOfCheck()).toBe(0);
  } finally {
    await Promise.all([one.onApplicationShutdown(), two.onApplicationShutdown()]);
  }
});
