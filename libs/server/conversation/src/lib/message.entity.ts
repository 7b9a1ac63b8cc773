import { Entity, Enum, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { MESSAGE_SENDER_KINDS, type MessageSenderKind } from '@capsuisse/contracts';

/** One message of a client's thread (the thread is the client's id). */
@Entity({ tableName: 'messages' })
export class Message {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  clientId!: string;

  @Property({ type: 'uuid', nullable: true })
  senderId!: string | null;

  @Enum({ items: () => MESSAGE_SENDER_KINDS })
  senderKind!: MessageSenderKind;

  @Property({ type: 'text' })
  body!: string;

  /** The file sent with the message (its object's key, name, checked type and bytes), or none. */
  @Property({ type: 'string', nullable: true })
  attachmentKey: string | null = null;

  @Property({ type: 'string', nullable: true })
  attachmentName: string | null = null;

  @Property({ type: 'string', nullable: true })
  attachmentMime: string | null = null;

  @Property({ type: 'integer', nullable: true })
  attachmentSize: number | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}

/** How far one reader (the client, or one of its staff) has read a client's thread. */
@Entity({ tableName: 'conversation_reads' })
export class ConversationRead {
  [PrimaryKeyProp]?: ['clientId', 'userId'];

  @PrimaryKey({ type: 'uuid' })
  clientId!: string;

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'datetime' })
  readAt!: Date;
}
