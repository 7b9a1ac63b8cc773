import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AssignmentsModule } from '@capsuisse/server-assignments';
import { ProfilesModule } from '@capsuisse/server-profiles';
import { FollowUpEntryRow, FollowUpNote, JobSearchProof, JobSearchSetting } from './follow-up/follow-up.entities';
import { FollowUpService } from './follow-up/follow-up.service';
import { JobSearchService } from './job-search/job-search.service';
import { ProgrammeController } from './programme.controller';
import { ProgrammeService } from './programme.service';
import { TrainingDay, TrainingExercise, TrainingTick, TrainingVideo, TrainingVideoView } from './training/training.entities';
import { TrainingService } from './training/training.service';
import { VideoViewsService } from './training/video-views.service';
import { TrainingVideosController } from './training/videos/training-videos.controller';
import { TrainingVideosService } from './training/videos/training-videos.service';

/** The client's programme: the 5-day training and the 10-day follow-up (each owning its progress quarter), and the job-search log. */
@Module({
  imports: [MikroOrmModule.forFeature([TrainingDay, TrainingExercise, TrainingTick, TrainingVideo, TrainingVideoView, FollowUpEntryRow, FollowUpNote, JobSearchSetting, JobSearchProof]), AssignmentsModule, ProfilesModule],
  controllers: [ProgrammeController, TrainingVideosController],
  providers: [TrainingService, VideoViewsService, TrainingVideosService, FollowUpService, JobSearchService, ProgrammeService],
  exports: [ProgrammeService, TrainingVideosService],
})
export class ProgrammeModule {}
