import { PRODUCT_NAME } from './brand';
import type { Factor, Session } from './auth';
import type { BrowserSession } from './sessions';
import { ROLE_SETS, type Role } from './roles';

/** TOTP as authenticator apps expect it (RFC 6238 defaults): 6 digits, 30 s, SHA-1; codes of the step before and after are accepted. */
export const TOTP = { issuer: PRODUCT_NAME, digits: 6, periodSeconds: 30, window: 1 } as const;
/** How long the password grant's challenge waits for the code. */
export const MFA_CHALLENGE_SECONDS = 5 * 60;
export const RECOVERY_CODE_COUNT = 10;
/** Roles whose space requires an aal2 session once they have a verified factor. */
export const AAL2_ENFORCED_ROLES: readonly Role[] = ROLE_SETS.axelSpace;

export type AssuranceLevel = 'aal1' | 'aal2';

// French texts of the second factor, for API and web.
export const MFA_MESSAGES = {
  codeFormat: 'Le code doit contenir 6 chiffres',
  codeInvalid: 'Code de vérification incorrect',
  codeReused: 'Ce code vient déjà de servir : attendez le suivant dans votre application',
  recoveryCodeFormat: 'Code de secours invalide',
  recoveryCodeInvalid: 'Code de secours incorrect ou déjà utilisé',
  oneCode: 'Indiquez soit un code de vérification, soit un code de secours',
  challengeExpired: 'La vérification a expiré, veuillez vous reconnecter',
  friendlyNameMax: 'Le nom ne peut pas dépasser 100 caractères',
  alreadyEnrolled: 'La double authentification est déjà activée sur ce compte',
  factorNotFound: 'Facteur introuvable',
  alreadyVerified: 'Ce facteur est déjà vérifié',
  passwordRequired: 'Saisissez votre mot de passe pour confirmer',
  passwordWrong: 'Mot de passe incorrect',
  aal2Required: 'Cette action demande la double authentification : reconnectez-vous avec votre code',
  axelAal2Required: "L'espace Axel demande la double authentification : reconnectez-vous avec le code de votre application",
} as const;

/** Recovery codes: 16 characters of Crockford's base32 (80 bits) in four groups, `abcd-efgh-jkmn-pqrs`. */
export const RECOVERY_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/** The stored form of a typed recovery code: lower case, grouped by four; o read as 0, i and l as 1 (Crockford). */
export function canonicalRecoveryCode(input: string): string | null {
  const chars = input.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  if (!/^[0-9a-hjkmnp-tv-z]{16}$/.test(chars)) return null;
  return chars.replace(/(.{4})(?!$)/g, '$1-');
}
/** The password grant's answer for an account with a verified factor: no session yet, a code is asked. */
export interface MfaChallenge {
  mfa_required: true;
  /** Short-lived (MFA_CHALLENGE_SECONDS), to send back with the code. */
  mfa_token: string;
  expires_in: number;
}

/** What `POST /auth/token` answers: a session, or for the password grant of an enrolled account a challenge. */
/** What the token endpoint answers: a session (without its refresh token when it went into the cookie) or a second-factor challenge. */
/** Spec §4: the assurance level becomes aal2 when a verified second factor exists. */
export const hasVerifiedFactor = (factors: readonly Factor[]): boolean => factors.some((f) => f.status === 'verified');

/** What the token endpoint answers: a session (without its refresh token when it went into the cookie) or a second-factor challenge. */
export type TokenResponse = Session | BrowserSession | MfaChallenge;
export const isMfaChallenge = (response: TokenResponse): response is MfaChallenge => 'mfa_required' in response;

/** A new, unverified TOTP factor: what the authenticator app needs, shown once. */
export interface TotpEnrolment extends Factor {
  factor_type: 'totp';
  status: 'unverified';
  totp: {
    /** `data:image/svg+xml` URL of the QR code of `uri`. */
    qr_code: string;
    /** Base32, for typing into the app by hand. */
    secret: string;
    uri: string;
  };
}

/** The factor once verified, and the recovery codes, shown this once (stored hashed). */
export interface FactorVerified {
  factor: Factor;
  recovery_codes: string[];
}
