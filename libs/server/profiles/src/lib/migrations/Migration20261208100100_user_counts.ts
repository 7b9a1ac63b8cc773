import { Migration } from '@mikro-orm/migrations';
import { unwatchTriggers, watchTriggers } from '@capsuisse/server-core';
import { USERS_WATCH } from '../profiles.reads';

// Issue 29: axel's users table and dashboard count every user; with 100,000 that count was the page's cost.
// The read model keeps the counts until a statement adds, removes or re-roles a user (USERS_WATCH).
export class Migration20261208100100_user_counts extends Migration {
  override async up(): Promise<void> {
    for (const statement of watchTriggers(USERS_WATCH)) this.addSql(statement);
  }

  override async down(): Promise<void> {
    for (const statement of unwatchTriggers(USERS_WATCH)) this.addSql(statement);
  }
}
