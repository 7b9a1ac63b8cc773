import { Module } from '@nestjs/common';
import { ProfilesModule } from '@capsuisse/server-profiles';
import { RecruiterController } from './recruiter.controller';
import { RecruiterService } from './recruiter.service';

/** The recruiter space: a read-only view of the candidates, owned by no table of its own (profiles are asked). */
@Module({
  imports: [ProfilesModule],
  controllers: [RecruiterController],
  providers: [RecruiterService],
})
export class RecruiterModule {}
