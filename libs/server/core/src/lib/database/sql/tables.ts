import type { AssuranceLevel, DocumentsState, DocumentStatus, DocumentType, MessageSenderKind, NotificationKind, RecruiterApproval, Role } from '@capsuisse/contracts';
import type { ColumnType } from 'kysely';
import type { AuthSessions, DB, DocumentReviews, Files, Messages, NotificationPreferences, Notifications, Profiles, UserRoles } from './schema';

/** A column the database's check constraint holds to one of the contract's values, read and written as them. */
type Narrow<Column, T> = Column extends ColumnType<unknown, undefined, unknown> ? ColumnType<T, T | undefined, T> : T;

/**
 * The tables as typed queries see them: the generated schema (`npm run db:types`), with the columns that
 * the migrations' check constraints hold to the contract's values typed as those values. Timestamps and
 * dates are PostgreSQL's text (.kysely-codegenrc.json): the ORM's connections, which run the statements, parse them so.
 */
export interface Tables extends Omit<DB, 'auth_sessions' | 'files' | 'document_reviews' | 'messages' | 'notification_preferences' | 'notifications' | 'profiles' | 'user_roles'> {
  auth_sessions: Omit<AuthSessions, 'aal'> & { aal: Narrow<AuthSessions['aal'], AssuranceLevel> };
  files: Omit<Files, 'type' | 'status'> & { type: DocumentType; status: Narrow<Files['status'], DocumentStatus> };
  document_reviews: Omit<DocumentReviews, 'document_type' | 'verdict'> & { document_type: DocumentType; verdict: Exclude<DocumentStatus, 'en_attente'> };
  messages: Omit<Messages, 'sender_kind'> & { sender_kind: MessageSenderKind };
  notification_preferences: Omit<NotificationPreferences, 'kind'> & { kind: NotificationKind };
  notifications: Omit<Notifications, 'kind'> & { kind: NotificationKind };
  profiles: Omit<Profiles, 'documents_state' | 'recruiter_approval'> & {
    documents_state: Narrow<Profiles['documents_state'], DocumentsState>;
    recruiter_approval: RecruiterApproval | null;
  };
  user_roles: Omit<UserRoles, 'role'> & { role: Role };
}
