import type { DocumentsState } from './documents';
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
  /** Recruiters may see this client (on by default; the client's choice). */
  recruiter_visible: boolean;
  /** The user asked for deletion at this time (ISO 8601), pending axel's confirmation; null otherwise. */
  deletion_requested_at: string | null;
}
