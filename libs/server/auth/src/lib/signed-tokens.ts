import { createSigner, createVerifier } from 'fast-jwt';

// Tokens whose signature was checked, kept by fast-jwt (an LRU of this size): a signed-in request costs no
// HMAC after the first. Expiry is still checked at every use, against the app's clock.
const VERIFIED_KEPT = 5_000;

/**
 * HS256 tokens under one key, signed and checked with fast-jwt (the algorithm pinned: a token naming
 * another is refused). `iat` comes from the app's clock and `exp` is checked against it, so tests that move
 * the clock move token expiry too.
 */
export class SignedTokens<Claims extends { iat: number }> {
  private readonly signer: (payload: Claims & { exp: number }) => string;
  private readonly verifier: (token: string) => Claims & { exp?: unknown };

  constructor(
    key: Buffer,
    private readonly lifetimeSeconds: number,
  ) {
    this.signer = createSigner({ key, algorithm: 'HS256' });
    this.verifier = createVerifier({ key, algorithms: ['HS256'], ignoreExpiration: true, cache: VERIFIED_KEPT });
  }

  sign(claims: Claims): string {
    return this.signer({ ...claims, exp: claims.iat + this.lifetimeSeconds });
  }

  /** The claims of a token signed with this key whose `exp` is still ahead of `now`; null for any other. */
  verify(token: string, now: Date): Claims | null {
    let claims: Claims & { exp?: unknown };
    try {
      claims = this.verifier(token);
    } catch {
      return null;
    }
    return typeof claims.exp === 'number' && Math.floor(now.getTime() / 1000) < claims.exp ? claims : null;
  }
}
