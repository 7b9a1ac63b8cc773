import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Caller } from './access.decorators';

export type RequestWithCaller = { caller?: Caller };

/** The signed-in caller (signed-in routes only: `signed-in` or `roles` access). */
export const CurrentCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller => {
  const caller = ctx.switchToHttp().getRequest<RequestWithCaller>().caller;
  // The guard sets it on every protected route; reaching here without it is a wiring bug.
  if (!caller) throw new Error('CurrentCaller used on a route without a signed-in declaration');
  return caller;
});
