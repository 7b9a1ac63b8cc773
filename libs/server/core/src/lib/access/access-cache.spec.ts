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
  orm = await MikroORM.init({ ...ormOptions('postgresql://127.0.0.1/none', null, []), connect: false });
});
afterAll(() => orm.close());

async function checks(env: Record<string, string>, times: number): Promise<number> {
  const cache = new AccessCache(orm, loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'capsuisse-access-')), ...env }), new SystemClock());
  const facts: AccessFacts = { userId: 'u1', role: 'client', hasPaid: true, until: Date.now() + 3_600_000 };
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

it('asks PostgreSQL at every check while Redis cannot be reached, and answers without waiting for it', async () => {
  expect(await checks({ REDIS_URL: `redis://127.0.0.1:${await deadPort()}` }, 3)).toBe(3);
});
