import { AsyncLocalStorage } from 'node:async_hooks';

const requestIds = new AsyncLocalStorage<string>();

/** The id Fastify gave the request being served (null in jobs and at start-up): audit entries carry it. */
export const currentRequestId = (): string | null => requestIds.getStore() ?? null;

/** Runs the rest of the request inside its id, so the audit service reads it without every service passing it along. */
export function withRequestId(id: string, next: () => void): void {
  requestIds.run(id, next);
}
