import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { Errors } from '../errors/domain-error';
import { countRateLimited } from '../metrics/metrics';
import { RateLimitStore } from './rate-limit.store';

export type RateLimitBucket = 'login' | 'signup' | 'recover' | 'reset' | 'mfa';

/** Attempts allowed per window: from one address for one account, for one account from anywhere, from one address. */
export interface RateLimits {
  pair: number;
  account: number;
  address: number;
}

/**
 * An account's own count, past its limit, only slows strangers where a refusal would lock its person out
 * (signing in, second-factor codes): each attempt over it is held a moment more, up to a cap, until the
 * window ends. Sign-ups and recovery mails past it are refused: a refused mail locks no one out (the
 * window's mails, the newest link alive, are in the inbox), and the count keeps the inbox from a flood.
 */
const SLOWED: ReadonlySet<RateLimitBucket> = new Set(['login', 'mfa']);
const HOLD_STEP_MS = 250;
const HOLD_MAX_MS = 5_000;

/** An attempt refused (429) for `retryAfter` seconds, or let through after `holdMs`. */
export type Verdict = { retryAfter: number } | { holdMs: number };

/**
 * Abuse limits on the password and account endpoints. Three counters per attempt: address + account
 * (guessing one password), account (a botnet on one person), address (spraying many accounts, flooding
 * sign-ups or reset mails). An address past its own limits is refused before the account's counter, so it
 * adds nothing to it: one stranger cannot lock an account out, and many only slow it (see SLOWED). An
 * address is an IPv4 one, or an IPv6 /64 (what one subscriber gets). Accounts are keyed by a hash: no email in Redis.
 */
@Injectable()
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly config: AppConfig,
  ) {}

  /** `attempt`, acted on: a refusal is a 429 with its Retry-After, a hold is waited here. */
  async admit(bucket: RateLimitBucket, address: string, account: string | null, device: string | null = null): Promise<void> {
    const verdict = await this.attempt(bucket, address, account, device);
    if ('retryAfter' in verdict) {
      countRateLimited(bucket);
      throw Errors.tooManyRequests(verdict.retryAfter);
    }
    if (verdict.holdMs > 0) await new Promise((resolve) => setTimeout(resolve, verdict.holdMs));
  }

  /**
   * Counts one attempt. `device`: the id of a browser the account signed in from before (a device cookie),
   * whose attempts count under it, as from an address of its own, and never with the account's: it gets in
   * at once while strangers are held or kept out.
   */
  async attempt(bucket: RateLimitBucket, address: string, account: string | null, device: string | null = null): Promise<Verdict> {
    const limits = this.config.rateLimit[bucket];
    const from = addressKey(address);
    const id = account && createHash('sha256').update(account).digest('base64url').slice(0, 22);
    const own: [string, number][] = [[`${bucket}:ip:${from}`, limits.address]];
    if (id) own.push([device ? `${bucket}:device:${device}` : `${bucket}:pair:${from}:${id}`, limits.pair]);
    const refused = await this.refusal(own);
    if (refused) return refused;
    if (!id || device) return { holdMs: 0 };
    const [{ count, ttlMs }] = await this.store.hit([`${bucket}:acct:${id}`], this.config.rateLimit.windowMs);
    const over = count - limits.account;
    if (over <= 0) return { holdMs: 0 };
    return SLOWED.has(bucket) ? { holdMs: Math.min(HOLD_MAX_MS, over * HOLD_STEP_MS) } : { retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)) };
  }

  /** One more of a user's actions in a window of `windowMs`: past `limit` of them, a 429 with `message`. `key`: `<limit>:<user>`. */
  async admitUser(key: string, limit: number, windowMs: number, message: string): Promise<void> {
    const [{ count, ttlMs }] = await this.store.hit([key], windowMs);
    if (count <= limit) return;
    countRateLimited(key.split(':')[0]);
    throw Errors.tooManyRequests(Math.max(1, Math.ceil(ttlMs / 1000)), message);
  }

  private async refusal(checks: [string, number][]): Promise<Verdict | null> {
    const counts = await this.store.hit(
      checks.map(([key]) => key),
      this.config.rateLimit.windowMs,
    );
    const over = counts.filter((c, i) => c.count > checks[i][1]);
    return over.length ? { retryAfter: Math.max(1, ...over.map((c) => Math.ceil(c.ttlMs / 1000))) } : null;
  }
}

/** The address as limits count it: IPv4 whole (an IPv4-mapped IPv6 one too), IPv6 by its /64. */
export function addressKey(address: string): string {
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address ('::' filled in, a dotted IPv4 tail as two groups, a zone left out). */
function ipv6Groups(address: string): number[] {
  const groupsOf = (part: string): number[] =>
    part
      ? part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [parseInt(g, 16)];
          const [a, b, c, d] = g.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const [head, tail = ''] = address.split('%')[0].split('::');
  const start = groupsOf(head);
  const end = groupsOf(tail);
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}
