import { STATUS_CODES } from 'node:http';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { ZodValidationException } from 'nestjs-zod';
import type { ZodError } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_ERRORS, type ApiErrorBody } from '@capsuisse/contracts';
import { routeForLog } from '../logging/logger';
import { isBackendUnavailable } from './backend-unavailable';
import { DomainError } from './domain-error';

// The French message shown when an HTTP error carries none of its own.
const DEFAULT_MESSAGES: Record<number, string> = {
  400: API_ERRORS.badRequest,
  401: API_ERRORS.unauthenticated,
  402: API_ERRORS.paymentRequired,
  403: API_ERRORS.forbidden,
  404: API_ERRORS.notFound,
  409: API_ERRORS.conflict,
  413: API_ERRORS.payloadTooLarge,
  415: API_ERRORS.badRequest,
  429: API_ERRORS.tooManyRequests,
  503: API_ERRORS.unavailable,
};
// Seconds a 503 asks the caller to wait: a restarting database or Redis is back in a few.
const UNAVAILABLE_RETRY_SECONDS = 5;

/** Handles a 404 that is not an API route (the web's SPA fallback); returns true when it answered. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** Maps every error to `{statusCode, error, message}`; bad input is a 400, never a 500. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly notFoundFallback?: NotFoundFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const body = this.toBody(exception);
    if (body.statusCode === 404 && this.notFoundFallback?.(request, reply)) return;
    if (exception instanceof DomainError && exception.retryAfterSeconds) void reply.header('retry-after', String(exception.retryAfterSeconds));
    if (body.statusCode === 503 && !(exception instanceof DomainError)) void reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
    // The one line of a 500 (Fastify does not log what this filter answers): the request's id, its route, the stack.
    if (body.statusCode >= 500) request.log.error({ method: request.method, route: routeForLog(request), err: exception }, 'request failed');
    void reply.status(body.statusCode).send(body);
  }

  toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof ZodValidationException) {
      const issues = (exception.getZodError() as ZodError).issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return { ...base(400, issues[0]?.message ?? API_ERRORS.internal), issues };
    }
    if (exception instanceof DomainError) return { ...base(exception.status, exception.message), ...exception.extra };
    if (exception instanceof UniqueConstraintViolationException) return base(409, API_ERRORS.conflict);
    if (isBackendUnavailable(exception)) return base(503, API_ERRORS.unavailable);
    if (exception instanceof HttpException) {
      // Our own refusals are DomainErrors; Nest's and Fastify's texts are English ("Cannot GET /x",
      // "Body is not valid JSON"), so the status's French message is shown instead.
      const status = exception.getStatus();
      return base(status, DEFAULT_MESSAGES[status] ?? (status < 500 ? API_ERRORS.badRequest : API_ERRORS.internal));
    }
    // Fastify's own client errors (malformed JSON, unsupported media type, body too large).
    const status = (exception as { statusCode?: unknown })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return base(status, DEFAULT_MESSAGES[status] ?? API_ERRORS.badRequest);
    }
    return base(500, API_ERRORS.internal);
  }
}

function base(statusCode: number, message: string): ApiErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}
