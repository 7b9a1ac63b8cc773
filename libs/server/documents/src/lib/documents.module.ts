import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AssignmentsModule } from '@capsuisse/server-assignments';
import { NotificationsModule } from '@capsuisse/server-conversation';
import { ProfilesModule } from '@capsuisse/server-profiles';
import { CoachClientsController } from './coach/coach-clients.controller';
import { CoachClientsService } from './coach/coach-clients.service';
import { DeadlineJobs } from './deadline.jobs';
import { DocumentFile } from './document.entity';
import { DocumentReview } from './document-review.entity';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';

/** Upload, review and download of the client's documents, and the coach's view of them. */
@Module({
  imports: [MikroOrmModule.forFeature([DocumentFile, DocumentReview]), AssignmentsModule, ProfilesModule, NotificationsModule],
  controllers: [DocumentsController, CoachClientsController],
  providers: [DocumentsService, CoachClientsService, DeadlineJobs],
  exports: [DocumentsService],
})
export class DocumentsModule {}

/** The deadline job handlers alone, for apps/worker (no HTTP). */
@Module({
  imports: [MikroOrmModule.forFeature([DocumentFile]), AssignmentsModule, ProfilesModule],
  providers: [DeadlineJobs],
})
export class DocumentJobsModule {}
