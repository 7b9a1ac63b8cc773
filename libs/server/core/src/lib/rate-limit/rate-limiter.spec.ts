import type { AppConfig } from '../config/app-config';
import { MemoryRateLimitStore } from './rate-limit.store';
import { addressKey, RateLimiter } from './rate-limiter';

const limits = { pair: 2, account: 3, address: 4 };
const config = { rateLimit: { windowMs: 60_000, login: limits, signup: limits, recover: limits, reset: limits, mfa: limits } } as unknown as AppConfig;

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

describe('RateLimiter: strangers', () => {
  const limiter = () => new RateLimiter(new MemoryRateLimitStore(() => 0), config);

  it('counts nothing against the account from an address already past its own limits', async () => {
    const l = limiter();
    // 2 per address and account: the rest from this address is refused and adds nothing to the account's 3.
    for (let i = 0; i < 2; i++) expect(await l.attempt('login', '1.1.1.1', 'h@x.ch')).toBeNull();
    for (let i = 0; i < 30; i++) expect(await l.attempt('login', '1.1.1.1', 'h@x.ch')).not.toBeNull();
    expect(await l.attempt('login', '2.2.2.2', 'h@x.ch')).toBeNull();
    // The account's own limit still holds against many addresses.
    expect(await l.attempt('login', '3.3.3.3', 'h@x.ch')).not.toBeNull();
  });

  it('the same for second-factor codes and recovery mails', async () => {
    const l = limiter();
    for (const bucket of ['mfa', 'recover'] as const) {
      for (let i = 0; i < 10; i++) await l.attempt(bucket, '4.4.4.4', 'user-1');
      expect(await l.attempt(bucket, '5.5.5.5', 'user-1')).toBeNull();
    }
  });

  it("counts a signed-in browser's attempts under its device, never with the account's", async () => {
    const l = limiter();
    for (const ip of ['8.8.8.1', '8.8.8.2', '8.8.8.3']) await l.attempt('login', ip, 'l@x.ch');
    expect(await l.attempt('login', '8.8.8.4', 'l@x.ch')).not.toBeNull();
    for (let i = 0; i < 2; i++) expect(await l.attempt('login', `9.9.9.${i}`, 'l@x.ch', 'device-1')).toBeNull();
    expect(await l.attempt('login', '9.9.9.9', 'l@x.ch', 'device-1')).not.toBeNull();
    expect(await l.attempt('login', '9.9.9.9', 'l@x.ch', 'device-2')).toBeNull();
  });

  it('counts an IPv6 address by its /64, an IPv4-mapped one as IPv4', async () => {
    const l = limiter();
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9']) expect(await l.attempt('login', ip, 'i@x.ch')).toBeNull();
    expect(await l.attempt('login', '2001:0db8:0001:0002:abcd:0:0:1', 'i@x.ch')).not.toBeNull();
    expect(await l.attempt('login', '2001:db8:1:3::1', 'j@x.ch')).toBeNull();
    for (let i = 0; i < 2; i++) expect(await l.attempt('login', '::ffff:7.7.7.7', 'k@x.ch')).toBeNull();
    expect(await l.attempt('login', '7.7.7.7', 'k@x.ch')).not.toBeNull();
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
