import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { type EntityManager, MikroORM, TransactionContext } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';

interface Scope {
  /** The id Fastify gave the request (null in jobs and at start-up): audit entries carry it. */
  readonly requestId: string | null;
  readonly root: EntityManager;
  /** The scope's unit of work, made on first use (see `scopedEntityManager`). */
  em?: EntityManager;
  forking?: boolean;
}

// One AsyncLocalStorage for the request's id and its EntityManager: every one in use costs every promise
// of the process a copy of its store.
const scopes = new AsyncLocalStorage<Scope>();

/** Runs `next` as its own unit of work (one EntityManager, the ORM's `context`), with the request's id if any. */
export function runInScope<T>(orm: MikroORM, requestId: string | null, next: () => T): T {
  return scopes.run({ requestId, root: orm.em }, next);
}

/**
 * Every request runs in its own scope, set by one Fastify hook: Nest middleware would need middie, whose
 * per-request cost showed in the profile.
 */
export function scopeRequests(fastify: FastifyInstance, orm: MikroORM): void {
  fastify.addHook('onRequest', (request, _reply, done) => runInScope(orm, request.id, done));
}

// An id a proxy or the caller chose: short, and nothing a log line or a header could be bent by.
const GIVEN_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's `X-Request-Id` when it is a plausible id (the ingress's, to follow a request
 * across both logs), otherwise a new UUID (not Fastify's per-process counter: audit entries keep it).
 */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
}

export const currentRequestId = (): string | null => scopes.getStore()?.requestId ?? null;

/**
 * The ORM's `context`: the scope's EntityManager, forked on first use. The hottest reads (typed statements) never
 * use one: forked for every request (its unit of work, identity map and loaders), it was a tenth of their CPU.
 */
export function scopedEntityManager(): EntityManager | undefined {
  const scope = scopes.getStore();
  // The fork resolves the context while it is made: it gets none then, as a request context's fork does.
  if (!scope || scope.forking) return undefined;
  if (!scope.em) {
    scope.forking = true;
    try {
      // From the root itself: resolving the context again would come back here.
      scope.em = scope.root.fork({ useContext: true, disableContextResolution: true });
    } finally {
      scope.forking = false;
    }
  }
  return scope.em;
}

/** The transaction `em` works in, if any, without making the scope's EntityManager as `getTransactionContext` would. */
export function transactionOf<T>(em: EntityManager): T | undefined {
  if (!em.global) return em.getTransactionContext<T>();
  const inTransaction = TransactionContext.getEntityManager(em.name);
  if (inTransaction) return inTransaction.getTransactionContext<T>();
  const scope = scopes.getStore();
  // A scope that has not made its EntityManager has begun no transaction with it.
  return scope ? scope.em?.getTransactionContext<T>() : em.getTransactionContext<T>();
}
