import { z } from 'zod';
import { strictBody } from './strict-body';
import { MFA_MESSAGES, canonicalRecoveryCode } from './mfa';

export const totpCodeSchema = z
  .string({ error: MFA_MESSAGES.codeFormat })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, MFA_MESSAGES.codeFormat));

export const recoveryCodeSchema = z
  .string({ error: MFA_MESSAGES.recoveryCodeFormat })
  .max(40, MFA_MESSAGES.recoveryCodeFormat)
  .transform((v, ctx) => canonicalRecoveryCode(v) ?? (ctx.addIssue({ code: 'custom', message: MFA_MESSAGES.recoveryCodeFormat }), z.NEVER));

/** `POST /auth/token?grant_type=mfa`: the password grant's `mfa_token` with a code from the app, or a recovery code. */
export const mfaGrantSchema = strictBody({
  mfa_token: z.string({ error: MFA_MESSAGES.challengeExpired }).min(1, MFA_MESSAGES.challengeExpired).max(2048, MFA_MESSAGES.challengeExpired),
  code: totpCodeSchema.optional(),
  recovery_code: recoveryCodeSchema.optional(),
}).refine((v) => (v.code === undefined) !== (v.recovery_code === undefined), { message: MFA_MESSAGES.oneCode });
export type MfaGrantRequest = z.input<typeof mfaGrantSchema>;

/** The account's password, asked again before its protection changes (a session left open is not enough). */
const confirmPassword = z.string({ error: MFA_MESSAGES.passwordRequired }).min(1, MFA_MESSAGES.passwordRequired).max(256, MFA_MESSAGES.passwordWrong);

export const enrolSchema = strictBody({
  friendly_name: z.string({ error: MFA_MESSAGES.friendlyNameMax }).trim().max(100, MFA_MESSAGES.friendlyNameMax).optional(),
  password: confirmPassword,
});
export type EnrolRequest = z.input<typeof enrolSchema>;

/** Removing a verified factor asks for the password; cancelling an unfinished enrolment does not (no body). */
export const removeFactorSchema = strictBody({ password: confirmPassword }).optional();
export type RemoveFactorRequest = z.input<typeof removeFactorSchema>;

export const verifyFactorSchema = strictBody({ code: totpCodeSchema });
