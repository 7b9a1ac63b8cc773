import { Migration } from '@mikro-orm/migrations';
import { unwatchTriggers, watchTriggers } from '@capsuisse/server-core';
import { THREAD_WATCH } from '../conversation.reads';

// Issue 29: the coach's page keeps each client's card, which shows the thread's unread count (THREAD_WATCH).
export class Migration20261215100200_thread_reads extends Migration {
  override async up(): Promise<void> {
    for (const statement of watchTriggers(THREAD_WATCH)) this.addSql(statement);
  }

  override async down(): Promise<void> {
    for (const statement of unwatchTriggers(THREAD_WATCH)) this.addSql(statement);
  }
}
