import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import { SwaggerModule } from '@nestjs/swagger';
import {
  AccessLog,
  ApiExceptionFilter,
  type AppConfig,
  type Clock,
  createLogger,
  JsonText,
  leaveUploadUnread,
  loadConfig,
  readBodies,
  requestIdOf,
  scopeRequests,
  serveMetrics,
} from '@capsuisse/server-core';
import { AppModule } from './app.module';
import { buildOpenApiDocument } from './openapi';
import { SERVER_HEADERS } from './security-headers';
import { serveWeb } from './web';

export interface CreateAppOptions {
  /** Defaults to the process environment, read and checked once. */
  config?: AppConfig;
  /** Tests pass a ManualClock. */
  clock?: Clock;
}

/** The whole API, initialised but not listening: `main.ts` listens, tests inject requests. */
export async function createApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const config = options.config ?? loadConfig();
  // Nest's lines and Fastify's (one access line per request, with its id) go through the same pino instance.
  const logger = createLogger(config);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config, options.clock),
    // Request ids: the caller's X-Request-Id if it is a plausible one, else a UUID (requestIdOf); audit entries keep
    // them. `request.ip` is the socket's address unless our own proxies are configured: a caller's X-Forwarded-For
    // is not believed. No Nest middleware (see scopeRequests), so no middie.
    // At close, connections are cut rather than awaited: one an event stream had used held the close for Fastify's
    // keep-alive, longer than a pod's grace period (docs/performance.md, session 22).
    new FastifyAdapter({
      trustProxy: config.trustProxyHops || false,
      bodyLimit: 1_048_576,
      loggerInstance: logger.pino,
      logController: new AccessLog(),
      genReqId: requestIdOf,
      skipMiddie: true,
      forceCloseConnections: true,
    }),
    // Errors at start reach the caller (main prints them and exits; tests see them). The raw body is kept
    // for the Stripe webhook, whose signature covers the exact bytes.
    { logger, abortOnError: false, rawBody: true },
  );
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();
  const fastify = app.getHttpAdapter().getInstance();
  // On every response, the web's files and pages included (a handler may still narrow one, e.g. a download).
  // The request's id goes back to the caller: a support request can name the log lines and audit entries it made.
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(SERVER_HEADERS).header('x-request-id', request.id);
    done();
  });
  scopeRequests(fastify, app.get(MikroORM));
  // JSON the database composed goes out as it is; everything else as Fastify's default would write it.
  // (Its type asks for a string; Fastify sends a Buffer from a serializer as it sends one from a handler.)
  fastify.setReplySerializer((payload) => (payload instanceof JsonText ? payload.text : JSON.stringify(payload)) as string);

  readBodies(app);
  // Uploads are read by UploadInterceptor, one file per request, size-capped there.
  fastify.addContentTypeParser('multipart/form-data', leaveUploadUnread);
  // A video's parts (tus PATCH) stream to storage as they arrive (TrainingVideosController).
  fastify.addContentTypeParser('application/offset+octet-stream', leaveUploadUnread);

  if (config.apiDocs) SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app));

  const fallback = config.webDist ? await serveWeb(app, config.webDist) : undefined;
  app.useGlobalFilters(new ApiExceptionFilter(fallback));
  await app.init();
  await serveMetrics(app, fastify, config);
  return app;
}
