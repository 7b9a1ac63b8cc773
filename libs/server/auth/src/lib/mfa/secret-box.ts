import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * AES-256-GCM for the TOTP secrets at rest. The key is derived from JWT_SECRET (HKDF, purpose-bound):
 * a leaked database or backup reveals no secret, and there is no second secret to provision and keep in
 * step across replicas. Rotating JWT_SECRET voids the enrolled authenticators (their owners sign in with
 * a recovery code, which is only hashed, and enrol again). The ciphertext carries a version for a later
 * dedicated key, and is bound to its row (`context`): a secret copied onto another user's factor fails.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {}

  seal(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(context));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, data, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  open(sealed: string, context: string): string {
    const [version, iv, data, tag] = sealed.split('.');
    if (version !== VERSION) throw new Error(`unknown secret box version ${version}`);
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'))
      .setAAD(Buffer.from(context))
      .setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
