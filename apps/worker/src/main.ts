import './tracing';
import 'reflect-metadata';
import { ConfigError, loadConfig } from '@capsuisse/server-core';
import { createWorker } from './app/create-worker';
import { startHeartbeat } from './app/heartbeat';

// The worker shares the database and the queue with the API: it cannot run on the embedded PGlite
// (owned by the API process) nor without Redis (the API then runs the jobs itself).
async function main(): Promise<void> {
  await createWorker(loadConfig(process.env, { require: ['DATABASE_URL', 'REDIS_URL'] }));
  startHeartbeat();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
