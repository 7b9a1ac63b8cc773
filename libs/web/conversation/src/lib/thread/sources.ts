import type { ConversationDto, MessageDto, SignedLink, UnreadDto } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';

/** Where a thread is read and written: the client's own routes, or a client's as its staff reaches it. */
export interface ConversationSource {
  /** The newest page, or the page before the message `before`. */
  load: (before?: string) => Promise<ConversationDto>;
  send: (body: string) => Promise<MessageDto>;
  /** A message with a file (and its text, which may be empty). */
  sendFile: (body: string, file: File) => Promise<MessageDto>;
  /** A signed link to a message's file. */
  attachment: (messageId: string) => Promise<SignedLink>;
  /** Marks the thread read up to now, for the caller. */
  read: () => Promise<UnreadDto>;
  /** Whose side the caller writes from: the client's own messages are its; staff's are those it wrote itself. */
  side: 'client' | 'staff';
}

/** The paid client's own thread (`/conversation`). */
export const ownConversation: ConversationSource = {
  load: (before) => api.conversation.mine(before),
  send: (body) => api.conversation.send(body),
  sendFile: (body, file) => api.conversation.sendFile(body, file, file.name),
  attachment: (messageId) => api.conversation.attachment(messageId),
  read: () => api.conversation.read(),
  side: 'client',
};

/** A client's thread as its assigned coach or axel reads it (`/users/:id/conversation`). */
export const staffConversation = (clientId: string): ConversationSource => ({
  load: (before) => api.conversation.ofClient(clientId, before),
  send: (body) => api.conversation.sendTo(clientId, body),
  sendFile: (body, file) => api.conversation.sendFileTo(clientId, body, file, file.name),
  attachment: (messageId) => api.conversation.attachmentOf(clientId, messageId),
  read: () => api.conversation.readOf(clientId),
  side: 'staff',
});
