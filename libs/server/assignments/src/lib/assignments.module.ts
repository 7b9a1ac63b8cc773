import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Assignment } from './assignment.entity';

@Module({ imports: [MikroOrmModule.forFeature([Assignment])], exports: [MikroOrmModule] })
export class AssignmentsModule {}
