import { z } from 'zod';
import { REMINDER_ERRORS as E, REMINDER_KINDS } from './reminders';
import { strictBody } from './strict-body';

export const reminderKindParams = z.object({ kind: z.enum(REMINDER_KINDS, { error: E.kind }) });

/** A kind's switch and delay; the delay's range depends on the kind (checked by the service). */
export const reminderSettingSchema = strictBody({
  enabled: z.boolean({ error: E.enabled }),
  delay: z.number({ error: E.delay }).int(E.delay),
});
export type ReminderSettingInput = z.input<typeof reminderSettingSchema>;
