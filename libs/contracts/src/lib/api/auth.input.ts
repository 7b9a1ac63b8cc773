import { z } from 'zod';
import { GRANT_TYPES, LOGOUT_SCOPES } from '../auth';
import { loginSchema, recoverSchema, refreshSchema, resetSchema, signupSchema } from '../auth.schemas';
import { VALIDATION as V } from '../messages';
import { enrolSchema, mfaGrantSchema, removeFactorSchema, verifyFactorSchema } from '../mfa.schemas';
import { transportQuery } from '../sessions.schemas';
import { idParams } from './ids';
import { bodyPer, type InputsOf } from './route';
import type { authRoutes } from './auth';

export const authInput = {
  signup: { query: z.object(transportQuery), body: signupSchema },
  token: {
    query: z.object({ grant_type: z.enum(GRANT_TYPES, { error: V.grantType }), ...transportQuery }),
    body: bodyPer('grant_type', { password: loginSchema, refresh_token: refreshSchema, mfa: mfaGrantSchema }),
  },
  logout: { query: z.object({ scope: z.enum(LOGOUT_SCOPES, { error: V.logoutScope }).default('global') }) },
  endSession: { params: idParams },
  enrolFactor: { body: enrolSchema },
  verifyFactor: { params: idParams, body: verifyFactorSchema },
  removeFactor: { params: idParams, body: removeFactorSchema },
  recover: { body: recoverSchema },
  reset: { body: resetSchema },
} satisfies InputsOf<typeof authRoutes>;
