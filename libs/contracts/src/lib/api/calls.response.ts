import { z } from 'zod';
import type { CallSlotsDto } from '../calls';
import { count } from './fields.response';

/** `GET /api/calls/first-call/slots` and `/api/calls/sessions/slots`: per coach, per UTC date, runs of `HH:MM` UTC starts. */
export const callSlotsResponse = z.strictObject({
  minutes: count.min(1),
  coaches: z.array(
    z.strictObject({
      coach_id: z.guid(),
      days: z.array(z.strictObject({ date: z.iso.date(), times: z.array(z.string().regex(/^\d\d:\d\d(-\d\d:\d\d)?$/)).min(1) })),
    }),
  ),
}) satisfies z.ZodType<CallSlotsDto>;
