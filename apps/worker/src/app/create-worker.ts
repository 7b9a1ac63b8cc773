import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type AppConfig, createLogger } from '@capsuisse/server-core';
import { WorkerModule } from './worker.module';

/** The worker as an application context (no HTTP); stops cleanly on SIGTERM, letting running jobs finish. */
export async function createWorker(config: AppConfig): Promise<INestApplicationContext> {
  const worker = await NestFactory.createApplicationContext(WorkerModule.register(config), {
    logger: createLogger(config, 'Worker'),
    abortOnError: false,
  });
  worker.enableShutdownHooks();
  await worker.init();
  return worker;
}
