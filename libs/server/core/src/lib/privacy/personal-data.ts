/**
 * One domain's part of a person's data export (`exportUser(userId)` on each domain's service; erasure is
 * each domain's `forgetUser(em, userId)`): its records as JSON, and the stored objects that go into the
 * archive beside them. A domain exports only its own tables; the privacy module puts the parts together.
 */
export interface PersonalData {
  /** The part's name: `<name>.json` in the archive. */
  name: string;
  records: unknown;
  /** Stored objects to copy: their path in the archive and their storage key. */
  objects?: { path: string; key: string }[];
}
