import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { access, constants, mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Clock } from '../clock/clock';
import { type SignedUrl, StoragePort, type StoredObject } from './storage.port';

/** The path the API serves signed local objects on (see StorageController). */
export const LOCAL_STORAGE_ROUTE = '/api/storage';

// Each object's content type, as it was put (S3 keeps it as object metadata), in a tree of its own
// beside the objects: no key can name it, since keys never start with a dot.
const TYPES_FOLDER = '.content-types';
// Objects written before content types were kept have none.
const UNKNOWN_TYPE = 'application/octet-stream';

/**
 * Keys are relative paths of plain segments: no `..`, no absolute path, no hidden file or folder, and
 * not a half-written `.part`, so no key reaches outside the objects' folder or another object.
 */
const isSafeKey = (key: string): boolean =>
  key.length <= 1024 && key.split('/').every((segment) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment)) && !key.endsWith('.part');

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

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.path(key);
    const typeFile = this.typePath(key);
    await mkdir(dirname(file), { recursive: true });
    await mkdir(dirname(typeFile), { recursive: true });
    // The type first, then the bytes written aside and renamed: a crash never leaves half an object under its key.
    await writeFile(typeFile, contentType);
    await writeFile(`${file}.part`, body);
    await rename(`${file}.part`, file);
  }

  async delete(key: string): Promise<void> {
    // A put killed before its rename leaves the bytes aside: they go with the key.
    await rm(`${this.path(key)}.part`, { force: true });
    await rm(this.path(key), { force: true });
    await rm(this.typePath(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.path(key)).then(
      () => true,
      () => false,
    );
  }

  async read(key: string): Promise<Readable> {
    const file = this.path(key);
    // Opened before returning, so a missing object fails here and not in the middle of the caller's stream.
    await access(file, constants.R_OK);
    return createReadStream(file);
  }

  // The type it was put with is served (StorageController), so the link need not carry one.
  async signedGetUrl(key: string, expiresInSeconds: number): Promise<SignedUrl> {
    const expiresAt = new Date(Math.floor(this.clock.now().getTime() / 1000) * 1000 + expiresInSeconds * 1000);
    const expires = String(expiresAt.getTime() / 1000);
    // Relative: the web and the API share one origin.
    return { url: `${LOCAL_STORAGE_ROUTE}/${key}?expires=${expires}&sig=${this.sign(key, expires)}`, expiresAt };
  }

  async readSigned(key: string, expires: string, sig: string): Promise<StoredObject | null> {
    if (!isSafeKey(key) || !/^\d+$/.test(expires)) return null;
    const expected = Buffer.from(this.sign(key, expires));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    if (Number(expires) * 1000 <= this.clock.now().getTime()) return null;
    const body = await readFile(this.path(key)).catch(() => null);
    if (!body) return null;
    const contentType = await readFile(this.typePath(key), 'utf8').catch(() => UNKNOWN_TYPE);
    return { body, contentType };
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
    if (!isSafeKey(key)) throw new Error(`invalid storage key: ${key}`);
    return join(this.root, key);
  }

  private typePath(key: string): string {
    return join(this.root, TYPES_FOLDER, relative(this.root, this.path(key)));
  }
}
