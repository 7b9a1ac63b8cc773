import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { NotificationsModule } from '@capsuisse/server-conversation';
import { ProfilesModule } from '@capsuisse/server-profiles';
import { ReminderJobs } from './reminder.jobs';
import { ReminderSetting } from './reminder-setting.entity';
import { RemindersController } from './reminders.controller';
import { RemindersService } from './reminders.service';

/** Issue 30: the reminders' jobs and axel's settings of them. */
@Module({
  imports: [MikroOrmModule.forFeature([ReminderSetting]), NotificationsModule, ProfilesModule],
  controllers: [RemindersController],
  providers: [RemindersService, ReminderJobs],
  exports: [RemindersService],
})
export class RemindersModule {}

/** The reminder jobs alone, for apps/worker (no HTTP). */
@Module({
  imports: [MikroOrmModule.forFeature([ReminderSetting]), NotificationsModule, ProfilesModule],
  providers: [RemindersService, ReminderJobs],
})
export class ReminderJobsModule {}
