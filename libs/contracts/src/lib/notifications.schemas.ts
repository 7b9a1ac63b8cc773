import { z } from 'zod';
import { NOTIFICATION_ERRORS as E, NOTIFICATION_KINDS } from './notifications';
import { VALIDATION as V } from './messages';
import { strictBody } from './strict-body';

export const notificationPreferenceSchema = strictBody({
  kind: z.enum(NOTIFICATION_KINDS, { error: E.kind }),
  email: z.boolean({ error: E.email }),
});
export type NotificationPreferenceInput = z.input<typeof notificationPreferenceSchema>;

export const notificationsQuery = z.object({ page: z.coerce.number<string | number>({ error: V.pageNumber }).int(V.pageNumber).min(1, V.pageNumber).default(1) });

/** A one-click unsubscribe link's token (RFC 8058): what it names is checked by its signature. */
export const unsubscribeQuery = z.object({ token: z.string({ error: E.unsubscribeInvalid }).min(1, E.unsubscribeInvalid).max(400, E.unsubscribeInvalid) });
