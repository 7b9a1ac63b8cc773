import { Controller, Ip, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, type AuthUser, type InputOf, type Session, type TokenResponse } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Endpoint, Input } from '@capsuisse/server-core';
import { AuthService } from './auth.service';
import { RateLimit, RateLimitGuard } from './rate-limit.guard';

const R = API.auth;

@ApiTags('auth')
@Controller()
@UseGuards(RateLimitGuard)
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @RateLimit('signup')
  @Endpoint(R.signup)
  signup(@Input() { body }: InputOf<typeof R.signup>): Promise<Session> {
    return this.auth.signup(body);
  }

  @RateLimit('login')
  @Endpoint(R.token)
  token(@Input() input: InputOf<typeof R.token>, @Ip() ip: string): Promise<TokenResponse> {
    return this.auth.token(input, ip);
  }

  @Endpoint(R.logout)
  logout(@Input() { query }: InputOf<typeof R.logout>, @CurrentCaller() caller: Caller): Promise<void> {
    return this.auth.logout(caller, query.scope);
  }

  @Endpoint(R.user)
  user(@CurrentCaller() caller: Caller): Promise<AuthUser> {
    return this.auth.currentUser(caller);
  }

  @RateLimit('recover')
  @Endpoint(R.recover)
  async recover(@Input() { body }: InputOf<typeof R.recover>): Promise<Record<string, never>> {
    await this.auth.recover(body.email);
    return {};
  }

  @RateLimit('reset')
  @Endpoint(R.reset)
  async reset(@Input() { body }: InputOf<typeof R.reset>): Promise<Record<string, never>> {
    await this.auth.reset(body.token, body.password);
    return {};
  }
}
