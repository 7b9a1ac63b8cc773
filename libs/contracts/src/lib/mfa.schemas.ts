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

export const enrolSchema = strictBody({
  friendly_name: z.string({ error: MFA_MESSAGES.friendlyNameMax }).trim().max(100, MFA_MESSAGES.friendlyNameMax).optional(),
});
export type EnrolRequest = z.input<typeof enrolSchema>;

export const verifyFactorSchema = strictBody({ code: totpCodeSchema });
