import { Migration } from '@mikro-orm/migrations';

// Issue 28: clients appear to recruiters only once they say yes (no one has yet: everyone starts hidden), the
// dates of consent and withdrawal kept; a recruiter account waits for axel's approval, with who decided and
// when. The recruiters there are today were made by axel or by the seed, or already read the list: approved.
export class Migration20261206200000_recruiter_consent extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table profiles alter column recruiter_visible set default false,
         add column recruiter_consent_at timestamptz null,
         add column recruiter_withdrawn_at timestamptz null,
         add column recruiter_approval text null check (recruiter_approval in ('pending', 'approved', 'refused')),
         add column recruiter_decided_by uuid null,
         add column recruiter_decided_at timestamptz null;`,
    );
    this.addSql(`update profiles set recruiter_visible = false where recruiter_visible;`);
    this.addSql(
      `update profiles p set recruiter_approval = 'approved', recruiter_decided_at = now()
       from user_roles r where r.user_id = p.user_id and r.role = 'recruteur';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table profiles alter column recruiter_visible set default true, drop column recruiter_consent_at, drop column recruiter_withdrawn_at,
         drop column recruiter_approval, drop column recruiter_decided_by, drop column recruiter_decided_at;`,
    );
  }
}
