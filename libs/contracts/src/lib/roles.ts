export const ROLES = ['client', 'client_se_loger', 'accompagnateur', 'recruteur', 'expert', 'admin', 'axel'] as const;
export type Role = (typeof ROLES)[number];

/** A user with no role recorded is a client (spec §3 `user_roles`). */
export const DEFAULT_ROLE = 'client' satisfies Role;

/** The roles a rule names one by one (the others go by `ROLE_SETS`): the coach, the recruiter, the administrator. */
export const ROLE = { coach: 'accompagnateur', recruiter: 'recruteur', axel: 'axel' } as const satisfies Record<string, Role>;

/** Roles a person may give themselves at sign-up; the others are given by axel only. */
export const ACCOUNT_TYPES = ['recruteur', 'client', 'client_se_loger', 'autre'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export function roleForAccountType(type: AccountType): Role {
  return type === 'autre' ? 'client' : type;
}

const roleSet = (...roles: Role[]): readonly Role[] => roles;

/**
 * Who may do what, by name: the page registry (web) and the route declarations (API) both say who
 * with one of these sets, so a space's roles are written once (spec §6).
 */
export const ROLE_SETS = {
  /** The programme's participants: documents, payment gate, progress. */
  clients: roleSet('client', 'client_se_loger'),
  /** The coach space lists the caller's own assigned clients; axel reviews from the user detail instead. */
  coachSpace: roleSet('accompagnateur'),
  /** Who may validate or reject a document (an assigned coach, or axel on any client). */
  reviewers: roleSet('accompagnateur', 'axel'),
  /** Who may open a signed link to a document (the owner, its coach, axel: ownership is checked after). */
  documentReaders: roleSet('client', 'client_se_loger', 'accompagnateur', 'axel'),
  /** Who works on a client's path and programme besides the client: its assigned coach, or axel on any client. */
  clientStaff: roleSet('accompagnateur', 'axel'),
  /** Whose home is /dashboard (spec §6: any role without a space of its own; housing clients are sent on from it). */
  dashboard: roleSet('client', 'client_se_loger', 'expert', 'admin'),
  axelSpace: roleSet('axel'),
  recruiterSpace: roleSet('recruteur'),
  everyone: roleSet(...ROLES),
} as const;

/** Roles of the programme's participants (documents, payment gate, progress). */
export const CLIENT_ROLES = ROLE_SETS.clients;
