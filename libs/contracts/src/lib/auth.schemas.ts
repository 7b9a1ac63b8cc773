import { z } from 'zod';
import { ACCOUNT_TYPES } from './roles';
import { EMAIL_MAX, NAME_MAX, SIGNUP_PASSWORD_MAX, SIGNUP_PASSWORD_MIN } from './constants';
import { DIAL_CODES } from './countries';
import { DESTINATIONS, isServiceChoice, SERVICES } from './destinations';
import { VALIDATION as V } from './messages';
import { strictBody } from './strict-body';
import { PHONE_PATTERN } from './auth';

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
export const phoneSchema = z.string({ error: V.phoneRequired }).trim().min(1, V.phoneRequired).regex(PHONE_PATTERN, V.phoneFormat);

/** Sign-up's `metadata`: a service the /countries accordion offers (`ServiceChoice`), nothing else. */
export const signupMetadataSchema = strictBody({
  country: z.enum(DESTINATIONS.map((d) => d.country) as [string, ...string[]], { error: V.serviceChoice }),
  service: z.enum(SERVICES, { error: V.serviceChoice }),
}).refine((choice) => isServiceChoice(choice), V.serviceChoice);

export const signupSchema = strictBody({
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: z.string({ error: V.passwordsMismatch }),
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  countryCode: dialCodeSchema,
  phone: phoneSchema,
  accountType: z.enum(ACCOUNT_TYPES, { error: V.accountTypeForbidden }),
  // What /signup-general knew of the visitor (the service chosen on /countries), kept on the user: those
  // known keys and values only, so nothing unbounded or unexpected is stored.
  metadata: z.record(z.string(), z.unknown(), { error: V.serviceChoice }).pipe(signupMetadataSchema).optional(),
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
