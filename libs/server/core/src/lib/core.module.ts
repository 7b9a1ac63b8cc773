import { type DynamicModule, Global, Module } from '@nestjs/common';
import { AccessCache } from './access/access-cache';
import { ReadModel } from './read-model/read-model';
import { AuditModule } from './audit/audit.module';
import { Clock, SystemClock } from './clock/clock';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import type { MigrationList } from './database/migration-part';
import { MailModule } from './mail/mail.module';
import { QueueModule } from './queue/queue.module';
import { Cleanup } from './storage/cleanup.jobs';
import { PendingObjects } from './storage/pending-objects';
import { StorageModule } from './storage/storage.module';

export interface CoreModuleOptions {
  config: AppConfig;
  /** Every domain's migrations, in order (the entry composes them; core knows no domain). */
  migrations: MigrationList;
  /** Tests pass a ManualClock. */
  clock?: Clock;
  /** apps/worker: run the BullMQ workers here. */
  consumeJobs?: boolean;
}

/** Config, clock, database, access cache, queue, mail, audit and storage: what every entry (API, worker) stands on. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(options: CoreModuleOptions): DynamicModule {
    return {
      module: CoreModule,
      imports: [
        ConfigModule.forRoot(options.config),
        DatabaseModule.forRoot(options.migrations),
        QueueModule.forRoot({ consume: options.consumeJobs ?? false }),
        MailModule,
        AuditModule,
        StorageModule,
      ],
      providers: [{ provide: Clock, useValue: options.clock ?? new SystemClock() }, Cleanup, PendingObjects, ReadModel, AccessCache],
      exports: [Clock, Cleanup, PendingObjects, ReadModel, AccessCache, ConfigModule, DatabaseModule, QueueModule, MailModule, AuditModule, StorageModule],
    };
  }
}
