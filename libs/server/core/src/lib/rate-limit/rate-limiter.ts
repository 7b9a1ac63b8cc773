import { createHash } from 'node:crypto';
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
 * sign-ups or reset mails). Accounts are keyed by a hash: no email in Redis.
 */
@Injectable()
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly config: AppConfig,
  ) {}

  /** Counts one attempt; returns the seconds to wait when a limit is passed, null when the attempt may go on. */
  async attempt(bucket: RateLimitBucket, address: string, account: string | null): Promise<number | null> {
    const limits = this.config.rateLimit[bucket];
    const checks: [string, number][] = [[`${bucket}:ip:${address}`, limits.address]];
    if (account) {
      const id = createHash('sha256').update(account).digest('base64url').slice(0, 22);
      checks.push([`${bucket}:acct:${id}`, limits.account], [`${bucket}:pair:${address}:${id}`, limits.pair]);
    }
    const counts = await this.store.hit(
      checks.map(([key]) => key),
      this.config.rateLimit.windowMs,
    );
    const over = counts.filter((c, i) => c.count > checks[i][1]);
    return over.length ? Math.max(1, ...over.map((c) => Math.ceil(c.ttlMs / 1000))) : null;
  }
}
