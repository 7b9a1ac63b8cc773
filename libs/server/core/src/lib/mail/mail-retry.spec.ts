import { mailRetryDelayMs, nextMailAttempt } from './mail-retry';

const MIN = 60_000;
const HOUR = 60 * MIN;
// The production defaults (config.schema.ts).
const retry = { firstMs: MIN, maxMs: HOUR, forMs: 12 * HOUR };

describe('mail retries', () => {
  it('wait 1 min, 2, 4… then an hour at most between tries', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20, 1000].map((n) => mailRetryDelayMs(retry, n) / MIN)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
  });

  it('keep trying for 12 hours (17 tries), then stop', () => {
    const since = new Date('2026-12-06T08:00:00Z');
    const tries = [since];
    for (let next = nextMailAttempt(retry, 1, since, since); next; next = nextMailAttempt(retry, tries.length, since, tries[tries.length - 1])) tries.push(next);
    const hoursAfter = tries.map((t) => (t.getTime() - since.getTime()) / HOUR);
    expect(tries).toHaveLength(17);
    expect(hoursAfter[6]).toBeCloseTo(63 / 60);
    expect(hoursAfter[tries.length - 1]).toBeLessThanOrEqual(12);
    expect(hoursAfter[tries.length - 1]).toBeGreaterThan(11);
  });

  it('count the series from its start: a resent mail gets its hours again', () => {
    const since = new Date('2026-12-06T08:00:00Z');
    const late = new Date(since.getTime() + 12 * HOUR - 30_000);
    expect(nextMailAttempt(retry, 17, since, late)).toBeNull();
    expect(nextMailAttempt(retry, 17, late, late)).toEqual(new Date(late.getTime() + HOUR));
  });
});
