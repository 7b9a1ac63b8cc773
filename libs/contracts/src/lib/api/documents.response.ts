import { z } from 'zod';
import { CV_CHECK_STATUSES, CV_RULE_IDS, CV_VERDICTS } from '../cv-check';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '../documents';
import { count, isoTime } from './fields.response';

// What `GET /documents` and the coach's page answer, checked at run time by the API's tests (the web never
// loads this file: the types in documents.ts are inferred from it, `import type` only).

/** A verdict on one version of a document; kept per type across replacements. */
export const reviewEntry = z.strictObject({
  document_type: z.enum(DOCUMENT_TYPES),
  verdict: z.enum(DOCUMENT_STATUSES).exclude(['en_attente']),
  note: z.string().nullable(),
  /** '' once the reviewer's account is gone. */
  reviewer_email: z.string(),
  reviewed_at: isoTime,
});

export const documentDto = z.strictObject({
  id: z.guid(),
  user_id: z.guid(),
  type: z.enum(DOCUMENT_TYPES),
  status: z.enum(DOCUMENT_STATUSES),
  mime_type: z.string(),
  size: count,
  created_at: isoTime,
  validation_deadline: isoTime.nullable(),
  reviewed_at: isoTime.nullable(),
  reviewer_notes: z.string().nullable(),
  /** Set by the deadline job when the review deadline passed unreviewed. */
  expired_at: isoTime.nullable(),
  /** Earlier verdicts on this type, newest first (this version's own verdict included). */
  history: z.array(reviewEntry),
});

/** The Swiss CV check of a document's current version (issue 32). */
export const cvCheckDto = z.strictObject({
  document_id: z.guid(),
  status: z.enum(CV_CHECK_STATUSES),
  /** The version checked (the upload's instant). */
  version: isoTime,
  /** Null while the text is read, and for the client before the review. */
  pages: count.nullable(),
  checked_at: isoTime.nullable(),
  rules: z.array(z.strictObject({ id: z.enum(CV_RULE_IDS), verdict: z.enum(CV_VERDICTS), found: z.string() })),
});
