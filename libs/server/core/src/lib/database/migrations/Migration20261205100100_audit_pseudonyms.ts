import { Migration } from '@mikro-orm/migrations';

// Issue 28: a deleted person's entries keep a pseudonym as their actor (AuditService.forgetPerson), which is
// no user: the actor no longer references users. Nulling it on deletion lost who did what; the deletion
// replaces it instead.
export class Migration20261205100100_audit_pseudonyms extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table audit_log drop constraint if exists audit_log_actor_id_fkey;`);
  }

  override async down(): Promise<void> {
    // Pseudonyms name no user: the old schema nulls them, as it did at deletion.
    this.addSql(`update audit_log set actor_id = null where actor_id is not null and not exists (select 1 from users u where u.id = audit_log.actor_id);`);
    this.addSql(`alter table audit_log add constraint audit_log_actor_id_fkey foreign key (actor_id) references users(id) on delete set null deferrable initially deferred;`);
  }
}
