import { Migration } from '@mikro-orm/migrations';

// Issue 9: the files of /ressources, one row per kind.
export class Migration20261126400000_resources extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table resources (
        kind varchar(20) primary key check (kind in ('formulaire', 'carnet')),
        storage_key text not null,
        mime_type varchar(255) not null,
        size integer not null,
        uploaded_by uuid null references users(id) on delete set null deferrable initially deferred,
        uploaded_at timestamptz not null
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists resources cascade;`);
  }
}
