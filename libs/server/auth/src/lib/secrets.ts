import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';

// OWASP's argon2id baseline: 64 MiB, 3 passes, 4 lanes (~120 ms here).
const ARGON2 = { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, ARGON2);
export const verifyPassword = (hash: string, password: string): Promise<boolean> => argon2.verify(hash, password).catch(() => false);

/** An opaque token for a link or a refresh: 256 random bits. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored by SHA-256: they are random, so a slow hash adds nothing. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
