import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';
import { BullMqQueue } from './bullmq-queue';
import { BullMqWorkers } from './bullmq-workers';
import { InlineQueue } from './inline-queue';
import { JobRegistry } from './job-registry';
import { QueuePort } from './queue.port';

export interface QueueModuleOptions {
  /** Run the BullMQ workers in this process (apps/worker). Without Redis, jobs always run inline. */
  consume: boolean;
}

const redis = (config: AppConfig) => new Redis(config.redis?.url ?? '', { maxRetriesPerRequest: null, lazyConnect: false });

@Module({})
export class QueueModule {
  static forRoot(options: QueueModuleOptions): DynamicModule {
    const REDIS = Symbol('redis');
    return {
      module: QueueModule,
      global: true,
      imports: [DiscoveryModule],
      providers: [
        JobRegistry,
        { provide: REDIS, inject: [AppConfig], useFactory: (config: AppConfig) => (config.redis ? redis(config) : null) },
        {
          provide: QueuePort,
          inject: [AppConfig, JobRegistry, REDIS],
          useFactory: (config: AppConfig, registry: JobRegistry, connection: Redis | null) =>
            connection ? new BullMqQueue(connection, config) : new InlineQueue(registry, config),
        },
        ...(options.consume
          ? [
              {
                provide: BullMqWorkers,
                inject: [AppConfig, JobRegistry, REDIS],
                useFactory: (config: AppConfig, registry: JobRegistry, connection: Redis | null) =>
                  connection ? new BullMqWorkers(connection, registry, config) : null,
              },
            ]
          : []),
      ],
      exports: [QueuePort],
    };
  }
}
