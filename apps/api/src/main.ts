import './tracing';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig, runMigrations } from '@capsuisse/server-core';
import { MIGRATIONS } from '@capsuisse/server-migrations';
import { createApp } from './app/create-app';

// `node main.js` serves the API; `node main.js migrate` applies the migrations and exits (production job).
async function main(): Promise<void> {
  const config = loadConfig();
  if (process.argv[2] === 'migrate') {
    const applied = await runMigrations(config, MIGRATIONS);
    process.stdout.write(`${JSON.stringify({ level: 'log', context: 'Migrate', message: `applied: ${applied.join(', ') || 'none'}` })}\n`);
    return;
  }
  const app = await createApp({ config });
  await app.listen({ port: config.port, host: config.host });
  new Logger('Main').log(`listening on ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
