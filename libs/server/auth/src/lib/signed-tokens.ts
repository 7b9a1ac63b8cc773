import { createSigner, createVerifier } from 'fast-jwt';

const MAX_VERIFIED = 5_000;

/**
 * HS256 tokens under one key, signed and checked with fast-jwt (the algorithm pinned: a token naming
 * another is refused). `iat` comes from the app's clock and `exp` is checked against it, so tests that move
 * the clock move token expiry too.
 */
export class SignedTokens<Claims extends { iat: number }> {
  private readonly signer: (payload: Claims & { exp: number }) => string;
  private readonly verifier: (token: string) => Claims & { exp?: unknown };
  // Tokens whose signature was checked, by their whole text (only the same token finds its entry): a
  // signed-in request costs no HMAC after the first. Expiry is still checked at every use.
  private readonly verified = new Map<string, Claims & { exp?: unknown }>();

  constructor(
    key: Buffer,
    private readonly lifetimeSeconds: number,
  ) {
    this.signer = createSigner({ key, algorithm: 'HS256' });
    this.verifier = createVerifier({ key, algorithms: ['HS256'], ignoreExpiration: true });
  }

  sign(claims: Claims): string {
    return this.signer({ ...claims, exp: claims.iat + this.lifetimeSeconds });
  }

  /** The claims of a token signed with this key whose `exp` is still ahead of `now`; null for any other. */
  verify(token: string, now: Date): Claims | null {
    let claims = this.verified.get(token);
    if (claims === undefined) {
      try {
        claims = this.verifier(token);
      } catch {
        return null;
      }
      if (this.verified.size >= MAX_VERIFIED) this.verified.clear();
      this.verified.set(token, claims);
    }
    return typeof claims.exp === 'number' && Math.floor(now.getTime() / 1000) < claims.exp ? claims : null;
  }
}
