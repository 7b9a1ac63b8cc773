/** A signed, time-limited download link to a private object. */
export interface SignedUrl {
  url: string;
  expiresAt: Date;
}

/** Private object storage: nothing in it is public; reads go through signed links. */
export abstract class StoragePort {
  abstract readonly backend: 'local' | 's3';
  abstract put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Deleting a missing object is not an error. */
  abstract delete(key: string): Promise<void>;
  abstract exists(key: string): Promise<boolean>;
  abstract signedGetUrl(key: string, expiresInSeconds: number): Promise<SignedUrl>;
  /** True when the backend answers. */
  abstract ping(): Promise<boolean>;
}

/** Keys are `<user id>/<type>-<timestamp>.<ext>`: nothing else is accepted, so no key escapes its folder. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f-]{36}\/[a-z]+-\d+\.[a-z]+$/;
