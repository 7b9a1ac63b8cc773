import type { Migration } from '@mikro-orm/migrations';
import { MIGRATIONS } from './migrations';

const sqlOf = (name: string, direction: 'up' | 'down'): string[] => {
  const entry = MIGRATIONS.find((m) => m.name === name);
  // Only addSql is called: no driver or configuration is needed to read what a migration would run.
  const migration = new (entry?.class as unknown as new (...args: unknown[]) => Migration)(undefined, undefined);
  void migration[direction]();
  return migration.getQueries().map(String);
};
const tablesOf = (statements: string[]) => statements.flatMap((s) => /(?:create|drop) table (?:if exists )?(\w+)/.exec(s)?.[1] ?? []);

describe('MIGRATIONS', () => {
  it('keeps the names databases recorded, in order', () => {
    expect(MIGRATIONS.map((m) => m.name)).toEqual(['Migration20261123000000_initial', 'Migration20261123100000_documents', 'Migration20261123200000_payments', 'Migration20261124100000_audit', 'Migration20261125100000_payments_anonymise', 'Migration20261126100000_progress_parts', 'Migration20261126200000_payment_reversals', 'Migration20261126300000_documents_review_indexes', 'Migration20261126400000_resources', 'Migration20261127100000_programme', 'Migration20261128100000_session_devices', 'Migration20261128200000_mfa', 'Migration20261128400000_data_rights', 'Migration20261129100000_list_indexes', 'Migration20261129200000_access_notifications', 'Migration20261129200100_access_notifications', 'Migration20261201100000_access_versions', 'Migration20261201100100_access_versions', 'Migration20261202100000_document_views', 'Migration20261203100000_coach_page_versions', 'Migration20261204100000_documents_state', 'Migration20261204200000_payment_return_url', 'Migration20261205100000_payment_pseudonym', 'Migration20261205100100_audit_pseudonyms', 'Migration20261205100200_mfa_challenges', 'Migration20261206100000_mails', 'Migration20261206200000_recruiter_consent', 'Migration20261206400000_pending_objects', 'Migration20261206400100_deferred_jobs', 'Migration20261207100000_coach_page_reads', 'Migration20261207200000_read_model', 'Migration20261207200100_access_reads', 'Migration20261207200200_coach_page_stamps', 'Migration20261207300000_email_search_index', 'Migration20261207300100_staff_roles_index', 'Migration20261208100000_read_model_statements', 'Migration20261208100100_user_counts', 'Migration20261209100000_conversation', 'Migration20261209100100_coach_page_threads', 'Migration20261209100200_notifications', 'Migration20261209200000_reminders', 'Migration20261210100000_message_attachments', 'Migration20261210200000_calls', 'Migration20261210300000_notification_subjects', 'Migration20261210400000_mail_attachments', 'Migration20261210400100_call_invitations', 'Migration20261211100000_cv_checks', 'Migration20261211400000_payment_method', 'Migration20261212100000_job_search', 'Migration20261213100000_training_videos', 'Migration20261214100000_calendar_reads', 'Migration20261215100000_own_profile_reads', 'Migration20261215100100_document_list_reads', 'Migration20261215100200_thread_reads', 'Migration20261216100000_read_model_batches']);
  });

  it('composes the initial migration from the domains in its first order, dropping in reverse', () => {
    const created = ['users', 'auth_sessions', 'refresh_tokens', 'password_reset_tokens', 'profiles', 'user_roles', 'files', 'accompagnateur_clients', 'milestones', 'audit_log', 'outbox'];
    const up = sqlOf('Migration20261123000000_initial', 'up');
    expect(up).toHaveLength(16);
    expect(tablesOf(up)).toEqual(created);
    expect(tablesOf(sqlOf('Migration20261123000000_initial', 'down'))).toEqual([...created].reverse());
  });
});
