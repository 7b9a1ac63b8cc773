import { createHmac, timingSafeEqual } from 'node:crypto';
import { access, constants, mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Clock } from '../clock/clock';
import { type SignedUrl, STORAGE_KEY_PATTERN, StoragePort } from './storage.port';

/** The path the API serves signed local objects on (see StorageController). */
export const LOCAL_STORAGE_ROUTE = '/api/storage';

/**
 * Objects as files under DATA_DIR/storage (the embedded default). Links are HMAC-signed URLs served by
 * the API itself, checked for signature and expiry on every read.
 */
export class LocalStorage extends StoragePort {
  readonly backend = 'local' as const;

  constructor(
    private readonly root: string,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {
    super();
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    // Written aside then renamed: a crash never leaves half an object under its key.
    await writeFile(`${file}.part`, body);
    await rename(`${file}.part`, file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.path(key)).then(
      () => true,
      () => false,
    );
  }

  async signedGetUrl(key: string, expiresInSeconds: number): Promise<SignedUrl> {
    const expiresAt = new Date(Math.floor(this.clock.now().getTime() / 1000) * 1000 + expiresInSeconds * 1000);
    const expires = String(expiresAt.getTime() / 1000);
    // Relative: the web and the API share one origin.
    return { url: `${LOCAL_STORAGE_ROUTE}/${key}?expires=${expires}&sig=${this.sign(key, expires)}`, expiresAt };
  }

  /** The object's bytes when the signature is ours and not expired; null otherwise. */
  async readSigned(key: string, expires: string, sig: string): Promise<Buffer | null> {
    if (!STORAGE_KEY_PATTERN.test(key) || !/^\d+$/.test(expires)) return null;
    const expected = Buffer.from(this.sign(key, expires));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    if (Number(expires) * 1000 <= this.clock.now().getTime()) return null;
    return readFile(this.path(key)).catch(() => null);
  }

  async ping(): Promise<boolean> {
    await mkdir(this.root, { recursive: true });
    return access(this.root, constants.W_OK).then(
      () => true,
      () => false,
    );
  }

  private sign(key: string, expires: string): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}`).digest('base64url');
  }

  private path(key: string): string {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    return join(this.root, key);
  }
}
