import { Migration } from '@mikro-orm/migrations';
import { watchTriggers } from '@capsuisse/server-core';
import { ACCESS_WATCH } from '../auth.reads';

// Issue 29: the access check's kept facts end by the read model (ACCESS_WATCH), no longer by calls placed
// by hand after each change of a session, role, payment or factor.
export class Migration20261207200100_access_reads extends Migration {
  override async up(): Promise<void> {
    for (const statement of watchTriggers(ACCESS_WATCH)) this.addSql(statement);
  }

  override async down(): Promise<void> {
    for (const { table, kind } of ACCESS_WATCH) this.addSql(`drop trigger if exists ${table}_${kind}_read on ${table};`);
  }
}
