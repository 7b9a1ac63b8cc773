import { z } from 'zod';
import { EMAIL_MAX, ADMIN_CREATE_PASSWORD_MIN, ADMIN_RESET_PASSWORD_MIN, SIGNUP_PASSWORD_MAX } from './constants';
import { API_ERRORS, VALIDATION as V } from './messages';
import { ROLES } from './roles';
import { RECRUITER_DECISIONS } from './recruiter';
import { strictBody } from './strict-body';
import { ADMIN_CREATABLE_ROLES, ADMIN_ERRORS, ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX, ADMIN_SEARCH_MAX, ADMIN_SORTS, ANALYTICS_WEEKS_DEFAULT, ANALYTICS_WEEKS_MAX, ASSIGNABLE_ROLES, AUDIT_FILTER_MAX, SORT_ORDERS } from './admin';

const roleError = (issue: { input?: unknown }) =>
  (ROLES as readonly unknown[]).includes(issue.input) ? ADMIN_ERRORS.roleNotCreatable : ADMIN_ERRORS.unknownRole;
// A query value given twice arrives as a list: refused rather than guessed.
const queryText = (max: number, message: string) => z.string({ error: API_ERRORS.badRequest }).trim().max(max, message);
const page = z.coerce.number({ error: ADMIN_ERRORS.page }).int(ADMIN_ERRORS.page).min(1, ADMIN_ERRORS.page).max(1_000_000, ADMIN_ERRORS.page).default(1);
const pageSize = z.coerce
  .number({ error: ADMIN_ERRORS.pageSize })
  .int(ADMIN_ERRORS.pageSize)
  .min(1, ADMIN_ERRORS.pageSize)
  .max(ADMIN_PAGE_SIZE_MAX, ADMIN_ERRORS.pageSize)
  .default(ADMIN_PAGE_SIZE_DEFAULT);

export const adminUsersQuerySchema = z.object({
  sort: z.enum(ADMIN_SORTS, { error: ADMIN_ERRORS.sort }).default('created_at'),
  order: z.enum(SORT_ORDERS, { error: ADMIN_ERRORS.order }).default('desc'),
  role: z.enum(ROLES, { error: ADMIN_ERRORS.unknownRole }).optional(),
  /** Case-insensitive substring of the email; `%`, `_` and `\` are taken literally. */
  search: queryText(ADMIN_SEARCH_MAX, ADMIN_ERRORS.searchMax).optional(),
  page,
  page_size: pageSize,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

const credential = z.string({ error: ADMIN_ERRORS.credentialsRequired }).min(1, ADMIN_ERRORS.credentialsRequired);

export const adminCreateUserSchema = strictBody({
  email: credential.trim().toLowerCase().min(1, ADMIN_ERRORS.credentialsRequired).max(EMAIL_MAX, V.emailMax).pipe(z.email({ error: V.emailFormat })),
  password: credential.min(ADMIN_CREATE_PASSWORD_MIN, ADMIN_ERRORS.passwordMin).max(SIGNUP_PASSWORD_MAX, V.passwordMax),
  role: z.enum(ADMIN_CREATABLE_ROLES, { error: roleError }),
  /** Ticked: the account starts unpaid; otherwise admin-created accounts are paid (spec §9). */
  payment_required: z.boolean({ error: ADMIN_ERRORS.paymentRequired }).optional(),
});
export type AdminCreateUserRequest = z.input<typeof adminCreateUserSchema>;

export const adminRoleSchema = strictBody({ role: z.enum(ASSIGNABLE_ROLES, { error: ADMIN_ERRORS.unknownRole }) });
export const adminRecruiterApprovalSchema = strictBody({ decision: z.enum(RECRUITER_DECISIONS, { error: ADMIN_ERRORS.recruiterDecision }) });
export type AdminRecruiterApprovalRequest = z.input<typeof adminRecruiterApprovalSchema>;
export const adminAccessSchema = strictBody({ has_paid: z.boolean({ error: ADMIN_ERRORS.hasPaid }) });
export const adminPasswordSchema = strictBody({
  new_password: z
    .string({ error: ADMIN_ERRORS.resetPasswordMin })
    .min(ADMIN_RESET_PASSWORD_MIN, ADMIN_ERRORS.resetPasswordMin)
    .max(SIGNUP_PASSWORD_MAX, V.passwordMax),
});

export const auditQuerySchema = z.object({
  /** The actor: a user id, or an email (exact, case-insensitive). */
  actor: queryText(EMAIL_MAX, ADMIN_ERRORS.actor)
    .toLowerCase()
    .pipe(z.union([z.guid(), z.email()], { error: ADMIN_ERRORS.actor }))
    .optional(),
  /** The target's id (a user id, a document id). */
  target: queryText(AUDIT_FILTER_MAX, ADMIN_ERRORS.filterMax).optional(),
  /** Exact action name, e.g. `admin.user.role`. */
  action: queryText(AUDIT_FILTER_MAX, ADMIN_ERRORS.filterMax).optional(),
  /** Period: from (inclusive) and to (exclusive), ISO 8601. */
  from: z.iso.datetime({ offset: true, error: ADMIN_ERRORS.date }).optional(),
  to: z.iso.datetime({ offset: true, error: ADMIN_ERRORS.date }).optional(),
  page,
  page_size: pageSize,
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const adminAnalyticsQuerySchema = z.object({
  weeks: z.coerce
    .number({ error: ADMIN_ERRORS.weeks })
    .int(ADMIN_ERRORS.weeks)
    .min(1, ADMIN_ERRORS.weeks)
    .max(ANALYTICS_WEEKS_MAX, ADMIN_ERRORS.weeks)
    .default(ANALYTICS_WEEKS_DEFAULT),
});
export type AdminAnalyticsQuery = z.input<typeof adminAnalyticsQuerySchema>;
