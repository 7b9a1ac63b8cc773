import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { RateLimitStore } from './rate-limit.store';

export type RateLimitBucket = 'login' | 'signup' | 'recover' | 'reset' | 'mfa';

/** Attempts allowed per window: from one address for one account, for one account from anywhere, from one address. */
export interface RateLimits {
  pair: number;
  account: number;
  address: number;
}

/**
 * Abuse limits on the password and account endpoints. Three counters per attempt: address + account
 * (guessing one password), account (a botnet on one person), address (spraying many accounts, flooding
 * sign-ups or reset mails). An address past its own limits is refused before the account's counter, so it
 * adds nothing to it: one stranger cannot lock an account out. An address is an IPv4 one, or an IPv6 /64
 * (what one subscriber gets). Accounts are keyed by a hash: no email in Redis.
 */
@Injectable()
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly config: AppConfig,
  ) {}

  /**
   * Counts one attempt; returns the seconds to wait when a limit is passed, null when the attempt may go on.
   * `device`: the id of a browser the account signed in from before (a device cookie), whose attempts count
   * under it, as from an address of its own, and never with the account's: it gets in while strangers are kept out.
   */
  async attempt(bucket: RateLimitBucket, address: string, account: string | null, device: string | null = null): Promise<number | null> {
    const limits = this.config.rateLimit[bucket];
    const from = addressKey(address);
    const id = account && createHash('sha256').update(account).digest('base64url').slice(0, 22);
    const own: [string, number][] = [[`${bucket}:ip:${from}`, limits.address]];
    if (id) own.push([device ? `${bucket}:device:${device}` : `${bucket}:pair:${from}:${id}`, limits.pair]);
    const wait = await this.hit(own);
    return wait !== null || !id || device ? wait : this.hit([[`${bucket}:acct:${id}`, limits.account]]);
  }

  private async hit(checks: [string, number][]): Promise<number | null> {
    const counts = await this.store.hit(
      checks.map(([key]) => key),
      this.config.rateLimit.windowMs,
    );
    const over = counts.filter((c, i) => c.count > checks[i][1]);
    return over.length ? Math.max(1, ...over.map((c) => Math.ceil(c.ttlMs / 1000))) : null;
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
