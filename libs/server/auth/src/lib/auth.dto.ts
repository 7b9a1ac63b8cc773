import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { LOGOUT_SCOPES, loginSchema, recoverSchema, refreshSchema, resetSchema, signupSchema } from '@capsuisse/contracts';

export class SignupDto extends createZodDto(signupSchema) {}
export class LoginDto extends createZodDto(loginSchema) {}
export class RefreshDto extends createZodDto(refreshSchema) {}
export class RecoverDto extends createZodDto(recoverSchema) {}
export class ResetDto extends createZodDto(resetSchema) {}

export class GrantQueryDto extends createZodDto(z.object({ grant_type: z.enum(['password', 'refresh_token']) })) {}
export class LogoutQueryDto extends createZodDto(z.object({ scope: z.enum(LOGOUT_SCOPES).default('global') })) {}
