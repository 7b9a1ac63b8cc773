import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { PasswordFront } from './password-front';
import { sharedSessionStatements } from './read-rows';

/**
 * PostgreSQL in WASM (PGlite) behind a localhost socket, so the same postgresql driver and migrations
 * serve the embedded default. PGlite runs one transaction at a time: the ORM uses a single connection.
 * The socket asks for a password generated once into DATA_DIR/pg-password (see PasswordFront): a
 * local tool connects with it (`psql postgres://postgres:<password>@127.0.0.1:<port>/postgres`).
 */
const SOCKET_PORT = 5432;

export class EmbeddedPostgres {
  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    private readonly front: PasswordFront,
    private readonly socketDir: string,
    /** For tools: the password-checking door on 127.0.0.1. */
    readonly url: string,
  ) {}

  /**
   * For this process: PGlite's own Unix socket, named as PostgreSQL names its own so the driver finds it from
   * a folder and a port. No password and one hop less than `url`: only this user reaches the folder.
   */
  get socket(): { host: string; port: number } {
    return { host: this.socketDir, port: SOCKET_PORT };
  }

  static async start(dataDir: string): Promise<EmbeddedPostgres> {
    const dir = join(dataDir, 'pg');
    mkdirSync(dir, { recursive: true });
    const password = localPassword(dataDir);
    // pg_trgm: the index of axel's email search (a substring); btree_gist: the calls' no-overlap constraint.
    // PGlite creates only the extensions it was given.
    // Its memory is the API's: a buffer cache of 8 MB, not PostgreSQL's 128 MB, keeps the API under its 350 MB bound
    // (docs/performance.md); the data of a demo or a small team fits, and the files are in the system's cache.
    const db = await PGlite.create(dir, { extensions: { pg_trgm, btree_gist }, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'] });
    // Its one session serves every connection: its statements keep one plan, as the read pool's do (DatabaseModule).
    await db.exec('set plan_cache_mode = force_generic_plan');
    sharedSessionStatements();
    // mkdtemp makes the folder 0700: only this user reaches the password-less socket. Under the system's
    // temporary folder, not DATA_DIR: a Unix socket path must stay under 108 bytes.
    const socketDir = mkdtempSync(join(tmpdir(), 'capsuisse-pg-'));
    // maxConnections must be at least the pool size, or connections are dropped.
    const socketPath = join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
    const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
    await server.start();
    const { front, port } = await PasswordFront.start(password, socketPath);
    return new EmbeddedPostgres(db, server, front, socketDir, `postgres://postgres:${password}@127.0.0.1:${port}/postgres`);
  }

  async stop(): Promise<void> {
    await this.front.stop();
    await this.server.stop();
    await this.db.close();
    rmSync(this.socketDir, { recursive: true, force: true });
  }
}

/** Made once and kept beside the data it guards, readable by this user only. */
function localPassword(dataDir: string): string {
  const file = join(dataDir, 'pg-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(32).toString('base64url');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}
