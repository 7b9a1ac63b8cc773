import { Migration } from '@mikro-orm/migrations';

/** Second factors (TOTP), their recovery codes, and each session's assurance level (spec §3, §4). */
export class Migration20261128200000_mfa extends Migration {
  override up(): void {
    this.addSql(`
      create table mfa_factors (
        id uuid primary key,
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        factor_type varchar(16) not null default 'totp',
        friendly_name varchar(100) null,
        status varchar(16) not null default 'unverified',
        secret_encrypted text not null,
        last_used_step integer null,
        created_at timestamptz not null,
        verified_at timestamptz null,
        constraint mfa_factors_status_check check (status in ('verified', 'unverified'))
      );`);
    this.addSql(`create index mfa_factors_user_id_index on mfa_factors (user_id);`);
    // One verified TOTP per account: enrolling a second one races cannot both win.
    this.addSql(`create unique index mfa_factors_one_verified on mfa_factors (user_id) where status = 'verified';`);
    this.addSql(`
      create table mfa_recovery_codes (
        id uuid primary key,
        user_id uuid not null references users(id) on delete cascade deferrable initially deferred,
        code_hash char(64) not null,
        created_at timestamptz not null,
        used_at timestamptz null
      );`);
    this.addSql(`create index mfa_recovery_codes_user_id_index on mfa_recovery_codes (user_id, code_hash);`);
    this.addSql(`alter table auth_sessions add column aal varchar(4) not null default 'aal1';`);
  }

  override down(): void {
    this.addSql(`alter table auth_sessions drop column aal;`);
    this.addSql(`drop table if exists mfa_recovery_codes cascade;`);
    this.addSql(`drop table if exists mfa_factors cascade;`);
  }
}
