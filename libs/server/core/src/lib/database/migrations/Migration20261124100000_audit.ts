import { Migration } from '@mikro-orm/migrations';

// Issue 8: the request that made each change, and indexes for axel's filters (actor, target, action; newest first).
export class Migration20261124100000_audit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table audit_log add column request_id varchar(100) null;`);
    this.addSql(`create index audit_log_actor_id_created_at_index on audit_log (actor_id, created_at desc);`);
    this.addSql(`create index audit_log_target_id_created_at_index on audit_log (target_id, created_at desc);`);
    this.addSql(`create index audit_log_action_created_at_index on audit_log (action, created_at desc);`);
  }

  override async down(): Promise<void> {
    for (const index of ['audit_log_action_created_at_index', 'audit_log_target_id_created_at_index', 'audit_log_actor_id_created_at_index']) {
      this.addSql(`drop index if exists ${index};`);
    }
    this.addSql(`alter table audit_log drop column if exists request_id;`);
  }
}
