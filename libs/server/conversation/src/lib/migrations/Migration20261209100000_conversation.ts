import { Migration } from '@mikro-orm/migrations';
import { MESSAGE_LIMITS, MESSAGE_SENDER_KINDS } from '@capsuisse/contracts';

const kinds = MESSAGE_SENDER_KINDS.map((k) => `'${k}'`).join(', ');

/**
 * Issue 30: one thread per client (its messages), and how far each reader has read it. A client's messages
 * go with its account; a staff member's stay in the client's thread, unsigned, when theirs is erased.
 */
export class Migration20261209100000_conversation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table messages (
        id uuid primary key,
        client_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        sender_id uuid null references users(id) on delete set null deferrable initially deferred,
        sender_kind varchar(16) not null check (sender_kind in (${kinds})),
        body text not null check (char_length(body) between 1 and ${MESSAGE_LIMITS.body}),
        created_at timestamptz not null
      );`);
    // The thread's pages, newest first, and what waits unread past a reader's time.
    this.addSql(`create index messages_thread_index on messages (client_id, created_at desc, id desc);`);
    this.addSql(`create index messages_sender_id_index on messages (sender_id) where sender_id is not null;`);
    this.addSql(`
      create table conversation_reads (
        client_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        read_at timestamptz not null,
        primary key (client_id, user_id)
      );`);
    this.addSql(`create index conversation_reads_user_id_index on conversation_reads (user_id);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists conversation_reads;');
    this.addSql('drop table if exists messages;');
  }
}
