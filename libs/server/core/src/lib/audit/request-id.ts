import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, type NestMiddleware } from '@nestjs/common';

const requestIds = new AsyncLocalStorage<string>();

/** The id Fastify gave the request being served (null in jobs and at start-up): audit entries carry it. */
export const currentRequestId = (): string | null => requestIds.getStore() ?? null;

/**
 * Runs the rest of the request inside its id, so the audit service reads it without every service passing
 * it along (the same mechanism as MikroORM's request context). middie copies Fastify's `request.id` to the raw request.
 */
@Injectable()
export class RequestIdMiddleware implements NestMiddleware {
  use(req: { id?: unknown }, _res: unknown, next: () => void): void {
    const id = typeof req.id === 'string' ? req.id : null;
    if (id) requestIds.run(id, next);
    else next();
  }
}
