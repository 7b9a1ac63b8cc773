import { Module } from '@nestjs/common';
import { MilestonesModule } from '@capsuisse/server-milestones';
import { ProfilesModule } from '@capsuisse/server-profiles';
import { ProgressService } from './progress.service';

/** The client's path as a whole: overall progress today. */
@Module({ imports: [ProfilesModule, MilestonesModule], providers: [ProgressService], exports: [ProgressService] })
export class ProgrammeModule {}
