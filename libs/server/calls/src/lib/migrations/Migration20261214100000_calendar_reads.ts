import { Migration } from '@mikro-orm/migrations';
import { unwatchTriggers, watchTriggers } from '@capsuisse/server-core';
import { CALENDAR_WATCH } from '../calls.reads';

// Issue 31: the free slots are kept by the read model while no calendar they show has changed (CALENDAR_WATCH).
export class Migration20261214100000_calendar_reads extends Migration {
  override async up(): Promise<void> {
    // Migrations run in one transaction: an earlier one's row changes may leave deferred trigger events pending on
    // these tables, which a trigger's replacement must not find (as Migration20261207300000_email_search_index).
    this.addSql(`set constraints all immediate;`);
    for (const statement of watchTriggers(CALENDAR_WATCH)) this.addSql(statement);
    this.addSql(`set constraints all deferred;`);
  }

  override async down(): Promise<void> {
    for (const statement of unwatchTriggers(CALENDAR_WATCH)) this.addSql(statement);
  }
}
