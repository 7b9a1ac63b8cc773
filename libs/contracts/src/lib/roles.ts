export const ROLES = ['client', 'client_se_loger', 'accompagnateur', 'recruteur', 'expert', 'admin', 'axel'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may give themselves at sign-up; the others are given by axel only. */
export const ACCOUNT_TYPES = ['recruteur', 'client', 'client_se_loger', 'autre'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export function roleForAccountType(type: AccountType): Role {
  return type === 'autre' ? 'client' : type;
}

/** Roles of the programme's participants (documents, payment gate, progress). */
export const CLIENT_ROLES: readonly Role[] = ['client', 'client_se_loger'];

/** Where a signed-in user lands (spec §6). `housingGuideUrl` is configuration (HOUSING_GUIDE_URL). */
export function roleHome(role: Role | null | undefined, housingGuideUrl: string): string {
  switch (role) {
    case 'axel':
      return '/axel-dashboard';
    case 'accompagnateur':
      return '/accompagnateur-dashboard';
    case 'recruteur':
      return '/recruiter-dashboard';
    case 'client_se_loger':
      return housingGuideUrl;
    default:
      return '/dashboard';
  }
}
