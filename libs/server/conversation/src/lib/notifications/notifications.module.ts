import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { LiveModule } from '@capsuisse/server-core';
import { ProfilesModule } from '@capsuisse/server-profiles';
import { Notification, NotificationPreference } from './notification.entity';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/** Issue 30: the notification centre; every domain that tells of an event imports it. */
@Module({
  imports: [MikroOrmModule.forFeature([Notification, NotificationPreference]), ProfilesModule, LiveModule],
  controllers: [NotificationsController],
  providers: [NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
