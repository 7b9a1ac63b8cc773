import type { DocumentsState } from './documents';
import type { RecruiterApproval } from './recruiter';
import type { Role } from './roles';

export interface Profile {
  user_id: string;
  email: string;
  role: Role;
  first_name: string | null;
  last_name: string | null;
  country_code: string | null;
  phone: string | null;
  has_paid: boolean;
  overall_progress: number;
  /** The documents as a whole (`documentsState`), kept by the server with each document change. */
  documents_state: DocumentsState;
  progress_5j: number;
  progress_10j: number;
  risk_flag: boolean;
  first_login_completed: boolean;
  date_close: string | null;
  calendly_link: string | null;
  crm_contact_id: string | null;
  created_at: string;
  /** The client consented to recruiters seeing it (off until given). */
  recruiter_visible: boolean;
  /** When that consent was last given, and last withdrawn (ISO 8601; null if never). */
  recruiter_consent_at: string | null;
  recruiter_withdrawn_at: string | null;
  /** A recruiter account's approval by axel, and when it was decided (null for the other roles). */
  recruiter_approval: RecruiterApproval | null;
  recruiter_decided_at: string | null;
  /** The user asked for deletion at this time (ISO 8601), pending axel's confirmation; null otherwise. */
  deletion_requested_at: string | null;
}
