import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import type { NotFoundFallback } from '@capsuisse/server-core';

// Hashed names never change content: cache them for a year. Entry points must be re-read each time.
// `path` is the file sent: `main.js.br` when the brotli copy went out.
function setCacheHeaders(reply: FastifyReply, path: string): void {
  const name = basename(path).replace(/\.(br|gz)$/, '');
  if (name === 'index.html' || name === 'remoteEntry.js' || name.endsWith('.json')) reply.header('cache-control', 'no-cache');
  else if (/[.-][0-9a-f]{8,}\./.test(name)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=3600');
}

/** Remote builds: every folder of WEB_DIST holding a `remoteEntry.js`, except the shell. */
export function remotesManifest(dist: string): Record<string, string> {
  const names = readdirSync(dist, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'shell' && existsSync(join(dist, d.name, 'remoteEntry.js')))
    .map((d) => d.name)
    .sort();
  return Object.fromEntries(names.map((n) => [n, `/remotes/${n}/remoteEntry.js`]));
}

/**
 * The web on the API's origin: the shell at `/` (SPA fallback to its index.html), each remote at
 * `/remotes/<name>/`, and `/remotes.json` telling the shell where they are. The build writes a `.br`
 * and a `.gz` beside each text file (tools/web-build/compress.ts): `preCompressed` sends the one the
 * browser accepts, with `Content-Encoding` and `Vary: Accept-Encoding`.
 */
export async function serveWeb(app: NestFastifyApplication, dist: string): Promise<NotFoundFallback> {
  const shell = join(dist, 'shell');
  const options = { preCompressed: true, cacheControl: false, setHeaders: setCacheHeaders };
  await app.register(fastifyStatic, { root: shell, prefix: '/', ...options });
  for (const name of Object.keys(remotesManifest(dist))) {
    await app.register(fastifyStatic, { root: join(dist, name), prefix: `/remotes/${name}/`, decorateReply: false, ...options });
  }
  const fastify = app.getHttpAdapter().getInstance();
  // Read per request: a rebuilt remote appears without restarting the API.
  fastify.get('/remotes.json', (_request, reply) => reply.header('cache-control', 'no-cache').send(remotesManifest(dist)));

  return (request, reply) => {
    const path = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|remotes)(\/|$)/.test(path) && !basename(path).includes('.');
    if (!isPage || !existsSync(join(shell, 'index.html'))) return false;
    void reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(createReadStream(join(shell, 'index.html')));
    return true;
  };
}
