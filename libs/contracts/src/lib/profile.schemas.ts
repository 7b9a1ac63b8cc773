import { z } from 'zod';
import { PHONE_PATTERN } from './auth';
import { NAME_MAX } from './constants';
import { DIAL_CODES } from './countries';
import { VALIDATION as V } from './messages';
import { strictBody } from './strict-body';

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
