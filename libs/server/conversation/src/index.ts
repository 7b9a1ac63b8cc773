export * from './lib/conversation.module';
export * from './lib/conversation.service';
export * from './lib/migrations/Migration20261209100000_conversation';
