import { randomUUID } from 'node:crypto';
import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, type DocumentStatus, type DocumentType } from '@capsuisse/contracts';

/** A client's uploaded document (spec §3 `files`); one per type per client. */
@Entity({ tableName: 'files' })
export class DocumentFile {
  [OptionalProps]?: 'id' | 'status' | 'validationDeadline' | 'reviewerId' | 'reviewedAt' | 'reviewerNotes' | 'expiredAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Enum({ items: () => DOCUMENT_TYPES })
  type!: DocumentType;

  @Property({ type: 'text' })
  storageUrl!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'string' })
  mimeType!: string;

  @Enum({ items: () => DOCUMENT_STATUSES })
  status: DocumentStatus = 'en_attente';

  @Property({ type: 'datetime', nullable: true })
  validationDeadline: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  reviewerId: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  reviewedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  reviewerNotes: string | null = null;

  /** Set once by the deadline job when the deadline passed with no review. */
  @Property({ type: 'datetime', nullable: true })
  expiredAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
