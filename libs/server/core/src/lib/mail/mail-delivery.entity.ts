import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { MailKind, MailStatus } from '@capsuisse/contracts';
import type { MailAttachment } from './mail.port';

/**
 * One mail to deliver, kept until it is sent or axel has seen it fail: the queue's job only points here.
 * A mail that carries a secret (`password-reset`) keeps no body: it is made again, fresh, at every try.
 */
@Entity({ tableName: 'mails' })
export class MailDelivery {
  [OptionalProps]?: 'id' | 'attachments' | 'attempts' | 'lastError' | 'claimedUntil' | 'sentAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', fieldName: 'recipient' })
  to!: string;

  @Property({ type: 'string' })
  kind!: MailKind;

  @Property({ type: 'string' })
  subject!: string;

  /** Null for a mail made at each try. */
  @Property({ type: 'text', nullable: true })
  text!: string | null;

  @Property({ type: 'text', nullable: true })
  html!: string | null;

  /** A stored mail's files (a call's invitation), dropped with its body once sent. */
  @Property({ type: 'json', nullable: true })
  attachments: MailAttachment[] | null = null;

  /** Whom a made mail is about (its composer's input). */
  @Property({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Property({ type: 'string' })
  status!: MailStatus;

  @Property({ type: 'integer' })
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  nextAttemptAt!: Date | null;

  /** A try holds the mail until then; past it, the try is taken for dead (a killed worker). */
  @Property({ type: 'datetime', nullable: true })
  claimedUntil: Date | null = null;

  /** The start of the current series of tries (creation, or axel's resend): retries stop some hours after it. */
  @Property({ type: 'datetime' })
  queuedAt!: Date;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  updatedAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;
}
