import { randomUUID } from 'node:crypto';
import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { DOCUMENT_TYPES, type DocumentType, type ReviewEntry } from '@capsuisse/contracts';

/** One verdict on one version of a document; kept per client and type when the file is replaced. */
@Entity({ tableName: 'document_reviews' })
export class DocumentReview {
  [OptionalProps]?: 'id' | 'note';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Enum({ items: () => DOCUMENT_TYPES })
  documentType!: DocumentType;

  @Enum({ items: () => ['valide', 'a_corriger'] })
  verdict!: ReviewEntry['verdict'];

  @Property({ type: 'text', nullable: true })
  note: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  reviewerId!: string | null;

  @Property({ type: 'datetime' })
  reviewedAt!: Date;
}
