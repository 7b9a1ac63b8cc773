import { Module } from '@nestjs/common';

/** The client's programme: the 5-day training and the 10-day follow-up. */
@Module({})
export class ProgrammeModule {}
