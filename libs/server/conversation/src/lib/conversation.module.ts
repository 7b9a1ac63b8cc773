import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AssignmentsModule } from '@capsuisse/server-assignments';
import { LiveModule, RateLimitModule } from '@capsuisse/server-core';
import { ProfilesModule } from '@capsuisse/server-profiles';
import { ConversationController } from './conversation.controller';
import { ConversationService } from './conversation.service';
import { ConversationRead, Message } from './message.entity';
import { NotificationsModule } from './notifications/notifications.module';

/** Issue 30: the thread between a client and its staff. */
@Module({
  imports: [MikroOrmModule.forFeature([Message, ConversationRead]), ProfilesModule, AssignmentsModule, RateLimitModule, LiveModule, NotificationsModule],
  controllers: [ConversationController],
  providers: [ConversationService],
  exports: [ConversationService],
})
export class ConversationModule {}
