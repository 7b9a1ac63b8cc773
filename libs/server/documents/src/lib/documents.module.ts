import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AssignmentsModule } from '@capsuisse/server-assignments';
import { NotificationsModule } from '@capsuisse/server-conversation';
import { ProfilesModule } from '@capsuisse/server-profiles';
import { CoachClientsController } from './coach/coach-clients.controller';
import { CoachClientsService } from './coach/coach-clients.service';
import { DeadlineJobs } from './deadline.jobs';
import { CvCheck } from './cv-check/cv-check.entity';
import { CvCheckJobs } from './cv-check/cv-check.jobs';
import { DocumentFile } from './document.entity';
import { DocumentReview } from './document-review.entity';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';
import { VerdictMails } from './verdict-mails';

/** Upload, review and download of the client's documents, and the coach's view of them. */
@Module({
  imports: [MikroOrmModule.forFeature([DocumentFile, DocumentReview, CvCheck]), AssignmentsModule, ProfilesModule, NotificationsModule],
  controllers: [DocumentsController, CoachClientsController],
  providers: [DocumentsService, CoachClientsService, DeadlineJobs, CvCheckJobs, VerdictMails],
  exports: [DocumentsService],
})
export class DocumentsModule {}

/** The deadline and CV check job handlers and the verdicts' mails alone, for apps/worker (no HTTP). */
@Module({
  imports: [MikroOrmModule.forFeature([DocumentFile, DocumentReview, CvCheck]), AssignmentsModule, ProfilesModule, NotificationsModule],
  providers: [DeadlineJobs, CvCheckJobs, VerdictMails],
})
export class DocumentJobsModule {}
