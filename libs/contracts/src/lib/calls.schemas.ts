import { z } from 'zod';
import { CALL_ERRORS as E, CALL_OUTCOMES, CALL_RULES } from './calls';
import { strictBody } from './strict-body';

const time = z.string({ error: E.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, E.time);
const date = z.iso.date({ error: E.date });

const ordered = (r: { start: string; end: string }) => r.start < r.end;
const order = { message: E.rangeOrder, path: ['end'] };
const weekday = z.number({ error: E.weekday }).int(E.weekday).min(1, E.weekday).max(7, E.weekday);
const weeklyRange = strictBody({ weekday, start: time, end: time }).refine(ordered, order);
const closedDate = strictBody({ date, closed: z.literal(true, { error: E.closed }) });
const extraRange = strictBody({ date, closed: z.literal(false, { error: E.closed }), start: time, end: time }).refine(ordered, order);

/** A coach's whole availability, replaced at once; overlaps within a day are checked by the service (their day named). */
export const availabilitySchema = strictBody({
  video_url: z
    .string({ error: E.videoUrl })
    .trim()
    .max(CALL_RULES.videoUrlMax, E.videoUrlMax)
    .refine((value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(value);
    }, E.videoUrl)
    .nullable(),
  weekly: z.array(weeklyRange, { error: E.rangesMax }).max(CALL_RULES.rangesMax * 7, E.rangesMax),
  exceptions: z
    .array(
      z.union([closedDate, extraRange], { error: E.closed }),
      { error: E.exceptionsMax },
    )
    .max(CALL_RULES.exceptionsMax, E.exceptionsMax),
});
export type AvailabilityInput = z.output<typeof availabilitySchema>;

export const callSettingsSchema = strictBody({
  session_minutes: z.number({ error: E.sessionMinutes }).int(E.sessionMinutes).min(CALL_RULES.sessionMinutes.min, E.sessionMinutes).max(CALL_RULES.sessionMinutes.max, E.sessionMinutes),
});
export type CallSettingsInput = z.output<typeof callSettingsSchema>;

export const firstCallsSchema = strictBody({ enabled: z.boolean({ error: E.enabled }) });

const startsAt = z.iso.datetime({ offset: true, error: E.startsAt });

export const firstCallSchema = strictBody({ starts_at: startsAt });
export const sessionCallSchema = strictBody({ coach_id: z.guid({ error: E.coachNotFound }), starts_at: startsAt });
/** A move, or a coach's proposal to one of its clients. */
export const callTimeSchema = strictBody({ starts_at: startsAt });
export const callOutcomeSchema = strictBody({ outcome: z.enum(CALL_OUTCOMES, { error: E.outcome }) });
