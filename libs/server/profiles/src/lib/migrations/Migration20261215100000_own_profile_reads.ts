import { Migration } from '@mikro-orm/migrations';
import { unwatchTriggers, watchTriggers } from '@capsuisse/server-core';
import { OWN_PROFILE_WATCH } from '../profiles.reads';

// Issue 29: `GET /api/me`, read at every page of every role, is kept by the read model until the profile or
// the role changes (OWN_PROFILE_WATCH).
export class Migration20261215100000_own_profile_reads extends Migration {
  override async up(): Promise<void> {
    for (const statement of watchTriggers(OWN_PROFILE_WATCH)) this.addSql(statement);
  }

  override async down(): Promise<void> {
    for (const statement of unwatchTriggers(OWN_PROFILE_WATCH)) this.addSql(statement);
  }
}
