import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { RedisRateLimitStore } from './rate-limit.store';

// A port nothing listens on: the connection is refused, as when Redis is stopped.
const closedPort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('RedisRateLimitStore while Redis is down', () => {
  it('counts in memory, still limiting, rather than failing the request', async () => {
    const redis = new Redis(`redis://127.0.0.1:${await closedPort()}`, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    const store = new RedisRateLimitStore(redis, 'test:');
    try {
      const counts = [];
      for (let i = 0; i < 3; i++) counts.push((await store.hit(['login:ip:1', 'login:acct:a'], 60_000)).map((w) => w.count));
      expect(counts).toEqual([
        [1, 1],
        [2, 2],
        [3, 3],
      ]);
    } finally {
      redis.disconnect();
    }
  });
});
