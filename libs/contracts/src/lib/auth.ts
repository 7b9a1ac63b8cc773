import type { Role } from './roles';

/** A phone number without its dial code: digits and the separators people type. */
export const PHONE_PATTERN = /^[0-9 ()./-]{4,20}$/;

export const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;
export type LogoutScope = (typeof LOGOUT_SCOPES)[number];

export const GRANT_TYPES = ['password', 'refresh_token', 'mfa'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

export interface Factor {
  id: string;
  factor_type: 'totp' | 'phone' | 'webauthn';
  friendly_name: string | null;
  status: 'verified' | 'unverified';
}

export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  factors: Factor[];
}

export interface Session {
  access_token: string;
  refresh_token: string;
  /** Seconds the access token lives. */
  expires_in: number;
  /** Unix time (seconds) the access token expires. */
  expires_at: number;
  token_type: 'bearer';
  user: AuthUser;
}

/** Events the web session store emits (spec §4 "Session"). */
export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

export interface PasswordStrength {
  /** 0 to 6: one point each for length ≥ 8, length ≥ 12, lowercase, uppercase, digit, special. */
  score: number;
  label: 'Très faible' | 'Faible' | 'Moyen' | 'Bon' | 'Excellent';
}

export function passwordStrength(password: string): PasswordStrength {
  if (!password) return { score: 0, label: 'Très faible' };
  const score = [
    password.length >= 8,
    password.length >= 12,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /[0-9]/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  const label = score <= 2 ? 'Faible' : score <= 4 ? 'Moyen' : score === 5 ? 'Bon' : 'Excellent';
  return { score, label };
}
