import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { CvRuleResult } from '@capsuisse/contracts';

/**
 * The Swiss CV check of a CV's current version (issue 32): one row per document, replaced by each new version,
 * deleted with the document (a foreign key on `files`, `on delete cascade`), so with the account too.
 */
@Entity({ tableName: 'cv_checks' })
export class CvCheck {
  [OptionalProps]?: 'pages' | 'rules' | 'checkedAt';

  @PrimaryKey({ type: 'uuid' })
  documentId!: string;

  /** The version checked: the document's `created_at` when it was uploaded. */
  @Property({ type: 'datetime' })
  version!: Date;

  @Property({ type: 'text' })
  status!: 'en_cours' | 'termine' | 'illisible';

  @Property({ type: 'integer', nullable: true })
  pages: number | null = null;

  @Property({ type: 'json' })
  rules: CvRuleResult[] = [];

  @Property({ type: 'datetime', nullable: true })
  checkedAt: Date | null = null;
}
