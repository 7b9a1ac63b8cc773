import { Module } from '@nestjs/common';
import { AssignmentsModule } from '@capsuisse/server-assignments';
import { AuthModule } from '@capsuisse/server-auth';
import { DocumentsModule } from '@capsuisse/server-documents';
import { MilestonesModule } from '@capsuisse/server-milestones';
import { PrivacyModule } from '@capsuisse/server-privacy';
import { ProfilesModule } from '@capsuisse/server-profiles';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';
import { AnalyticsService } from './analytics.service';
import { MailsController } from './mails.controller';
import { QueuesController } from './queues.controller';

/** axel's API (spec §2 "Admin dashboard", "User detail"; failed mails; the job queues); it owns no entity. */
@Module({
  imports: [AuthModule, ProfilesModule, DocumentsModule, AssignmentsModule, MilestonesModule, PrivacyModule],
  controllers: [AdminController, MailsController, QueuesController],
  providers: [AdminService, AnalyticsService],
})
export class AdminModule {}
