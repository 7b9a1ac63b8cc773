import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { withRequestId } from './audit/request-id';

/**
 * Every request runs inside its own MikroORM context (one EntityManager per request) and its id, set by
 * one Fastify hook: Nest middleware would need middie, whose per-request cost showed in the profile.
 */
export function scopeRequests(fastify: FastifyInstance, orm: MikroORM): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    RequestContext.create(orm.em, () => withRequestId(request.id, done));
  });
}
