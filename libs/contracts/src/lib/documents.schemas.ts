import { z } from 'zod';
import { VALIDATION as V } from './messages';
import { strictBody } from './strict-body';
import { DOCUMENT_ERRORS, REJECT_REASON_MAX_LENGTH } from './documents';

export const rejectSchema = strictBody({
  reason: z.string({ error: DOCUMENT_ERRORS.rejectReason }).trim().min(1, DOCUMENT_ERRORS.rejectReason).max(REJECT_REASON_MAX_LENGTH),
});
export type RejectRequest = z.input<typeof rejectSchema>;

export const assignmentSchema = strictBody({
  accompagnateur_id: z.guid({ error: V.idFormat }),
  client_id: z.guid({ error: V.idFormat }),
});
