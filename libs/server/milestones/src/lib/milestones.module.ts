import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AssignmentsModule } from '@capsuisse/server-assignments';
import { NotificationsModule } from '@capsuisse/server-conversation';
import { ProfilesModule } from '@capsuisse/server-profiles';
import { Milestone } from './milestone.entity';
import { MilestonesController } from './milestones.controller';
import { MilestonesService } from './milestones.service';

@Module({
  imports: [MikroOrmModule.forFeature([Milestone]), ProfilesModule, AssignmentsModule, NotificationsModule],
  controllers: [MilestonesController],
  providers: [MilestonesService],
  exports: [MilestonesService],
})
export class MilestonesModule {}
