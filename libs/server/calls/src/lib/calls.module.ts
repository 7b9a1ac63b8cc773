import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { NotificationsModule } from '@capsuisse/server-conversation';
import { ProfilesModule } from '@capsuisse/server-profiles';
import { CallBooking, CallReenable, CallSettings, CoachAvailability } from './calls.entities';
import { CallsController } from './calls.controller';
import { CallNotices } from './calls.notices';
import { CallsService } from './calls.service';

/** Issue 31: coaches' availability, free slots and the bookings of first calls and sessions. */
@Module({
  imports: [MikroOrmModule.forFeature([CallBooking, CoachAvailability, CallSettings, CallReenable]), NotificationsModule, ProfilesModule],
  controllers: [CallsController],
  providers: [CallsService, CallNotices],
  exports: [CallsService],
})
export class CallsModule {}
