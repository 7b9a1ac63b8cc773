import type { Redis } from 'ioredis';

export interface WindowCount {
  count: number;
  /** Milliseconds left in the key's window. */
  ttlMs: number;
}

/** Fixed-window counters: each key counts the attempts since its first one, for one window. */
export abstract class RateLimitStore {
  /** Adds one attempt to each key and returns the counts, in the keys' order. */
  abstract hit(keys: readonly string[], windowMs: number): Promise<WindowCount[]>;
}

// One round trip for all the keys of an attempt, atomic: replicas sharing Redis count together.
const HIT = `
local out = {}
for i, key in ipairs(KEYS) do
  local n = redis.call('INCR', key)
  if n == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
  out[#out + 1] = n
  out[#out + 1] = redis.call('PTTL', key)
end
return out`;

/** Counters in Redis, shared by every API process and kept across restarts. */
export class RedisRateLimitStore extends RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  async hit(keys: readonly string[], windowMs: number): Promise<WindowCount[]> {
    const flat = (await this.redis.eval(HIT, keys.length, ...keys.map((k) => `${this.prefix}${k}`), windowMs)) as number[];
    return keys.map((_, i) => ({ count: flat[2 * i], ttlMs: flat[2 * i + 1] }));
  }
}

/** Counters in this process: the embedded default, one process. */
export class MemoryRateLimitStore extends RateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  async hit(keys: readonly string[], windowMs: number): Promise<WindowCount[]> {
    const now = this.now();
    // Expired windows go on the next attempt once the map has grown: a flood of addresses cannot fill memory for long.
    if (this.windows.size > 10_000) for (const [key, w] of this.windows) if (w.endsAt <= now) this.windows.delete(key);
    return keys.map((key) => {
      let w = this.windows.get(key);
      if (!w || w.endsAt <= now) this.windows.set(key, (w = { count: 0, endsAt: now + windowMs }));
      w.count += 1;
      return { count: w.count, ttlMs: w.endsAt - now };
    });
  }
}
