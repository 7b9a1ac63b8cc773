import { createHmac } from 'node:crypto';
import { SignedTokens } from './signed-tokens';

const KEY = Buffer.from('a-test-key-of-thirty-two-bytes!!');
const at = (seconds: number) => new Date(seconds * 1000);
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('SignedTokens', () => {
  const tokens = new SignedTokens<{ sub: string; iat: number }>(KEY, 60);

  it('gives back the claims of its own token until exp, not from exp on', () => {
    const token = tokens.sign({ sub: 'u1', iat: 1_000 });
    expect(tokens.verify(token, at(1_059))).toEqual({ sub: 'u1', iat: 1_000, exp: 1_060 });
    expect(tokens.verify(token, at(1_060))).toBeNull();
  });

  it('refuses a token of another key, a changed payload, another algorithm and garbage', () => {
    const token = tokens.sign({ sub: 'u1', iat: 1_000 });
    expect(new SignedTokens(Buffer.from('another-key-of-thirty-two-bytes!'), 60).verify(token, at(1_001))).toBeNull();
    const [header, , signature] = token.split('.');
    expect(tokens.verify(`${header}.${part({ sub: 'u2', iat: 1_000, exp: 1_060 })}.${signature}`, at(1_001))).toBeNull();
    expect(tokens.verify(`${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: 'u1', iat: 1_000, exp: 1_060 })}.`, at(1_001))).toBeNull();
    // HS512 under the same key: well signed, but not the algorithm these tokens use.
    const hs512 = `${part({ alg: 'HS512', typ: 'JWT' })}.${part({ sub: 'u1', iat: 1_000, exp: 1_060 })}`;
    expect(tokens.verify(`${hs512}.${createHmac('sha512', KEY).update(hs512).digest('base64url')}`, at(1_001))).toBeNull();
    expect(tokens.verify('not.a.token', at(1_001))).toBeNull();
  });

  it('checks again any token that differs from one already checked', () => {
    const token = tokens.sign({ sub: 'u1', iat: 1_000 });
    expect(tokens.verify(token, at(1_001))).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    expect(tokens.verify(`${header}.${part({ sub: 'u2', iat: 1_000, exp: 1_060 })}.${signature}`, at(1_001))).toBeNull();
    expect(tokens.verify(`${header}.${payload}.${signature.slice(0, -2)}AA`, at(1_001))).toBeNull();
    expect(tokens.verify(token, at(1_001))).toEqual({ sub: 'u1', iat: 1_000, exp: 1_060 });
  });

  it('refuses a token without exp, whatever its signature', () => {
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'u1', iat: 1_000 })}`;
    expect(tokens.verify(`${unsigned}.${createHmac('sha256', KEY).update(unsigned).digest('base64url')}`, at(1_001))).toBeNull();
  });
});
