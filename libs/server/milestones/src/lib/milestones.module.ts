import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Milestone } from './milestone.entity';

@Module({ imports: [MikroOrmModule.forFeature([Milestone])], exports: [MikroOrmModule] })
export class MilestonesModule {}
