import { assignmentsInitial } from '@capsuisse/server-assignments';
import { authInitial, Migration20261128100000_session_devices, Migration20261128200000_mfa, Migration20261129200000_access_notifications, Migration20261201100100_access_versions, Migration20261205100200_mfa_challenges, Migration20261207200100_access_reads } from '@capsuisse/server-auth';
import { composedMigration, coreInitial, Migration20261124100000_audit, Migration20261205100100_audit_pseudonyms, Migration20261206100000_mails, Migration20261206400000_pending_objects, Migration20261206400100_deferred_jobs, Migration20261207200000_read_model, Migration20261208100000_read_model_statements, Migration20261210400000_mail_attachments, Migration20261216100000_read_model_batches, type MigrationList } from '@capsuisse/server-core';
import { documentsInitial, Migration20261123100000_documents, Migration20261126300000_documents_review_indexes, Migration20261202100000_document_views, Migration20261203100000_coach_page_versions, Migration20261207100000_coach_page_reads, Migration20261207200200_coach_page_stamps, Migration20261209100100_coach_page_threads, Migration20261211100000_cv_checks, Migration20261215100100_document_list_reads } from '@capsuisse/server-documents';
import { milestonesInitial } from '@capsuisse/server-milestones';
import { Migration20261123200000_payments, Migration20261125100000_payments_anonymise, Migration20261126200000_payment_reversals, Migration20261204200000_payment_return_url, Migration20261205100000_payment_pseudonym, Migration20261211400000_payment_method } from '@capsuisse/server-payments';
import { Migration20261126100000_progress_parts, Migration20261128400000_data_rights, Migration20261129100000_list_indexes, Migration20261129200100_access_notifications, Migration20261201100000_access_versions, Migration20261204100000_documents_state, Migration20261206200000_recruiter_consent, Migration20261207300000_email_search_index, Migration20261207300100_staff_roles_index, Migration20261208100100_user_counts, Migration20261215100000_own_profile_reads, profilesInitial } from '@capsuisse/server-profiles';
import { Migration20261126400000_resources } from '@capsuisse/server-resources';
import { Migration20261127100000_programme, Migration20261212100000_job_search, Migration20261213100000_training_videos } from '@capsuisse/server-programme';
import { Migration20261209100000_conversation, Migration20261209100200_notifications, Migration20261210100000_message_attachments, Migration20261210300000_notification_subjects, Migration20261215100200_thread_reads } from '@capsuisse/server-conversation';
import { Migration20261209200000_reminders } from '@capsuisse/server-reminders';
import { Migration20261210200000_calls, Migration20261210400100_call_invitations, Migration20261214100000_calendar_reads } from '@capsuisse/server-calls';

// The schema of spec §3 plus auth, audit and outbox, each domain writing its own tables, in this order
// (a table comes after those it references). Written by hand: migrations are the only way the schema
// changes (never schema:update), and they run the same on PostgreSQL and PGlite. Foreign keys are checked
// at commit: entities hold plain ids, so the ORM may insert in any order.
export class Migration20261123000000_initial extends composedMigration([
  authInitial,
  profilesInitial,
  documentsInitial,
  assignmentsInitial,
  milestonesInitial,
  coreInitial,
]) {}

/**
 * Every domain's migrations in the one order they run, for the API, the worker and `main.js migrate`.
 * Listed by hand so they run from a bundle (no file globbing at run time). Append, never edit: the names
 * are recorded in every database that applied them.
 */
export const MIGRATIONS: MigrationList = [
  { name: 'Migration20261123000000_initial', class: Migration20261123000000_initial },
  { name: 'Migration20261123100000_documents', class: Migration20261123100000_documents },
  { name: 'Migration20261123200000_payments', class: Migration20261123200000_payments },
  { name: 'Migration20261124100000_audit', class: Migration20261124100000_audit },
  { name: 'Migration20261125100000_payments_anonymise', class: Migration20261125100000_payments_anonymise },
  { name: 'Migration20261126100000_progress_parts', class: Migration20261126100000_progress_parts },
  { name: 'Migration20261126200000_payment_reversals', class: Migration20261126200000_payment_reversals },
  { name: 'Migration20261126300000_documents_review_indexes', class: Migration20261126300000_documents_review_indexes },
  { name: 'Migration20261126400000_resources', class: Migration20261126400000_resources },
  { name: 'Migration20261127100000_programme', class: Migration20261127100000_programme },
  { name: 'Migration20261128100000_session_devices', class: Migration20261128100000_session_devices },
  { name: 'Migration20261128200000_mfa', class: Migration20261128200000_mfa },
  { name: 'Migration20261128400000_data_rights', class: Migration20261128400000_data_rights },
  { name: 'Migration20261129100000_list_indexes', class: Migration20261129100000_list_indexes },
  { name: 'Migration20261129200000_access_notifications', class: Migration20261129200000_access_notifications },
  { name: 'Migration20261129200100_access_notifications', class: Migration20261129200100_access_notifications },
  { name: 'Migration20261201100000_access_versions', class: Migration20261201100000_access_versions },
  { name: 'Migration20261201100100_access_versions', class: Migration20261201100100_access_versions },
  { name: 'Migration20261202100000_document_views', class: Migration20261202100000_document_views },
  { name: 'Migration20261203100000_coach_page_versions', class: Migration20261203100000_coach_page_versions },
  { name: 'Migration20261204100000_documents_state', class: Migration20261204100000_documents_state },
  { name: 'Migration20261204200000_payment_return_url', class: Migration20261204200000_payment_return_url },
  { name: 'Migration20261205100000_payment_pseudonym', class: Migration20261205100000_payment_pseudonym },
  { name: 'Migration20261205100100_audit_pseudonyms', class: Migration20261205100100_audit_pseudonyms },
  { name: 'Migration20261205100200_mfa_challenges', class: Migration20261205100200_mfa_challenges },
  { name: 'Migration20261206100000_mails', class: Migration20261206100000_mails },
  { name: 'Migration20261206200000_recruiter_consent', class: Migration20261206200000_recruiter_consent },
  { name: 'Migration20261206400000_pending_objects', class: Migration20261206400000_pending_objects },
  { name: 'Migration20261206400100_deferred_jobs', class: Migration20261206400100_deferred_jobs },
  { name: 'Migration20261207100000_coach_page_reads', class: Migration20261207100000_coach_page_reads },
  { name: 'Migration20261207200000_read_model', class: Migration20261207200000_read_model },
  { name: 'Migration20261207200100_access_reads', class: Migration20261207200100_access_reads },
  { name: 'Migration20261207200200_coach_page_stamps', class: Migration20261207200200_coach_page_stamps },
  { name: 'Migration20261207300000_email_search_index', class: Migration20261207300000_email_search_index },
  { name: 'Migration20261207300100_staff_roles_index', class: Migration20261207300100_staff_roles_index },
  { name: 'Migration20261208100000_read_model_statements', class: Migration20261208100000_read_model_statements },
  { name: 'Migration20261208100100_user_counts', class: Migration20261208100100_user_counts },
  { name: 'Migration20261209100000_conversation', class: Migration20261209100000_conversation },
  { name: 'Migration20261209100100_coach_page_threads', class: Migration20261209100100_coach_page_threads },
  { name: 'Migration20261209100200_notifications', class: Migration20261209100200_notifications },
  { name: 'Migration20261209200000_reminders', class: Migration20261209200000_reminders },
  { name: 'Migration20261210100000_message_attachments', class: Migration20261210100000_message_attachments },
  { name: 'Migration20261210200000_calls', class: Migration20261210200000_calls },
  { name: 'Migration20261210300000_notification_subjects', class: Migration20261210300000_notification_subjects },
  { name: 'Migration20261210400000_mail_attachments', class: Migration20261210400000_mail_attachments },
  { name: 'Migration20261210400100_call_invitations', class: Migration20261210400100_call_invitations },
  { name: 'Migration20261211100000_cv_checks', class: Migration20261211100000_cv_checks },
  { name: 'Migration20261211400000_payment_method', class: Migration20261211400000_payment_method },
  { name: 'Migration20261212100000_job_search', class: Migration20261212100000_job_search },
  { name: 'Migration20261213100000_training_videos', class: Migration20261213100000_training_videos },
  { name: 'Migration20261214100000_calendar_reads', class: Migration20261214100000_calendar_reads },
  { name: 'Migration20261215100000_own_profile_reads', class: Migration20261215100000_own_profile_reads },
  { name: 'Migration20261215100100_document_list_reads', class: Migration20261215100100_document_list_reads },
  { name: 'Migration20261215100200_thread_reads', class: Migration20261215100200_thread_reads },
  { name: 'Migration20261216100000_read_model_batches', class: Migration20261216100000_read_model_batches },
];
