import type { LoggerService, LogLevel } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { type Level, type Logger, pino } from 'pino';
import type { AppConfig } from '../config/app-config';
import { currentRequestId } from '../request-scope';
import { traceLogFields, traceRoute } from '../tracing/tracing';
import { masked } from './masked';

// LOG_LEVEL keeps Nest's names; each is the pino level of the same rank.
const LEVELS: Record<LogLevel, Level> = { verbose: 'trace', debug: 'debug', log: 'info', warn: 'warn', error: 'error', fatal: 'fatal' };

/**
 * One pino instance per process, one JSON object per line (`level`, `time`, `context`, `msg`, and `reqId` inside a
 * request): Nest, every `new Logger('X')` and, in the API, Fastify's request lines all write to it.
 */
export class AppLogger implements LoggerService {
  readonly pino: Logger;
  private readonly context: string;

  /** `context`: that of lines that name none (Nest's own). */
  constructor(config: Pick<AppConfig, 'logLevel' | 'logFile'>, context = 'CapSuisse') {
    this.context = context;
    this.pino = pino(
      {
        level: LEVELS[config.logLevel],
        // No pid or hostname: the orchestrator labels each container's stream with its pod.
        base: undefined,
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
        serializers: { err: errorFields },
        // With tracing on, a line written inside a span names it (`trace_id`, `span_id`): the logs meet the traces.
        mixin: traceLogFields(),
      },
      // Each line written as it is made: a process that crashes loses none.
      pino.destination({ dest: config.logFile ?? 1, sync: true }),
    );
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /** Nest passes `(message, stack?, context?)`; a Logger with a context puts `undefined` where it has no stack. */
  error(message: unknown, ...params: unknown[]): void {
    if (!this.pino.isLevelEnabled('error')) return;
    const [stack, context] = params.length >= 2 ? params : isStack(params[0]) ? [params[0], undefined] : [undefined, params[0]];
    const err = message instanceof Error ? message : typeof stack === 'string' ? { stack } : undefined;
    this.pino.error({ context: typeof context === 'string' ? context : this.context, reqId: currentRequestId() ?? undefined, err }, text(message));
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const context = typeof params.at(-1) === 'string' ? (params.at(-1) as string) : this.context;
    this.pino[level]({ context, reqId: currentRequestId() ?? undefined, ...(message instanceof Error && { err: message }) }, text(message));
  }
}

/** The API's and the worker's logger, from `LOG_LEVEL` up. */
export function createLogger(config: Pick<AppConfig, 'logLevel' | 'logFile'>, context?: string): AppLogger {
  return new AppLogger(config, context);
}

/**
 * Fastify's request lines: one access line per request when its response is sent (Fastify's "incoming request"
 * line is not written). Only the method, the route's pattern (or the path for a page or a file), status and
 * time: never the query string, headers or body (tokens, cookies, e-mail addresses travel there).
 */
export class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    // One line per request: the one written when it completes. Routed now: the request's span takes the route's name.
    const pattern = request.routeOptions.url;
    if (pattern && !pattern.includes('*')) traceRoute(request.method, pattern);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.warn({ ...accessFields(request, reply), err: error }, 'response failed');
    else reply.log.info(accessFields(request, reply), 'request completed');
  }

  /** An event stream ends when its reader leaves: that is its completion, not a separate line. */
  override streamError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') reply.log.info({ ...accessFields(request, reply), closedByClient: true }, 'request completed');
    else super.streamError(error, request, reply);
  }
}

function accessFields(request: FastifyRequest, reply: FastifyReply) {
  return { method: request.method, route: routeForLog(request), statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
}

/** The route's pattern (`/api/documents/:id`); a page, a file or an unknown address by its path, without the query. */
export function routeForLog(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  return pattern && !pattern.includes('*') ? pattern : masked(request.url.split('?')[0]);
}

/** An error as a line carries it (the `err` field): not its other fields, where a driver error keeps its parameters and details. */
function errorFields(error: unknown): unknown {
  return error instanceof Error ? { type: error.name, message: masked(error.message), stack: error.stack && masked(error.stack) } : error;
}

const isStack = (value: unknown): boolean => typeof value === 'string' && /\n\s+at /.test(value);

// Nest's lines are few: each is masked too (a message may quote an error's).
const text = (message: unknown): string => masked(message instanceof Error ? message.message : typeof message === 'string' ? message : String(JSON.stringify(message)));
