import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/server';

/** A signed, time-limited download link to a private object. */
export interface SignedUrl {
  url: string;
  expiresAt: Date;
}

/** Bytes `start` to `end` of an object, both included (an HTTP range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** An object behind a signed link: its size and the content type it was put with; its bytes streamed from disk, all or a range. */
export interface SignedObject {
  size: number;
  contentType: string;
  open(range?: ByteRange): Readable;
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
  /** The bytes of `range` (cut at the object's end): a check reads a file's structure without reading it whole. */
  abstract readRange(key: string, range: ByteRange): Promise<Buffer>;
  /** A link that downloads the object as an attachment of this type (never rendered on our origin). */
  abstract signedGetUrl(key: string, expiresInSeconds: number, contentType: string): Promise<SignedUrl>;
  /**
   * The object behind one of our own signed links, when the API itself serves them (`GET /api/storage`):
   * null when the signature is not ours, has expired, or the backend's links point elsewhere (S3).
   */
  abstract readSigned(key: string, expires: string, sig: string): Promise<SignedObject | null>;
  /**
   * A store of the tus protocol (resumable uploads) writing into this storage: an upload's id is the key of the
   * object it becomes; unfinished uploads expire after `expirationMs`.
   */
  abstract resumableStore(expirationMs: number): DataStore;
  /** A resumable upload is complete: its tus bookkeeping goes, the object stays under its key, of `contentType`. */
  abstract settleResumable(key: string, contentType: string): Promise<void>;
  /** The resumable uploads begun before `before` and never completed are deleted, whatever their folder; returns how many. */
  abstract sweepResumable(before: Date): Promise<number>;
  /** True when the backend answers. */
  abstract ping(): Promise<boolean>;
}
