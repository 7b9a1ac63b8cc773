export { ConversationThread, type ConversationThreadProps } from './lib/thread/ConversationThread';
export { ownConversation, staffConversation, type ConversationSource } from './lib/thread/sources';
export { THREAD_TEXTS } from './lib/thread/texts';
