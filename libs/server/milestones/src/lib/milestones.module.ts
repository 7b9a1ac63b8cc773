import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ProfilesModule } from '@capsuisse/server-profiles';
import { Milestone } from './milestone.entity';
import { MilestonesService } from './milestones.service';

@Module({ imports: [MikroOrmModule.forFeature([Milestone]), ProfilesModule], providers: [MilestonesService], exports: [MilestonesService] })
export class MilestonesModule {}
