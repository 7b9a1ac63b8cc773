import type { MigrationObject } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';

/** One domain's share of a migration that spans several: the SQL of its own tables. */
export interface MigrationPart {
  up(sql: (statement: string) => void): void;
  down(sql: (statement: string) => void): void;
}

/** Migrations in the order they run, each under the name databases recorded when it was applied. */
export type MigrationList = MigrationObject[];

/** A migration made of domains' parts: `up` runs them in the given order, `down` in reverse. */
export function composedMigration(parts: readonly MigrationPart[]) {
  return class ComposedMigration extends Migration {
    override up(): void {
      for (const part of parts) part.up((statement) => this.addSql(statement));
    }

    override down(): void {
      for (const part of [...parts].reverse()) part.down((statement) => this.addSql(statement));
    }
  };
}
