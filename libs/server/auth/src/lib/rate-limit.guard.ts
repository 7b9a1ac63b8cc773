import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { type RateLimitBucket, RateLimiter } from '@capsuisse/server-core';
import { DeviceCookies, deviceFor } from './device-cookie';

const RATE_LIMIT_KEY = 'capsuisse:rate-limit';

/** Counts the endpoint's calls in a bucket, per client address (or device cookie) and the email the body names (see `RateLimiter`). */
export const RateLimit = (bucket: RateLimitBucket) => SetMetadata(RATE_LIMIT_KEY, bucket);

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    private readonly devices: DeviceCookies,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const bucket = this.reflector.get<RateLimitBucket | undefined>(RATE_LIMIT_KEY, context.getHandler());
    const request = context.switchToHttp().getRequest<FastifyRequest<{ Querystring: { grant_type?: string }; Body: { email?: unknown } }>>();
    // Refresh tokens are 256 random bits: guessing is hopeless, and tabs refresh often. Codes of the mfa
    // grant are counted per user in their own bucket (MfaService), the user being inside the challenge.
    if (!bucket || request.query.grant_type === 'refresh_token' || request.query.grant_type === 'mfa') return true;
    const email = typeof request.body?.email === 'string' ? request.body.email.trim().toLowerCase() : '';
    await this.limiter.admit(bucket, request.ip, email || null, email ? deviceFor(this.devices.read(request), email) : null);
    return true;
  }
}
