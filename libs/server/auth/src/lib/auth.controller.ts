import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser, Session } from '@capsuisse/contracts';
import { type Caller, CurrentCaller, Public, SignedIn } from '@capsuisse/server-core';
import { GrantQueryDto, LoginDto, LogoutQueryDto, RecoverDto, ResetDto, SignupDto } from './auth.dto';
import { AuthService } from './auth.service';
import { RateLimit, RateLimitGuard } from './rate-limit.guard';

@ApiTags('auth')
@Controller('auth')
@UseGuards(RateLimitGuard)
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @ApiOperation({ summary: 'Create a client, client_se_loger or recruteur account; returns a session' })
  @Post('signup')
  signup(@Body() body: SignupDto): Promise<Session> {
    return this.auth.signup(body);
  }

  @Public()
  @RateLimit('login')
  @ApiOperation({ summary: 'grant_type=password: {email, password}; grant_type=refresh_token: {refresh_token} (rotates)' })
  @ApiBody({ type: LoginDto })
  @HttpCode(200)
  @Post('token')
  token(@Query() query: GrantQueryDto, @Body() body: unknown): Promise<Session> {
    return this.auth.token(query.grant_type, body);
  }

  @SignedIn()
  @ApiOperation({ summary: 'scope=global (every device), local (this one), others (all but this one)' })
  @HttpCode(204)
  @Post('logout')
  logout(@CurrentCaller() caller: Caller, @Query() query: LogoutQueryDto): Promise<void> {
    return this.auth.logout(caller, query.scope);
  }

  @SignedIn()
  @Get('user')
  user(@CurrentCaller() caller: Caller): Promise<AuthUser> {
    return this.auth.currentUser(caller);
  }

  @Public()
  @RateLimit('recover')
  @ApiOperation({ summary: 'Emails a reset link when the account exists; always 200' })
  @HttpCode(200)
  @Post('recover')
  async recover(@Body() body: RecoverDto): Promise<Record<string, never>> {
    await this.auth.recover(body.email);
    return {};
  }

  @Public()
  @RateLimit('reset')
  @ApiOperation({ summary: 'Sets a new password with an emailed token (single use, 1 h); signs out everywhere' })
  @HttpCode(200)
  @Post('reset')
  async reset(@Body() body: ResetDto): Promise<Record<string, never>> {
    await this.auth.reset(body.token, body.password);
    return {};
  }
}
