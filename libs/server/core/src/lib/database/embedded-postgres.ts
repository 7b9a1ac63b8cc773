import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * PostgreSQL in WASM (PGlite) behind a localhost socket, so the same postgresql driver and migrations
 * serve the embedded default. PGlite runs one transaction at a time: the ORM uses a single connection.
 */
export class EmbeddedPostgres {
  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    readonly url: string,
  ) {}

  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    const dir = join(dataDir, 'pg');
    mkdirSync(dir, { recursive: true });
    const db = await PGlite.create(dir);
    // maxConnections must be at least the pool size, or connections are dropped.
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
    await server.start();
    return new EmbeddedPostgres(db, server, `postgres://postgres@${server.getServerConn()}/postgres`);
  }

  async stop(): Promise<void> {
    await this.server.stop();
    await this.db.close();
  }
}
