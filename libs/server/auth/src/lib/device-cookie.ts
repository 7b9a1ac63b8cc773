import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE_PATH } from '@capsuisse/contracts';
import { AppConfig, Clock } from '@capsuisse/server-core';
import { derivedKey, tokenHash } from './secrets';
import { cookieOf } from './session-cookie';
import { SignedTokens } from './signed-tokens';

const DEVICE_COOKIE = 'capsuisse_device';
const DEVICE_COOKIE_SECONDS = 365 * 86_400;

interface DeviceClaims {
  /** The account, as a hash of its email. */
  sub: string;
  /** The account's user id: its second-factor codes are counted by it. */
  uid: string;
  /** This browser's own id: its attempts are counted under it. */
  jti: string;
  iat: number;
}

/** A browser an account signed in from, as its cookie (checked) says. */
export interface KnownDevice {
  id: string;
  account: string;
  userId: string;
}

const accountOf = (email: string) => tokenHash(email.trim().toLowerCase());

/** The device's id when it is `email`'s (its attempts on that account count under it), else null. */
export const deviceFor = (device: KnownDevice | null, email: string): string | null => (device?.account === accountOf(email) ? device.id : null);

/**
 * OWASP's device cookies: a browser an account signed in from gets a signed cookie naming it. Its attempts on
 * that account are counted under the cookie, not with the strangers' (see RateLimiter), so it still gets in
 * while the account is under attack. HttpOnly, Secure, SameSite=Strict, sent back to the auth endpoints only.
 */
@Injectable()
export class DeviceCookies {
  private readonly tokens: SignedTokens<DeviceClaims>;

  constructor(
    config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.tokens = new SignedTokens(derivedKey(config.jwtSecret, 'device-cookie'), DEVICE_COOKIE_SECONDS);
  }

  /** After a sign-in: this browser is one `user` signed in from (a new id each time). */
  issue(reply: FastifyReply, user: { id: string; email: string }): void {
    const token = this.tokens.sign({ sub: accountOf(user.email), uid: user.id, jti: randomUUID(), iat: Math.floor(this.clock.now().getTime() / 1000) });
    void reply.header('set-cookie', `${DEVICE_COOKIE}=${token}; Max-Age=${DEVICE_COOKIE_SECONDS}; Path=${REFRESH_COOKIE_PATH}; HttpOnly; Secure; SameSite=Strict`);
  }

  /** The request's device cookie when it is ours and alive; null otherwise. */
  read(request: FastifyRequest): KnownDevice | null {
    const token = cookieOf(request, DEVICE_COOKIE);
    const claims = token ? this.tokens.verify(token, this.clock.now()) : null;
    return claims ? { id: claims.jti, account: claims.sub, userId: claims.uid } : null;
  }
}
