import { Module } from '@nestjs/common';
import { AssignmentsModule } from '@capsuisse/server-assignments';
import { AuthModule } from '@capsuisse/server-auth';
import { DocumentsModule } from '@capsuisse/server-documents';
import { MilestonesModule } from '@capsuisse/server-milestones';
import { PaymentsModule } from '@capsuisse/server-payments';
import { ProfilesModule } from '@capsuisse/server-profiles';
import { ProgrammeModule } from '@capsuisse/server-programme';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';
import { AnalyticsService } from './analytics.service';

/** axel's API (spec §2 "Admin dashboard", "User detail"); it owns no entity. */
@Module({
  imports: [AuthModule, ProfilesModule, DocumentsModule, AssignmentsModule, MilestonesModule, PaymentsModule, ProgrammeModule],
  controllers: [AdminController],
  providers: [AdminService, AnalyticsService],
})
export class AdminModule {}
