import { Controller, Ip, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, type AuthUser, type BrowserSession, type InputOf, isMfaChallenge, type Session, type TokenResponse } from '@capsuisse/contracts';
import { AppConfig, type Caller, CurrentCaller, Endpoint, Input } from '@capsuisse/server-core';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookie';
import { PasswordRecovery } from './password-recovery';
import { RateLimit, RateLimitGuard } from './rate-limit.guard';
import { clearRefreshCookie, deliverSession, refreshCookieOf } from './session-cookie';

const R = API.auth;

@ApiTags('auth')
@Controller()
@UseGuards(RateLimitGuard)
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly recovery: PasswordRecovery,
    private readonly devices: DeviceCookies,
    private readonly config: AppConfig,
  ) {}

  @RateLimit('signup')
  @Endpoint(R.signup)
  async signup(
    @Input() { query, body }: InputOf<typeof R.signup>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Session | BrowserSession> {
    const session = await this.auth.signup(body, request.headers['user-agent']);
    this.devices.issue(reply, session.user);
    return deliverSession(reply, query.transport, session, this.config.sessions.idleMs);
  }

  @RateLimit('login')
  @Endpoint(R.token)
  async token(
    @Input() input: InputOf<typeof R.token>,
    @Ip() ip: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TokenResponse> {
    const { transport } = input.query;
    // The web's refresh: the token comes from its cookie only (one in the body is not looked at).
    const fromCookie = transport === 'cookie' && input.query.grant_type === 'refresh_token';
    if (fromCookie) input.body = { refresh_token: refreshCookieOf(request) };
    try {
      const answer = await this.auth.token(input, ip, request.headers['user-agent'], this.devices.read(request));
      // A second-factor challenge is no session yet: nothing goes into the cookies.
      if (isMfaChallenge(answer)) return answer;
      // A sign-in (not a refresh): this browser is now one the account signed in from.
      if (input.query.grant_type !== 'refresh_token') this.devices.issue(reply, answer.user);
      return deliverSession(reply, transport, answer, this.config.sessions.idleMs);
    } catch (error) {
      // A refused cookie is useless: the browser drops it, and the page stops trying it.
      if (fromCookie) clearRefreshCookie(reply);
      throw error;
    }
  }

  /** Clears the refresh cookie too, unless this device stays signed in (`others`). */
  @Endpoint(R.logout)
  async logout(@Input() { query }: InputOf<typeof R.logout>, @CurrentCaller() caller: Caller, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.logout(caller, query.scope);
    if (query.scope !== 'others') clearRefreshCookie(reply);
  }

  @Endpoint(R.user)
  user(@CurrentCaller() caller: Caller): Promise<AuthUser> {
    return this.auth.currentUser(caller);
  }

  @RateLimit('recover')
  @Endpoint(R.recover)
  async recover(@Input() { body }: InputOf<typeof R.recover>): Promise<Record<string, never>> {
    await this.recovery.request(body.email);
    return {};
  }

  @RateLimit('reset')
  @Endpoint(R.reset)
  async reset(@Input() { body }: InputOf<typeof R.reset>): Promise<Record<string, never>> {
    await this.auth.reset(body.token, body.password);
    return {};
  }
}
