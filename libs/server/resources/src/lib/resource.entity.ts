import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { ResourceKind } from '@capsuisse/contracts';

/** The current file of one resource: one row per kind, replaced in place by a new upload. */
@Entity({ tableName: 'resources' })
export class Resource {
  // One of RESOURCE_KINDS (the table checks it).
  @PrimaryKey({ type: 'string' })
  kind!: ResourceKind;

  @Property({ type: 'text' })
  storageKey!: string;

  @Property({ type: 'string' })
  mimeType!: string;

  @Property({ type: 'integer' })
  size!: number;

  /** axel who uploaded it; null once that account is deleted (the file stays for the clients). */
  @Property({ type: 'uuid', nullable: true })
  uploadedBy!: string | null;

  @Property({ type: 'datetime' })
  uploadedAt!: Date;
}
