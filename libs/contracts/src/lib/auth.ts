import { z } from 'zod';
import { ACCOUNT_TYPES, type Role } from './roles';
import { EMAIL_MAX, NAME_MAX, SIGNUP_PASSWORD_MAX, SIGNUP_PASSWORD_MIN } from './constants';
import { DIAL_CODES } from './countries';
import { VALIDATION as V } from './messages';
import { strictBody } from './strict-body';

export const emailSchema = z
  .string({ error: V.emailRequired })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, V.emailMax)
  .pipe(z.email({ error: V.emailFormat }));

/** Password rules of sign-up and reset (spec §5). */
export const newPasswordSchema = z
  .string({ error: V.passwordRequired })
  .min(SIGNUP_PASSWORD_MIN, V.passwordMin)
  .max(SIGNUP_PASSWORD_MAX, V.passwordMax)
  .regex(/[A-Z]/, V.passwordUpper)
  .regex(/[a-z]/, V.passwordLower)
  .regex(/[0-9]/, V.passwordDigit)
  .regex(/[^A-Za-z0-9]/, V.passwordSpecial);

const nameSchema = (required: string, max: string) =>
  z.string({ error: required }).trim().min(1, required).max(NAME_MAX, max);

export const firstNameSchema = nameSchema(V.firstNameRequired, V.firstNameMax);
export const lastNameSchema = nameSchema(V.lastNameRequired, V.lastNameMax);
export const dialCodeSchema = z.string({ error: V.dialCode }).refine((c) => DIAL_CODES.has(c), V.dialCode);
/** A phone number without its dial code: digits and the separators people type. */
export const PHONE_PATTERN = /^[0-9 ()./-]{4,20}$/;
export const phoneSchema = z.string({ error: V.phoneRequired }).trim().min(1, V.phoneRequired).regex(PHONE_PATTERN, V.phoneFormat);

export const signupSchema = strictBody({
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: z.string({ error: V.passwordsMismatch }),
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  countryCode: dialCodeSchema,
  phone: phoneSchema,
  accountType: z.enum(ACCOUNT_TYPES, { error: V.accountTypeForbidden }),
  // Free on purpose: whatever the landing page knew of the visitor (campaign, referrer) is kept on the user as is.
  metadata: z.record(z.string(), z.unknown()).optional(),
}).refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: V.passwordsMismatch });
export type SignupRequest = z.input<typeof signupSchema>;

// Bounded like sign-up: an attempt costs an argon2 run, and a megabyte of password would make it dearer.
export const loginSchema = strictBody({
  email: z.string({ error: V.emailRequired }).trim().toLowerCase().min(1, V.emailRequired).max(EMAIL_MAX, V.emailMax),
  password: z.string({ error: V.passwordRequired }).min(1, V.passwordRequired).max(SIGNUP_PASSWORD_MAX, V.passwordMax),
});
export type LoginRequest = z.input<typeof loginSchema>;

// Left out with `transport=cookie`: the token is then read from its cookie.
export const refreshSchema = strictBody({ refresh_token: z.string().min(1, V.resetTokenRequired).max(256, V.resetTokenRequired).optional() });
export type RefreshRequest = z.input<typeof refreshSchema>;

export const recoverSchema = strictBody({ email: emailSchema });
export const resetSchema = strictBody({
  token: z.string({ error: V.resetTokenRequired }).min(1, V.resetTokenRequired),
  password: newPasswordSchema,
});

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
