import { Migration } from '@mikro-orm/migrations';
import { MESSAGE_ATTACHMENT_TYPES, MESSAGE_LIMITS } from '@capsuisse/contracts';

const types = MESSAGE_ATTACHMENT_TYPES.map((t) => `'${t}'`).join(', ');

/**
 * Issue 30: a message may carry one file (stored as documents are, under the client's folder). A message is
 * its text, its file, or both: the text may then be empty.
 */
export class Migration20261210100000_message_attachments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table messages
        add column attachment_key varchar(255) null unique,
        add column attachment_name varchar(${MESSAGE_LIMITS.attachmentName}) null,
        add column attachment_mime varchar(32) null check (attachment_mime in (${types})),
        add column attachment_size integer null check (attachment_size > 0),
        add constraint messages_attachment_whole check (
          (attachment_key is null) = (attachment_name is null)
          and (attachment_key is null) = (attachment_mime is null)
          and (attachment_key is null) = (attachment_size is null)
        ),
        drop constraint messages_body_check,
        add constraint messages_body_check check (
          char_length(body) <= ${MESSAGE_LIMITS.body} and (char_length(body) >= 1 or attachment_key is not null)
        );`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from messages where body = '';`);
    this.addSql(`
      alter table messages
        drop constraint messages_body_check,
        add constraint messages_body_check check (char_length(body) between 1 and ${MESSAGE_LIMITS.body}),
        drop constraint messages_attachment_whole,
        drop column attachment_key,
        drop column attachment_name,
        drop column attachment_mime,
        drop column attachment_size;`);
  }
}
