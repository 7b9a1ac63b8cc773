import { z } from 'zod';
import { DOCUMENTS_STATES } from '../documents';
import { RECRUITER_APPROVALS } from '../recruiter';
import { ROLES } from '../roles';
import { isoTime, percent } from './fields.response';

/** `GET /api/me`: the caller's own profile. */
export const profileResponse = z.strictObject({
  user_id: z.guid(),
  email: z.string(),
  role: z.enum(ROLES),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  country_code: z.string().nullable(),
  phone: z.string().nullable(),
  has_paid: z.boolean(),
  overall_progress: percent,
  /** The documents as a whole (`documentsState`), kept by the server with each document change. */
  documents_state: z.enum(DOCUMENTS_STATES),
  progress_5j: percent,
  progress_10j: percent,
  risk_flag: z.boolean(),
  first_login_completed: z.boolean(),
  date_close: isoTime.nullable(),
  calendly_link: z.string().nullable(),
  crm_contact_id: z.string().nullable(),
  created_at: isoTime,
  /** The client consented to recruiters seeing it (off until given). */
  recruiter_visible: z.boolean(),
  /** When that consent was last given, and last withdrawn (null if never). */
  recruiter_consent_at: isoTime.nullable(),
  recruiter_withdrawn_at: isoTime.nullable(),
  /** A recruiter account's approval by axel, and when it was decided (null for the other roles). */
  recruiter_approval: z.enum(RECRUITER_APPROVALS).nullable(),
  recruiter_decided_at: isoTime.nullable(),
  /** The user asked for deletion at this time, pending axel's confirmation; null otherwise. */
  deletion_requested_at: isoTime.nullable(),
});
