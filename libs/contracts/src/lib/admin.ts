import type { z } from 'zod';
import type { adminUser, adminUsersResponse } from './api/admin.response';
import { EMAIL_MAX } from './constants';
import type { DocumentDto, DocumentType, SignedLink } from './documents';
import { VALIDATION as V } from './messages';
import type { MilestoneDto } from './milestones';
import type { Profile } from './profile';
import { type Role } from './roles';

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
  recruiterDecision: 'Décision attendue : « approved » (valider) ou « refused » (refuser)',
  notRecruiter: "Ce compte n'est pas un compte recruteur : il n'y a rien à valider",
} as const;

/** The analytics tab's period: the last N weeks (Monday to Sunday, Europe/Zurich), the current one included. */
export const ANALYTICS_WEEKS_MAX = 52;
export const ANALYTICS_WEEKS_DEFAULT = 12;
/** The late documents listed, most late first. */
export const ANALYTICS_LATE_LIMIT = 50;

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

/** Issue 31: the clients signed up in the period, each step requiring the one before it. */
export interface CallFunnel {
  signed_up: number;
  /** …who booked their free first call (not cancelled). */
  first_call_booked: number;
  /** …whose first call the coach marked held. */
  first_call_held: number;
  /** …and who paid. */
  paid: number;
}

/** Calls of the period whose outcome was recorded: `missed / (held + missed)`, rounded percent; null with none. */
export interface NoShowStats {
  held: number;
  missed: number;
  no_show_percent: number | null;
}

export interface CoachNoShow extends NoShowStats {
  coach_id: string;
  coach_email: string;
}

/** The calls' part of the analytics: the first call's funnel, no-shows overall and per coach (those with an outcome in the period, most missed first). */
export interface CallAnalytics {
  funnel: CallFunnel;
  no_show: NoShowStats;
  coaches: CoachNoShow[];
}

/** `GET /admin/analytics`: every figure computed by the database. */
export interface AdminAnalytics {
  weeks: number;
  /** Start of the period (the first week's Monday 00:00 in Europe/Zurich), ISO 8601. */
  from: string;
  funnel: { weeks: FunnelWeek[]; totals: FunnelCounts };
  reviews: ReviewStats;
  coaches: CoachLoad[];
  calls: CallAnalytics;
}

/** A row of the users table (spec §2 "Utilisateurs"; schema: api/admin.response.ts). */
export type AdminUser = z.infer<typeof adminUser>;

export interface Page {
  total: number;
  page: number;
  page_size: number;
}

/** `GET /api/admin/users` */
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

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
