import { Migration } from '@mikro-orm/migrations';

// Issue 11, the list endpoints: every sort of axel's users table and of the recruiter list walks an index
// in its order, tie-breaker included, so a page is read without sorting every profile.
// - axel, by date: (created_at, user_id) in one direction, read forwards or backwards; it replaces the
//   index on created_at alone, which it covers (the analytics' sign-up weeks read its first column).
// - axel, by email: the same with email.
// - recruiters: newest first with the user id ascending as tie-breaker, only the profiles they may see.
// - axel's role filter (and the axel lookups of role changes): user_roles by role.
// The email search is a substring (ILIKE '%…%'): no b-tree serves it, and a trigram index needs the
// pg_trgm extension, which the embedded PGlite does not load.
export class Migration20261129100000_list_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index profiles_created_at_user_id_index on profiles (created_at desc, user_id desc);`);
    this.addSql(`drop index profiles_created_at_index;`);
    this.addSql(`create index profiles_email_user_id_index on profiles (email, user_id);`);
    this.addSql(`create index profiles_recruiter_list_index on profiles (created_at desc, user_id) where recruiter_visible;`);
    this.addSql(`create index user_roles_role_index on user_roles (role);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index user_roles_role_index;`);
    this.addSql(`drop index profiles_recruiter_list_index;`);
    this.addSql(`drop index profiles_email_user_id_index;`);
    this.addSql(`create index profiles_created_at_index on profiles (created_at desc);`);
    this.addSql(`drop index profiles_created_at_user_id_index;`);
  }
}
