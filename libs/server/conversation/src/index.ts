export * from './lib/conversation.module';
export * from './lib/conversation.service';
export { unreadMessagesOf } from './lib/conversation.reads';
export * from './lib/migrations/Migration20261209100000_conversation';
export * from './lib/migrations/Migration20261209100200_notifications';
export * from './lib/migrations/Migration20261210300000_notification_subjects';
export * from './lib/migrations/Migration20261210100000_message_attachments';
export * from './lib/notifications/notifications.module';
export * from './lib/notifications/notifications.service';
