import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry } from 'prom-client';

/**
 * Every metric the processes export, by name: the Grafana dashboard and the alert rules of deploy/observability
 * may use these alone (tools/deploy checks them against this list).
 */
export const METRIC_NAMES = {
  httpDuration: 'capsuisse_http_request_duration_seconds',
  httpResponses: 'capsuisse_http_responses_total',
  rateLimited: 'capsuisse_rate_limited_total',
  loginFailures: 'capsuisse_login_failures_total',
  queueJobs: 'capsuisse_queue_jobs',
  dbPoolConnections: 'capsuisse_db_pool_connections',
  dbPoolMax: 'capsuisse_db_pool_max_connections',
  reviewsOverdue: 'capsuisse_document_reviews_overdue',
  mailsFailed: 'capsuisse_mails_failed',
} as const;

/** What happens in requests and services, counted as it happens (the scrape-time gauges are each app's: see `Metrics`). */
export const eventMetrics = new Registry();

// Fixed, so a route's series stay few: 5 ms to 10 s.
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpDuration = new Histogram({
  name: METRIC_NAMES.httpDuration,
  help: 'Time to answer a request, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: BUCKETS,
  registers: [eventMetrics],
});

const httpResponses = new Counter({
  name: METRIC_NAMES.httpResponses,
  help: 'Responses sent, by method, route pattern and status code',
  labelNames: ['method', 'route', 'code'] as const,
  registers: [eventMetrics],
});

const rateLimited = new Counter({
  name: METRIC_NAMES.rateLimited,
  help: 'Requests refused with a 429, by the limit that refused them',
  labelNames: ['limit'] as const,
  registers: [eventMetrics],
});

const loginFailures = new Counter({
  name: METRIC_NAMES.loginFailures,
  help: 'Sign-ins refused for a wrong email or password',
  registers: [eventMetrics],
});

/** A 429 of the named limit (`login`, `mfa`, `messages`, `uploads`…): a fixed name, never a user's key. */
export const countRateLimited = (limit: string): void => rateLimited.inc({ limit });

export const countLoginFailure = (): void => loginFailures.inc();

/**
 * Fastify's onResponse hook: the time Fastify measured (the access line's), labelled by the route's pattern, or
 * `unmatched` for an address no route answers (never the raw URL: the series would grow with every address tried).
 */
export function observeResponse(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched' };
  httpDuration.observe(labels, reply.elapsedTime / 1000);
  httpResponses.inc({ ...labels, code: String(reply.statusCode) });
  done();
}
