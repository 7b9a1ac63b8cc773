import { z } from 'zod';
import { DOCUMENTS_STATES } from '../documents';
import { RECRUITER_APPROVALS } from '../recruiter';
import { ROLES } from '../roles';
import { count, isoTime, percent } from './fields.response';

/** A row of the users table (spec §2 "Utilisateurs"). */
export const adminUser = z.strictObject({
  id: z.guid(),
  email: z.string(),
  role: z.enum(ROLES),
  has_paid: z.boolean(),
  overall_progress: percent,
  documents_state: z.enum(DOCUMENTS_STATES),
  created_at: isoTime,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** A pending deletion request: axel confirms it by deleting the account. */
  deletion_requested_at: isoTime.nullable(),
  /** A recruiter's approval by axel (null for the other roles). */
  recruiter_approval: z.enum(RECRUITER_APPROVALS).nullable(),
});

/** `GET /api/admin/users`: one page of the table, and how many rows the filters find. */
export const adminUsersResponse = z.strictObject({
  users: z.array(adminUser),
  total: count,
  page: count.min(1),
  page_size: count.min(1),
});
