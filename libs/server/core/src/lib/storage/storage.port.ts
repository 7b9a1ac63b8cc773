import type { Readable } from 'node:stream';

/** A signed, time-limited download link to a private object. */
export interface SignedUrl {
  url: string;
  expiresAt: Date;
}

/** An object's bytes and the content type it was put with. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** Private object storage: nothing in it is public; reads go through signed links. */
export abstract class StoragePort {
  abstract readonly backend: 'local' | 's3';
  abstract put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Deleting a missing object is not an error. */
  abstract delete(key: string): Promise<void>;
  abstract exists(key: string): Promise<boolean>;
  /** The object's bytes as a stream (a data export copies them without holding them in memory). */
  abstract read(key: string): Promise<Readable>;
  /** A link that downloads the object as an attachment of this type (never rendered on our origin). */
  abstract signedGetUrl(key: string, expiresInSeconds: number, contentType: string): Promise<SignedUrl>;
  /**
   * The object behind one of our own signed links, when the API itself serves them (`GET /api/storage`):
   * null when the signature is not ours, has expired, or the backend's links point elsewhere (S3).
   */
  abstract readSigned(key: string, expires: string, sig: string): Promise<StoredObject | null>;
  /** True when the backend answers. */
  abstract ping(): Promise<boolean>;
}
