import { type DynamicModule, Module } from '@nestjs/common';
import { AuthJobsModule } from '@capsuisse/server-auth';
import { type AppConfig, type Clock, CoreModule } from '@capsuisse/server-core';
import { DocumentJobsModule } from '@capsuisse/server-documents';
import { MIGRATIONS } from '@capsuisse/server-migrations';
import { PaymentJobsModule } from '@capsuisse/server-payments';
import { PrivacyJobsModule } from '@capsuisse/server-privacy';
import { ReminderJobsModule } from '@capsuisse/server-reminders';

/**
 * The job side of the platform: the same modules as the API, with the BullMQ workers consuming.
 * Handlers (`@JobHandler`) live beside the services they use; the mail handler is in core, the reset links in
 * the auth lib, the deadline reminders in the documents lib, the payment reconciliation in the payments lib, the document retention in the privacy lib, the reminders in the reminders lib.
 */
@Module({})
export class WorkerModule {
  static register(config: AppConfig, clock?: Clock): DynamicModule {
    return { module: WorkerModule, imports: [CoreModule.forRoot({ config, clock, migrations: MIGRATIONS, consumeJobs: true }), AuthJobsModule, DocumentJobsModule, PaymentJobsModule, PrivacyJobsModule, ReminderJobsModule] };
  }
}
