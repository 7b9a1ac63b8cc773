import { Migration } from '@mikro-orm/migrations';

// Issue 28: an MFA challenge token opens one session at most. The ids of those spent are kept until the
// token would have expired anyway (MfaService.completeChallenge prunes the older ones).
export class Migration20261205100200_mfa_challenges extends Migration {
  override up(): void {
    this.addSql(`create table mfa_challenges_spent (id uuid primary key, expires_at timestamptz not null);`);
    this.addSql(`create index mfa_challenges_spent_expires_at_index on mfa_challenges_spent (expires_at);`);
  }

  override down(): void {
    this.addSql(`drop table if exists mfa_challenges_spent;`);
  }
}
