import { type CanActivate, type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AAL2_ENFORCED_ROLES, MFA_MESSAGES } from '@capsuisse/contracts';
import { type Access, ACCESS_KEY, Errors, type RequestWithCaller } from '@capsuisse/server-core';
import { type Authenticated, AuthService } from './auth.service';

/**
 * Global, default-deny: a route without an access declaration (its contract entry through `@Endpoint`,
 * or `@Public()` / `@SignatureChecked()`) answers 403 to everyone. 401 signed out, 403 wrong role, 402 unpaid client.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger('AccessGuard');

  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
  ) {}

  // Not async: a known session's check is decided at once, without a promise (see AuthService.authenticate).
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!access) {
      this.logger.error(`${context.getClass().name}.${context.getHandler().name} declares no access: denied`);
      throw Errors.forbidden();
    }
    if (access.kind === 'public' || access.kind === 'signature') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & RequestWithCaller>();
    const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw Errors.unauthenticated();
    const found = this.auth.authenticate(token);
    return found instanceof Promise ? found.then((it) => admit(request, access, it)) : admit(request, access, found);
  }
}

/** The caller's access to the route: 403 wrong role or missing second factor, 402 unpaid client. */
function admit(request: RequestWithCaller, access: Access, { caller, hasPaid }: Authenticated): boolean {
  request.caller = caller;
  if (access.kind === 'roles') {
    if (!access.roles.includes(caller.role)) throw Errors.forbidden(access.denied);
    // Axel's space, once axel has a verified factor, only from a session that proved it (both facts are in the token).
    if (caller.mfa && caller.aal !== 'aal2' && AAL2_ENFORCED_ROLES.includes(caller.role)) throw Errors.forbidden(MFA_MESSAGES.axelAal2Required);
    if (access.paid && !hasPaid) throw Errors.paymentRequired();
  }
  return true;
}
