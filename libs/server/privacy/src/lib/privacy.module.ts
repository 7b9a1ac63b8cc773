import { Module } from '@nestjs/common';
import { AssignmentsModule } from '@capsuisse/server-assignments';
import { AuthModule } from '@capsuisse/server-auth';
import { CallsModule } from '@capsuisse/server-calls';
import { DocumentsModule } from '@capsuisse/server-documents';
import { MilestonesModule } from '@capsuisse/server-milestones';
import { PaymentsModule } from '@capsuisse/server-payments';
import { ProfilesModule } from '@capsuisse/server-profiles';
import { ProgrammeModule } from '@capsuisse/server-programme';
import { ConversationModule, NotificationsModule } from '@capsuisse/server-conversation';
import { PrivacyController } from './privacy.controller';
import { PrivacyService } from './privacy.service';
import { RetentionJobs } from './retention.jobs';

/** Data rights: export, deletion (on request, confirmed by axel), recruiter visibility, document retention. Owns no table. */
@Module({
  imports: [AuthModule, ProfilesModule, DocumentsModule, AssignmentsModule, MilestonesModule, PaymentsModule, ProgrammeModule, ConversationModule, NotificationsModule, CallsModule],
  controllers: [PrivacyController],
  providers: [PrivacyService, RetentionJobs],
  exports: [PrivacyService],
})
export class PrivacyModule {}

/** The retention job alone, for apps/worker (no HTTP). */
@Module({
  imports: [ProfilesModule, DocumentsModule],
  providers: [RetentionJobs],
})
export class PrivacyJobsModule {}
