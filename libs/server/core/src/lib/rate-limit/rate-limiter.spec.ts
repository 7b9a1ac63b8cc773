import type { AppConfig } from '../config/app-config';
import { MemoryRateLimitStore } from './rate-limit.store';
import { RateLimiter } from './rate-limiter';

const limits = { pair: 2, account: 3, address: 4 };
const config = { rateLimit: { windowMs: 60_000, login: limits, signup: limits, recover: limits, reset: limits } } as unknown as AppConfig;

describe('RateLimiter (memory)', () => {
  let now = 0;
  const limiter = () => new RateLimiter(new MemoryRateLimitStore(() => now), config);

  it('lets attempts through up to each limit, then says how long to wait', async () => {
    const l = limiter();
    expect(await l.attempt('login', '1.1.1.1', 'a@x.ch')).toBeNull();
    expect(await l.attempt('login', '1.1.1.1', 'a@x.ch')).toBeNull();
    now = 15_000;
    expect(await l.attempt('login', '1.1.1.1', 'a@x.ch')).toBe(45);
  });

  it('counts an account across addresses and an address across accounts', async () => {
    const l = limiter();
    for (const ip of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) expect(await l.attempt('login', ip, 'b@x.ch')).toBeNull();
    expect(await l.attempt('login', '4.4.4.4', 'b@x.ch')).not.toBeNull();
    for (const email of ['c@x.ch', 'd@x.ch', 'e@x.ch', 'f@x.ch']) expect(await l.attempt('signup', '5.5.5.5', email)).toBeNull();
    expect(await l.attempt('signup', '5.5.5.5', 'g@x.ch')).not.toBeNull();
  });

  it('keeps buckets apart and starts a new window once the old one ends', async () => {
    const l = limiter();
    now = 0;
    for (let i = 0; i < 4; i++) await l.attempt('reset', '6.6.6.6', null);
    expect(await l.attempt('reset', '6.6.6.6', null)).not.toBeNull();
    expect(await l.attempt('recover', '6.6.6.6', null)).toBeNull();
    now = 60_000;
    expect(await l.attempt('reset', '6.6.6.6', null)).toBeNull();
  });
});
