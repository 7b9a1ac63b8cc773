import type { DocumentType } from '@capsuisse/contracts';

/** Keys are `<user id>/<type>-<timestamp>.<ext>`: one folder per client, a new key per version. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f-]{36}\/[a-z]+-\d+\.[a-z]+$/;

/** The object key of one version of a client's document; refuses anything off the pattern (a user id is never a path). */
export function storageKey(userId: string, type: DocumentType, time: number, extension: string): string {
  const key = `${userId}/${type}-${time}.${extension}`;
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}
