import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { Clock } from '../clock/clock';
import type { AppConfig } from '../config/app-config';
import { JobRegistry } from '../queue/job-registry';
import { QueuePort } from '../queue/queue.port';
import { observeResponse } from './metrics';
import { Metrics } from './metrics.service';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Issue 33: `GET /metrics` on METRICS_PORT, apart from the API's port (the ingress never routes there; the
 * NetworkPolicy lets the monitoring namespace alone reach it), and with METRICS_TOKEN set, only for a caller
 * sending it as a bearer token. Off when METRICS_PORT is unset (no response is timed then).
 */
export async function serveMetrics(app: INestApplication, fastify: FastifyInstance, config: AppConfig): Promise<void> {
  const port = config.metrics.port;
  if (port === null) return;
  fastify.addHook('onResponse', observeResponse);
  const registry = app.get(JobRegistry);
  const metrics = new Metrics(app.get(QueuePort), () => registry.queues(), app.get(MikroORM), app.get(Clock));
  const expected = config.metrics.token === null ? null : digest(`Bearer ${config.metrics.token}`);
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') return void response.writeHead(404).end();
    if (expected && !timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      return void response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      (error: unknown) => {
        fastify.log.error({ context: 'Metrics', err: error }, 'metrics scrape failed');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, config.host, resolve));
  fastify.addHook('onClose', (_instance, done) => {
    server.closeAllConnections();
    server.close(() => done());
  });
}
