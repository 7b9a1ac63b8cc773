import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** An account: email and argon2id hash. Profile and role live in their own tables (spec §3). */
@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'metadata';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'string' })
  email!: string;

  @Property({ type: 'text', hidden: true, lazy: true })
  passwordHash!: string;

  /** The sign-up account type and the payload's `metadata` (the service chosen on /countries, bounded by its schema). */
  @Property({ type: 'json' })
  metadata: Record<string, unknown> = {};

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
