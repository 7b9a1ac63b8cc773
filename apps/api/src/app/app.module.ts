import { type DynamicModule, Module } from '@nestjs/common';
import { AdminModule } from '@capsuisse/server-admin';
import { AssignmentsModule } from '@capsuisse/server-assignments';
import { AuthModule } from '@capsuisse/server-auth';
import { CallsModule } from '@capsuisse/server-calls';
import { type Clock, type AppConfig, CoreModule, SystemModule } from '@capsuisse/server-core';
import { ConversationModule } from '@capsuisse/server-conversation';
import { DocumentsModule } from '@capsuisse/server-documents';
import { MIGRATIONS } from '@capsuisse/server-migrations';
import { MilestonesModule } from '@capsuisse/server-milestones';
import { PaymentsModule } from '@capsuisse/server-payments';
import { PrivacyModule } from '@capsuisse/server-privacy';
import { ProfilesModule } from '@capsuisse/server-profiles';
import { ProgrammeModule } from '@capsuisse/server-programme';
import { RecruiterModule } from '@capsuisse/server-recruiter';
import { RemindersModule } from '@capsuisse/server-reminders';
import { ResourcesModule } from '@capsuisse/server-resources';
import { DemoSeed } from './demo-seed';

@Module({})
export class AppModule {
  static register(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // On the embedded PGlite no worker process can reach the database, so with Redis the API consumes
        // the queues itself; with a real database, apps/worker does.
        CoreModule.forRoot({ config, clock, migrations: MIGRATIONS, consumeJobs: !config.databaseUrl }),
        SystemModule,
        AuthModule,
        ProfilesModule,
        DocumentsModule,
        AssignmentsModule,
        MilestonesModule,
        ConversationModule,
        PaymentsModule,
        ProgrammeModule,
        RecruiterModule,
        PrivacyModule,
        ResourcesModule,
        AdminModule,
        RemindersModule,
        CallsModule,
      ],
      providers: [DemoSeed],
    };
  }
}
