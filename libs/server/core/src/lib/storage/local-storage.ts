import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { access, constants, mkdir, open, readdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { FileStore } from '@tus/file-store';
import type { Clock } from '../clock/clock';
import { type ByteRange, type SignedObject, type SignedUrl, StoragePort } from './storage.port';

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

// tus's FileStore keeps an unfinished upload's length and metadata in a file beside its bytes.
const TUS_INFO = '.json';

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

  private async size(key: string): Promise<number | null> {
    return stat(this.path(key)).then(
      (s) => s.size,
      () => null,
    );
  }

  async readRange(key: string, { start, end }: ByteRange): Promise<Buffer> {
    const file = await open(this.path(key), 'r');
    try {
      const buffer = Buffer.alloc(Math.max(0, end - start + 1));
      const { bytesRead } = await file.read(buffer, 0, buffer.length, start);
      return buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  // The type it was put with is served (StorageController), so the link need not carry one.
  async signedGetUrl(key: string, expiresInSeconds: number): Promise<SignedUrl> {
    const expiresAt = new Date(Math.floor(this.clock.now().getTime() / 1000) * 1000 + expiresInSeconds * 1000);
    const expires = String(expiresAt.getTime() / 1000);
    // Relative: the web and the API share one origin.
    return { url: `${LOCAL_STORAGE_ROUTE}/${key}?expires=${expires}&sig=${this.sign(key, expires)}`, expiresAt };
  }

  async readSigned(key: string, expires: string, sig: string): Promise<SignedObject | null> {
    if (!isSafeKey(key) || !/^\d+$/.test(expires)) return null;
    const expected = Buffer.from(this.sign(key, expires));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    if (Number(expires) * 1000 <= this.clock.now().getTime()) return null;
    const file = this.path(key);
    const size = await this.size(key);
    if (size === null) return null;
    const contentType = await readFile(this.typePath(key), 'utf8').catch(() => UNKNOWN_TYPE);
    // Streamed from disk, never read whole: a video is up to 1 GB and ten viewers may seek in it at once.
    return { size, contentType, open: (range) => createReadStream(file, range && { start: range.start, end: range.end }) };
  }

  resumableStore(expirationMs: number): FileStore {
    return new FileStore({ directory: this.root, expirationPeriodInMilliseconds: expirationMs });
  }

  async settleResumable(key: string, contentType: string): Promise<void> {
    const typeFile = this.typePath(key);
    await mkdir(dirname(typeFile), { recursive: true });
    await writeFile(typeFile, contentType);
    await rm(`${this.path(key)}${TUS_INFO}`, { force: true });
  }

  async sweepResumable(before: Date): Promise<number> {
    let swept = 0;
    for (const folder of await readdir(this.root).catch(() => [] as string[])) {
      if (folder.startsWith('.')) continue;
      const names = await readdir(join(this.root, folder)).catch(() => [] as string[]);
      for (const name of names.filter((n) => n.endsWith(TUS_INFO))) {
        const key = `${folder}/${name.slice(0, -TUS_INFO.length)}`;
        const info = await readFile(join(this.root, folder, name), 'utf8').then(
          (text) => JSON.parse(text) as { id?: string; creation_date?: string },
          () => null,
        );
        // Only tus's own info files (a settled upload has none left), of uploads begun before `before`.
        if (info?.id !== key || !info.creation_date || new Date(info.creation_date) >= before) continue;
        await rm(this.path(key), { force: true });
        await rm(join(this.root, folder, name), { force: true });
        swept += 1;
      }
    }
    return swept;
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
