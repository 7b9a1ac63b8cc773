import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import argon2 from 'argon2';

// argon2id as OWASP recommends it: 19 MiB, 2 passes, one lane. One lane is one thread: four (the library's
// default) took every core of a small machine from the requests around a login, and 64 MiB per login in
// flight outgrew the API's memory budget. Older hashes keep the settings they were made with.
const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Runs at most `max` tasks at once; the others wait their turn, first come first served, those marked `ahead` before the rest. */
export function boundedConcurrency(max: number): <T>(task: () => Promise<T>, ahead?: boolean) => Promise<T> {
  let running = 0;
  const first: (() => void)[] = [];
  const waiting: (() => void)[] = [];
  return async (task, ahead = false) => {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => (ahead ? first : waiting).push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes to the next in line, or is freed.
      const next = first.shift() ?? waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

// A flood of logins or sign-ups queues for the hasher instead of taking every core from other requests; a
// browser the account signed in from before (device cookie) goes ahead of it: strangers cannot starve it.
const hashing = boundedConcurrency(Math.max(1, availableParallelism() - 1));

export const hashPassword = (password: string): Promise<string> => hashing(() => argon2.hash(password, ARGON2));
export const hashNeedsUpdate = (hash: string): boolean => argon2.needsRehash(hash, ARGON2);
export const verifyPassword = (hash: string, password: string, knownDevice = false): Promise<boolean> =>
  hashing(() => argon2.verify(hash, password), knownDevice).catch(() => false);

/** An opaque token for a link or a refresh: 256 random bits. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored by SHA-256: they are random, so a slow hash adds nothing. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A 256-bit key for one purpose, derived from the server's secret (HKDF-SHA256): one secret to provision, no key reused across purposes. */
export const derivedKey = (secret: string, purpose: string): Buffer => Buffer.from(hkdfSync('sha256', secret, 'capsuisse', purpose, 32));

/**
 * A deleted person's stable pseudonym: HMAC-SHA256 of their id under `key`, shaped as a UUID (version 8) so
 * that it fits the id columns it replaces. The same id always gives the same pseudonym; without the key it
 * cannot be traced back.
 */
export function pseudonymOf(key: Buffer, id: string): string {
  const bytes = createHmac('sha256', key).update(id).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x80;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
