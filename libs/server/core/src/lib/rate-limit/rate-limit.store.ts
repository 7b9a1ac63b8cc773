import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { isBackendUnavailable } from '../errors/backend-unavailable';

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

/**
 * Counters in Redis, shared by every API process and kept across restarts. While Redis cannot be reached, each
 * process counts in its own memory (docs/faults.md): neither open (no limit for a password guesser while it is
 * down) nor closed (nobody signs in while a cache is down), but limited per process, N replicas allowing at most
 * N times the limit for the outage's length.
 */
export class RedisRateLimitStore extends RateLimitStore {
  private readonly logger = new Logger('RateLimit');
  private readonly fallback = new MemoryRateLimitStore();
  private degraded = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  async hit(keys: readonly string[], windowMs: number): Promise<WindowCount[]> {
    let flat: number[];
    try {
      flat = (await this.redis.eval(HIT, keys.length, ...keys.map((k) => `${this.prefix}${k}`), windowMs)) as number[];
    } catch (error) {
      if (!isBackendUnavailable(error)) throw error;
      if (!this.degraded) this.logger.warn(`Redis unavailable, limits counted in this process until it is back: ${String(error)}`);
      this.degraded = true;
      return this.fallback.hit(keys, windowMs);
    }
    if (this.degraded) this.logger.log('Redis back: limits shared again');
    this.degraded = false;
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
