import { z } from 'zod';
import { MILESTONE_STATUSES } from './documents';
import { requiredText, strictBody } from './strict-body';
import { MILESTONE_ERRORS, MILESTONE_LIMITS as L } from './milestones';

const E = MILESTONE_ERRORS;

// A day (`2027-01-12`, what the date picker sends) or a full ISO timestamp (what the API returns); null clears it.
const scheduledAt = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: E.date }).nullable();
// Empty notes are no notes.
const notes = z
  .string({ error: E.notesMax })
  .trim()
  .max(L.notes, E.notesMax)
  .nullable()
  .transform((v) => (v ? v : null));

const fields = {
  code: requiredText(L.code, E.codeRequired, E.codeMax),
  label: requiredText(L.label, E.labelRequired, E.labelMax),
  type: requiredText(L.type, E.typeRequired, E.typeMax),
  status: z.enum(MILESTONE_STATUSES, { error: E.status }),
  scheduled_at: scheduledAt,
  notes_client: notes,
};

export const milestoneCreateSchema = strictBody({
  ...fields,
  status: fields.status.default('a_faire'),
  scheduled_at: fields.scheduled_at.optional().default(null),
  notes_client: fields.notes_client.optional().default(null),
});
export type MilestoneCreate = z.input<typeof milestoneCreateSchema>;

export const milestoneUpdateSchema = strictBody(fields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: E.nothingToChange });
export type MilestoneUpdate = z.input<typeof milestoneUpdateSchema>;

export const milestoneOrderSchema = strictBody({
  ids: z.array(z.guid({ error: E.order }), { error: E.order }).min(1, E.order).max(500, E.order),
});
