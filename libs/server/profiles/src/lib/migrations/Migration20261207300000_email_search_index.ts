import { Migration } from '@mikro-orm/migrations';

// Issue 29: axel's email search (a substring, ILIKE '%…%') is served by a trigram index, with 100,000 users
// as with a thousand. PGlite loads pg_trgm too now (EmbeddedPostgres).
export class Migration20261207300000_email_search_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    // Migrations run in one transaction: an earlier one's row changes leave the read model's deferred triggers
    // pending, and PostgreSQL builds no index on a table with pending trigger events. They run now instead.
    this.addSql(`set constraints all immediate;`);
    this.addSql(`create index profiles_email_trgm_index on profiles using gin (email gin_trgm_ops);`);
    this.addSql(`set constraints all deferred;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists profiles_email_trgm_index;`);
  }
}
