import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerStorageService } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_ERRORS } from '@capsuisse/contracts';
import { AppConfig, DomainError } from '@capsuisse/server-core';

export type RateLimitBucket = 'login' | 'recover' | 'reset';
const RATE_LIMIT_KEY = 'capsuisse:rate-limit';

/** Counts calls per bucket, client address and (when given) email; limits come from the configuration. */
export const RateLimit = (bucket: RateLimitBucket) => SetMetadata(RATE_LIMIT_KEY, bucket);

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly storage: ThrottlerStorageService,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const bucket = this.reflector.get<RateLimitBucket | undefined>(RATE_LIMIT_KEY, context.getHandler());
    const request = context.switchToHttp().getRequest<FastifyRequest<{ Querystring: { grant_type?: string }; Body: { email?: unknown } }>>();
    // Refresh tokens are 256 random bits: guessing is hopeless, and tabs refresh often.
    if (!bucket || request.query.grant_type === 'refresh_token') return true;
    const email = typeof request.body?.email === 'string' ? request.body.email.trim().toLowerCase() : '';
    const { windowMs } = this.config.rateLimit;
    const limit = this.config.rateLimit[bucket];
    const hit = await this.storage.increment(`${bucket}:${request.ip}:${email}`, windowMs, limit, windowMs, bucket);
    if (hit.isBlocked) {
      void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(hit.timeToBlockExpire));
      throw new DomainError('too_many_requests', API_ERRORS.tooManyRequests);
    }
    return true;
  }
}
