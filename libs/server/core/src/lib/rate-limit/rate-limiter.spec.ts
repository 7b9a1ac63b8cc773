import type { AppConfig } from '../config/app-config';
import { MemoryRateLimitStore } from './rate-limit.store';
import { addressKey, RateLimiter, type Verdict } from './rate-limiter';

const limits = { pair: 2, account: 3, address: 4 };
const config = { rateLimit: { windowMs: 60_000, login: limits, signup: limits, recover: limits, reset: limits, mfa: limits } } as unknown as AppConfig;

const go = { holdMs: 0 };
const refused = (retryAfter: number) => ({ retryAfter });
const isRefused = (verdict: Verdict) => 'retryAfter' in verdict;

describe('RateLimiter (memory)', () => {
  let now = 0;
  const limiter = () => new RateLimiter(new MemoryRateLimitStore(() => now), config);

  it('lets attempts through up to each limit, then says how long to wait', async () => {
    const l = limiter();
    expect(await l.attempt('login', '1.1.1.1', 'a@x.ch')).toEqual(go);
    expect(await l.attempt('login', '1.1.1.1', 'a@x.ch')).toEqual(go);
    now = 15_000;
    expect(await l.attempt('login', '1.1.1.1', 'a@x.ch')).toEqual(refused(45));
  });

  it('counts an address across accounts', async () => {
    const l = limiter();
    for (const email of ['c@x.ch', 'd@x.ch', 'e@x.ch', 'f@x.ch']) expect(await l.attempt('signup', '5.5.5.5', email)).toEqual(go);
    expect(isRefused(await l.attempt('signup', '5.5.5.5', 'g@x.ch'))).toBe(true);
  });

  it('keeps buckets apart and starts a new window once the old one ends', async () => {
    const l = limiter();
    now = 0;
    for (let i = 0; i < 4; i++) await l.attempt('reset', '6.6.6.6', null);
    expect(isRefused(await l.attempt('reset', '6.6.6.6', null))).toBe(true);
    expect(await l.attempt('recover', '6.6.6.6', null)).toEqual(go);
    now = 60_000;
    expect(await l.attempt('reset', '6.6.6.6', null)).toEqual(go);
  });
});

describe('RateLimiter: strangers', () => {
  let now = 0;
  const limiter = () => new RateLimiter(new MemoryRateLimitStore(() => now), config);

  it('counts nothing against the account from an address already past its own limits', async () => {
    const l = limiter();
    // 2 per address and account: the rest from this address is refused and adds nothing to the account's 3.
    for (let i = 0; i < 2; i++) expect(await l.attempt('login', '1.1.1.1', 'h@x.ch')).toEqual(go);
    for (let i = 0; i < 30; i++) expect(isRefused(await l.attempt('login', '1.1.1.1', 'h@x.ch'))).toBe(true);
    expect(await l.attempt('login', '2.2.2.2', 'h@x.ch')).toEqual(go);
  });

  it("slows sign-ins and codes past the account's count from many addresses, a little more each time, up to 5 s, for the window only", async () => {
    const l = limiter();
    for (const bucket of ['login', 'mfa'] as const) {
      now = 0;
      for (const ip of ['1.0.0.1', '1.0.0.2', '1.0.0.3']) expect(await l.attempt(bucket, ip, 'm@x.ch')).toEqual(go);
      expect(await l.attempt(bucket, '1.0.0.4', 'm@x.ch')).toEqual({ holdMs: 250 });
      expect(await l.attempt(bucket, '1.0.0.5', 'm@x.ch')).toEqual({ holdMs: 500 });
      for (let i = 0; i < 30; i++) await l.attempt(bucket, `1.0.1.${i}`, 'm@x.ch');
      expect(await l.attempt(bucket, '1.0.0.6', 'm@x.ch')).toEqual({ holdMs: 5_000 });
      now = 60_000;
      expect(await l.attempt(bucket, '1.0.0.7', 'm@x.ch')).toEqual(go);
    }
  });

  it("refuses sign-ups and recovery mails past the account's count: they lock no one out, and the inbox is spared", async () => {
    const l = limiter();
    now = 0;
    for (const bucket of ['signup', 'recover'] as const) {
      for (const ip of ['2.0.0.1', '2.0.0.2', '2.0.0.3']) expect(await l.attempt(bucket, ip, 'n@x.ch')).toEqual(go);
      expect(await l.attempt(bucket, '2.0.0.4', 'n@x.ch')).toEqual(refused(60));
    }
  });

  it("counts a signed-in browser's attempts under its device, never with the account's", async () => {
    const l = limiter();
    now = 0;
    for (const ip of ['8.8.8.1', '8.8.8.2', '8.8.8.3']) await l.attempt('login', ip, 'l@x.ch');
    expect(await l.attempt('login', '8.8.8.4', 'l@x.ch')).toEqual({ holdMs: 250 });
    for (let i = 0; i < 2; i++) expect(await l.attempt('login', `9.9.9.${i}`, 'l@x.ch', 'device-1')).toEqual(go);
    expect(isRefused(await l.attempt('login', '9.9.9.9', 'l@x.ch', 'device-1'))).toBe(true);
    expect(await l.attempt('login', '9.9.9.9', 'l@x.ch', 'device-2')).toEqual(go);
  });

  it('counts an IPv6 address by its /64, an IPv4-mapped one as IPv4', async () => {
    const l = limiter();
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9']) expect(await l.attempt('login', ip, 'i@x.ch')).toEqual(go);
    expect(isRefused(await l.attempt('login', '2001:0db8:0001:0002:abcd:0:0:1', 'i@x.ch'))).toBe(true);
    expect(await l.attempt('login', '2001:db8:1:3::1', 'j@x.ch')).toEqual(go);
    for (let i = 0; i < 2; i++) expect(await l.attempt('login', '::ffff:7.7.7.7', 'k@x.ch')).toEqual(go);
    expect(isRefused(await l.attempt('login', '7.7.7.7', 'k@x.ch'))).toBe(true);
  });

  it('admit: a refusal is a 429 with its Retry-After; a hold is waited', async () => {
    const l = limiter();
    now = 0;
    for (const ip of ['3.0.0.1', '3.0.0.2', '3.0.0.3']) await l.admit('login', ip, 'o@x.ch');
    const started = Date.now();
    await l.admit('login', '3.0.0.4', 'o@x.ch');
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    await l.admit('login', '3.0.0.5', 'p@x.ch');
    await l.admit('login', '3.0.0.5', 'p@x.ch');
    await expect(l.admit('login', '3.0.0.5', 'p@x.ch')).rejects.toMatchObject({ code: 'too_many_requests', retryAfterSeconds: 60 });
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::ffff:cb00:7109', '203.0.113.9'],
    ['2001:db8:a:b:1:2:3:4', '2001:db8:a:b::/64'],
    ['2001:DB8:A:B::', '2001:db8:a:b::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
  ])('%s → %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
