import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Milestone } from './milestone.entity';
import { MilestonesService } from './milestones.service';

@Module({ imports: [MikroOrmModule.forFeature([Milestone])], providers: [MilestonesService], exports: [MilestonesService] })
export class MilestonesModule {}
