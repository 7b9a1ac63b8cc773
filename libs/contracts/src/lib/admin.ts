import { z } from 'zod';
import { EMAIL_MAX, ADMIN_CREATE_PASSWORD_MIN, ADMIN_RESET_PASSWORD_MIN, SIGNUP_PASSWORD_MAX } from './constants';
import type { DocumentDto, DocumentType, SignedLink } from './documents';
import { API_ERRORS, VALIDATION as V } from './messages';
import type { MilestoneDto } from './milestones';
import type { Profile } from './profile';
import { ROLES, type Role } from './roles';
import { strictBody } from './strict-body';

/** Roles axel may give when creating an account (spec §6). */
export const ADMIN_CREATABLE_ROLES = ['client', 'client_se_loger', 'accompagnateur', 'recruteur', 'admin'] as const satisfies readonly Role[];
export type AdminCreatableRole = (typeof ADMIN_CREATABLE_ROLES)[number];
/** Roles axel may change an account to (spec §6): every role. */
export const ASSIGNABLE_ROLES = ['client', 'client_se_loger', 'accompagnateur', 'recruteur', 'expert', 'admin', 'axel'] as const satisfies readonly Role[];
/** Roles the users table filters by (spec §2 "Utilisateurs"); the API accepts any role. */
export const ADMIN_FILTER_ROLES = ['client', 'client_se_loger', 'accompagnateur', 'recruteur', 'axel'] as const satisfies readonly Role[];

export const ADMIN_SORTS = ['email', 'role', 'created_at'] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const ADMIN_SEARCH_MAX = EMAIL_MAX;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const AUDIT_FILTER_MAX = 100;

export const ADMIN_ERRORS = {
  credentialsRequired: 'Email et mot de passe requis',
  passwordMin: V.passwordMin,
  resetPasswordMin: 'Le mot de passe doit contenir au moins 6 caractères',
  userNotFound: 'Utilisateur non trouvé',
  unknownRole: 'Rôle inconnu',
  roleNotCreatable: 'Ce rôle ne peut pas être attribué à la création du compte',
  lastAxel: 'Impossible de retirer son rôle au dernier compte axel',
  lastAxelDelete: 'Impossible de supprimer le dernier compte axel',
  hasPaid: "L'accès doit valoir vrai ou faux",
  paymentRequired: 'La case « paiement requis » doit valoir vrai ou faux',
  searchMax: 'La recherche ne peut pas dépasser 255 caractères',
  sort: 'Tri inconnu',
  order: 'Ordre de tri inconnu',
  page: 'Numéro de page invalide',
  pageSize: 'La taille de page doit être comprise entre 1 et 100',
  date: 'Date invalide',
  actor: 'Auteur invalide (identifiant ou email attendu)',
  filterMax: 'Le filtre ne peut pas dépasser 100 caractères',
  weeks: 'Le nombre de semaines doit être compris entre 1 et 52',
} as const;

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

/** The analytics tab's period: the last N weeks (Monday to Sunday, Europe/Zurich), the current one included. */
export const ANALYTICS_WEEKS_MAX = 52;
export const ANALYTICS_WEEKS_DEFAULT = 12;
/** The late documents listed, most late first. */
export const ANALYTICS_LATE_LIMIT = 50;

export const adminAnalyticsQuerySchema = z.object({
  weeks: z.coerce
    .number({ error: ADMIN_ERRORS.weeks })
    .int(ADMIN_ERRORS.weeks)
    .min(1, ADMIN_ERRORS.weeks)
    .max(ANALYTICS_WEEKS_MAX, ADMIN_ERRORS.weeks)
    .default(ANALYTICS_WEEKS_DEFAULT),
});
export type AdminAnalyticsQuery = z.input<typeof adminAnalyticsQuerySchema>;

/**
 * Clients and housing clients of one sign-up cohort, by the furthest step reached: each step counts those
 * who also passed every step before it (paid, the three documents validated, 5-day then 10-day progress at 100).
 */
export interface FunnelCounts {
  signed_up: number;
  paid: number;
  documents_validated: number;
  training_done: number;
  follow_up_done: number;
}

export interface FunnelWeek extends FunnelCounts {
  /** The week's Monday, `YYYY-MM-DD` in Europe/Zurich. */
  week: string;
}

/** Documents reviewed in one week, against their deadline (48 working hours). */
export interface ReviewWeek {
  week: string;
  on_time: number;
  late: number;
}

/** A document reviewed after its deadline, or still pending past it (`reviewed_at` null). */
export interface LateDocument {
  document_id: string;
  type: DocumentType;
  client_email: string;
  /** The client's coaches (none when unassigned). */
  coach_emails: string[];
  uploaded_at: string;
  deadline: string;
  reviewed_at: string | null;
  /** Wall-clock hours past the deadline (until the review, or until now when pending). */
  hours_late: number;
}

export interface ReviewStats {
  /** Documents reviewed in the period, and those by their deadline. */
  reviewed: number;
  on_time: number;
  /** Rounded share of `on_time` among `reviewed`; null when nothing was reviewed. */
  on_time_percent: number | null;
  /** Median wall-clock hours from upload to review (one decimal); null when nothing was reviewed. */
  median_hours: number | null;
  /** Pending documents whose deadline has passed (any upload date). */
  pending_overdue: number;
  weeks: ReviewWeek[];
  /** Late reviews of the period and overdue pending documents, most late first, at most 50. */
  late: LateDocument[];
  late_total: number;
}

export interface CoachLoad {
  coach_id: string;
  coach_email: string;
  clients: number;
  /** Documents of their clients waiting for a review, and those past their deadline. */
  documents_waiting: number;
  overdue: number;
}

/** `GET /admin/analytics`: every figure computed by the database. */
export interface AdminAnalytics {
  weeks: number;
  /** Start of the period (the first week's Monday 00:00 in Europe/Zurich), ISO 8601. */
  from: string;
  funnel: { weeks: FunnelWeek[]; totals: FunnelCounts };
  reviews: ReviewStats;
  coaches: CoachLoad[];
}

/** A row of the users table (spec §2 "Utilisateurs"). */
export interface AdminUser {
  id: string;
  email: string;
  role: Role;
  has_paid: boolean;
  overall_progress: number;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
  /** A pending deletion request (ISO 8601): axel confirms it by deleting the account. */
  deletion_requested_at: string | null;
}

export interface Page {
  total: number;
  page: number;
  page_size: number;
}

export interface AdminUsersResponse extends Page {
  users: AdminUser[];
}

/** The dashboard's counters: clients include housing clients. */
export interface AdminCounters {
  users: number;
  coaches: number;
  clients: number;
  recruiters: number;
}

export interface UserRef {
  id: string;
  email: string;
}

/** A document on the user detail, with its signed download link (3600 s). */
export interface AdminDocument extends DocumentDto {
  link: SignedLink;
}

/** `GET /admin/users/:id` */
export interface AdminUserDetail {
  profile: Profile;
  role: Role;
  documents: AdminDocument[];
  milestones: MilestoneDto[];
  /** The coaches this user is assigned to (a client). */
  coaches: UserRef[];
  /** The clients assigned to this user (a coach). */
  clients: UserRef[];
}

export interface AuditEntry {
  id: string;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** `{before, after}` for changes (never a password or a hash). */
  details: Record<string, unknown>;
  request_id: string | null;
  created_at: string;
}

export interface AuditResponse extends Page {
  entries: AuditEntry[];
}
