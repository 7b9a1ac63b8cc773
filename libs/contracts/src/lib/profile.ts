import { z } from 'zod';
import type { Role } from './roles';
import { PHONE_PATTERN } from './auth';
import { NAME_MAX } from './constants';
import { DIAL_CODES } from './countries';
import { VALIDATION as V } from './messages';
import { strictBody } from './strict-body';

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

// Empty fields are saved as null (spec §5); what is given follows the sign-up form's rules.
const optionalText = (max: number, message: string, rule: (v: string) => boolean = () => true) =>
  z
    .string({ error: V.textType })
    .trim()
    .max(max, message)
    .refine((v) => !v || rule(v), message)
    .nullish()
    .transform((v) => (v ? v : null));

export const profileUpdateSchema = strictBody({
  first_name: optionalText(NAME_MAX, V.firstNameMax).optional(),
  last_name: optionalText(NAME_MAX, V.lastNameMax).optional(),
  country_code: optionalText(8, V.dialCode, (v) => DIAL_CODES.has(v)).optional(),
  phone: optionalText(20, V.phoneFormat, (v) => PHONE_PATTERN.test(v)).optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
