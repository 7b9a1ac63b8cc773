import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';
import { BullMqQueue } from './bullmq-queue';
import { BullMqWorkers } from './bullmq-workers';
import { InlineQueue } from './inline-queue';
import { JobRegistry } from './job-registry';
import { QueueAdmin } from './queue-admin.service';
import { QueuePort } from './queue.port';

export interface QueueModuleOptions {
  /** Run the BullMQ workers in this process (apps/worker). Without Redis, jobs always run inline. */
  consume: boolean;
}

const redis = (config: AppConfig) => new Redis(config.redis?.url ?? '', { maxRetriesPerRequest: null, lazyConnect: false });
// The producing side fails at once while Redis is down, or past 2 s when it stalls (BullMqQueue keeps the job in
// PostgreSQL), where the consumers' connections wait for it to come back.
const producer = (config: AppConfig) => new Redis(config.redis?.url ?? '', { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 2_000 });

@Module({})
export class QueueModule {
  static forRoot(options: QueueModuleOptions): DynamicModule {
    return {
      module: QueueModule,
      global: true,
      imports: [DiscoveryModule],
      providers: [
        JobRegistry,
        QueueAdmin,
        {
          provide: QueuePort,
          inject: [AppConfig, JobRegistry, MikroORM],
          useFactory: (config: AppConfig, registry: JobRegistry, orm: MikroORM) => (config.redis ? new BullMqQueue(producer(config), config, orm) : new InlineQueue(registry, config)),
        },
        ...(options.consume
          ? [
              {
                provide: BullMqWorkers,
                inject: [AppConfig, JobRegistry],
                useFactory: (config: AppConfig, registry: JobRegistry) => (config.redis ? new BullMqWorkers(redis(config), registry, config) : null),
              },
            ]
          : []),
      ],
      exports: [QueuePort, QueueAdmin],
    };
  }
}
