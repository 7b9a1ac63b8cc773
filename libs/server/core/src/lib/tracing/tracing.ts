import type * as OtelApi from '@opentelemetry/api';
import type { Telemetry } from 'bullmq';
import { masked } from '../logging/masked';

/**
 * Issue 33: OpenTelemetry traces of the API and the worker (HTTP, PostgreSQL, Redis, BullMQ jobs) when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set. Unset, no OpenTelemetry
 * module is even loaded: every package below is required inside `startTracing`, only then.
 *
 * Loaded first by each app's main.ts (its `tracing.ts`, through the alias `@capsuisse/server-core-tracing`,
 * not the lib's index): the instrumentations patch `http`, `pg` and `ioredis` as they are required, so they
 * must be in place before Nest, MikroORM, Kysely and BullMQ load them.
 */

// Set by startTracing: the API, for what other modules ask of the running trace.
let api: typeof OtelApi | null = null;
let telemetry: Telemetry | undefined;

/** Starts the tracer of `service` (`OTEL_SERVICE_NAME` wins); false, loading nothing, when no endpoint is set. */
export function startTracing(service: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (api || !(env['OTEL_EXPORTER_OTLP_ENDPOINT'] || env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'])) return api !== null;
  const otel = require('@opentelemetry/api') as typeof OtelApi;
  const { NodeTracerProvider, BatchSpanProcessor } = require('@opentelemetry/sdk-trace-node') as typeof import('@opentelemetry/sdk-trace-node');
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { defaultResource, detectResources, envDetector, resourceFromAttributes } = require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  const { ATTR_CLIENT_ADDRESS, ATTR_DB_QUERY_TEXT, ATTR_NETWORK_PEER_ADDRESS, ATTR_NETWORK_PEER_PORT, ATTR_SERVICE_NAME, ATTR_URL_PATH, ATTR_URL_QUERY } = require('@opentelemetry/semantic-conventions') as typeof import('@opentelemetry/semantic-conventions');
  const { registerInstrumentations } = require('@opentelemetry/instrumentation') as typeof import('@opentelemetry/instrumentation');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  const { IORedisInstrumentation } = require('@opentelemetry/instrumentation-ioredis') as typeof import('@opentelemetry/instrumentation-ioredis');
  const { BullMQOtel } = require('bullmq-otel') as typeof import('bullmq-otel');

  // The exporter reads the endpoint, headers, timeout and compression from the standard OTEL_EXPORTER_OTLP_* variables,
  // the batch its OTEL_BSP_* ones, the sampler OTEL_TRACES_SAMPLER(_ARG); OTEL_RESOURCE_ATTRIBUTES adds to the resource.
  const resource = defaultResource()
    .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: service }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] });
  // W3C trace context: what bullmq-otel writes into a job for the worker to carry the trace on.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes are not traced (a root span every few seconds, for nothing).
        ignoreIncomingRequestHook: (request) => UNTRACED.test(request.url ?? ''),
        // As the access line: no query string (tokens travel there), no caller's address, an e-mail address in a path masked.
        startIncomingSpanHook: (request) => ({ [ATTR_URL_QUERY]: undefined, [ATTR_CLIENT_ADDRESS]: undefined, [ATTR_NETWORK_PEER_ADDRESS]: undefined, [ATTR_NETWORK_PEER_PORT]: undefined, [ATTR_URL_PATH]: masked((request.url ?? '').split('?')[0]) }),
      }),
      // A query or a Redis command alone is the pool's or BullMQ's own polling: only those of a request or a job.
      // A statement without its parameters (enhancedDatabaseReporting off) nor its literals (MikroORM inlines them).
      new PgInstrumentation({ requireParentSpan: true, requestHook: (span, { query }) => span.setAttribute(ATTR_DB_QUERY_TEXT, withoutLiterals(query.text)) }),
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: redisCommand }),
    ],
  });
  telemetry = new BullMQOtel({ tracerName: service });
  api = otel;
  return true;
}

const UNTRACED = /^\/(api\/health(\/live)?|metrics)(\?|$)/;

/** A statement's string literals as `'?'`: an e-mail address, a name or a token written into the SQL stays out of the traces. */
export const withoutLiterals = (sql: string): string => sql.replace(/'(?:[^']|'')*'/g, "'?'");

/**
 * A Redis command as its name and keys, never its values (a job's data travels in BullMQ's EVALSHA arguments):
 * a script's keys (`evalsha <sha> <count> <keys…> <args…>`), the first argument of other commands (their key).
 */
export function redisCommand(name: string, args: readonly unknown[]): string {
  if (/^eval(sha)?(_ro)?$/i.test(name)) return [name, ...args.slice(2, 2 + Number(args[1] ?? 0))].join(' ');
  return SECRET_ARGS.test(name) || !args.length ? name : `${name} ${String(args[0])}`;
}

// Commands whose first argument may be a password.
const SECRET_ARGS = /^(auth|hello|acl|config|migrate)$/i;

/** BullMQ's `telemetry` option of queues and workers: a job's spans join the trace that added it. Undefined when off. */
export function queueTelemetry(): Telemetry | undefined {
  return telemetry;
}

/** Names the current HTTP server span by the route's pattern (`GET /api/documents/:id`), as the access line does. */
export function traceRoute(method: string, route: string): void {
  api?.trace.getActiveSpan()?.setAttribute('http.route', route).updateName(`${method} ${route}`);
}

/** The log lines' `trace_id` and `span_id` inside a span, when tracing is on (pino's `mixin`); undefined when off. */
export function traceLogFields(): (() => { trace_id?: string; span_id?: string }) | undefined {
  const otel = api;
  if (!otel) return undefined;
  return () => {
    const span = otel.trace.getActiveSpan()?.spanContext();
    return span && otel.isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {};
  };
}
