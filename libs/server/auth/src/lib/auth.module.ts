import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { RateLimitModule } from '@capsuisse/server-core';
import { ProfilesModule } from '@capsuisse/server-profiles';
import { AccessGuard } from './access.guard';
import { AuthSession } from './auth-session.entity';
import { MfaFactor } from './mfa/mfa-factor.entity';
import { MfaController } from './mfa/mfa.controller';
import { MfaService } from './mfa/mfa.service';
import { RecoveryCode } from './mfa/recovery-code.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookie';
import { PasswordRecovery } from './password-recovery';
import { PasswordResetToken } from './password-reset-token.entity';
import { RateLimitGuard } from './rate-limit.guard';
import { RefreshToken } from './refresh-token.entity';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';
import { User } from './user.entity';

@Module({
  imports: [
    MikroOrmModule.forFeature([User, AuthSession, RefreshToken, PasswordResetToken, MfaFactor, RecoveryCode]),
    ProfilesModule,
    RateLimitModule,
  ],
  controllers: [AuthController, MfaController, SessionsController],
  providers: [AuthService, DeviceCookies, MfaService, PasswordRecovery, SessionsService, RateLimitGuard, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [AuthService],
})
export class AuthModule {}

/** The reset-link job alone, for apps/worker (no HTTP). */
@Module({
  imports: [MikroOrmModule.forFeature([User, PasswordResetToken])],
  providers: [PasswordRecovery],
})
export class AuthJobsModule {}
