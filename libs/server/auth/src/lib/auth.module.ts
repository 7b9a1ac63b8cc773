import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AppConfig, RateLimitModule } from '@capsuisse/server-core';
import { ProfilesModule } from '@capsuisse/server-profiles';
import { AccessGuard } from './access.guard';
import { AuthSession } from './auth-session.entity';
import { MfaFactor } from './mfa/mfa-factor.entity';
import { MfaController } from './mfa/mfa.controller';
import { MfaService } from './mfa/mfa.service';
import { RecoveryCode } from './mfa/recovery-code.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordResetToken } from './password-reset-token.entity';
import { RateLimitGuard } from './rate-limit.guard';
import { RefreshToken } from './refresh-token.entity';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';
import { User } from './user.entity';

@Module({
  imports: [
    MikroOrmModule.forFeature([User, AuthSession, RefreshToken, PasswordResetToken, MfaFactor, RecoveryCode]),
    JwtModule.registerAsync({
      inject: [AppConfig],
      // A key object made once (issue 11): given the string, jsonwebtoken first tries it as a public key
      // (createPublicKey, which throws) on every verify.
      useFactory: (config: AppConfig) => {
        const key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
        return { secretOrKeyProvider: () => key, signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } };
      },
    }),
    ProfilesModule,
    RateLimitModule,
  ],
  controllers: [AuthController, MfaController, SessionsController],
  providers: [AuthService, MfaService, SessionsService, RateLimitGuard, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [AuthService],
})
export class AuthModule {}
