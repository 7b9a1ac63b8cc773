import { z } from 'zod';
import { FOLLOW_UP_DAYS, TRAINING_DAYS } from './constants';
import { optionalNullText, requiredText, strictBody } from './strict-body';
import { JOB_SEARCH_ERRORS, JOB_SEARCH_TARGET, ORP_NUMBER_MAX } from './job-search';
import { APPLICATION_CHANNELS, APPLICATION_OUTCOMES, PROGRAMME_ERRORS, PROGRAMME_LIMITS } from './programme';

const dayNumber = (max: number, error: string) => z.coerce.number({ error }).int(error).min(1, error).max(max, error);
export const trainingDayParams = z.object({ day: dayNumber(TRAINING_DAYS, PROGRAMME_ERRORS.trainingDay) });
export const followUpDayParams = z.object({ day: dayNumber(FOLLOW_UP_DAYS, PROGRAMME_ERRORS.followUpDay) });

/** A calendar date `AAAA-MM-JJ` that exists (no 31 February). */
const isoDate = (error: string) =>
  z
    .string({ error })
    .regex(/^\d{4}-\d{2}-\d{2}$/, error)
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, error);

const day = z.number({ error: PROGRAMME_ERRORS.followUpDay }).int(PROGRAMME_ERRORS.followUpDay).min(1, PROGRAMME_ERRORS.followUpDay).max(FOLLOW_UP_DAYS, PROGRAMME_ERRORS.followUpDay);

// Every column of the ORP's form; whether the date may be absent or in the future is the service's rule (it needs the stage and today).
const entryFields = {
  day: day.nullable(),
  applied_on: isoDate(PROGRAMME_ERRORS.appliedOn).nullable(),
  employer: requiredText(PROGRAMME_LIMITS.employer, PROGRAMME_ERRORS.employerRequired, PROGRAMME_ERRORS.employerMax),
  employer_address: optionalNullText(PROGRAMME_LIMITS.employerAddress, PROGRAMME_ERRORS.employerAddressMax),
  position: requiredText(PROGRAMME_LIMITS.position, PROGRAMME_ERRORS.positionRequired, PROGRAMME_ERRORS.positionMax),
  channel: z.enum(APPLICATION_CHANNELS, { error: PROGRAMME_ERRORS.channel }),
  contact_person: optionalNullText(PROGRAMME_LIMITS.contactPerson, PROGRAMME_ERRORS.contactPersonMax),
  contact_phone: optionalNullText(PROGRAMME_LIMITS.contactPhone, PROGRAMME_ERRORS.contactPhoneMax),
  workload_percent: z.number({ error: PROGRAMME_ERRORS.workload }).int(PROGRAMME_ERRORS.workload).min(1, PROGRAMME_ERRORS.workload).max(100, PROGRAMME_ERRORS.workload),
  assigned_by_orp: z.boolean({ error: PROGRAMME_ERRORS.assignedByOrp }),
  outcome: z.enum(APPLICATION_OUTCOMES, { error: PROGRAMME_ERRORS.outcome }),
  refusal_reason: optionalNullText(PROGRAMME_LIMITS.refusalReason, PROGRAMME_ERRORS.refusalReasonMax),
  follow_up_on: isoDate(PROGRAMME_ERRORS.followUpOn).nullish().transform((v) => v ?? null),
};
const newEntryDefaults = {
  workload_percent: entryFields.workload_percent.default(100),
  assigned_by_orp: entryFields.assigned_by_orp.default(false),
  outcome: entryFields.outcome.default('en_attente'),
};

/** An application of the job-search log: on a campaign day or not, sent or still to send. */
export const applicationSchema = strictBody({ ...entryFields, ...newEntryDefaults, day: entryFields.day.optional().transform((v) => v ?? null), applied_on: entryFields.applied_on.optional().transform((v) => v ?? null) });
export type ApplicationRequest = z.input<typeof applicationSchema>;
/** An application of the 10-day campaign: its day and date given. */
export const followUpEntrySchema = strictBody({ ...entryFields, ...newEntryDefaults, day, applied_on: isoDate(PROGRAMME_ERRORS.appliedOn) });
export type FollowUpEntryRequest = z.input<typeof followUpEntrySchema>;
/** Any subset of the fields; what is left out stays as it was. */
export const followUpEntryPatchSchema = strictBody(entryFields).partial();
export type FollowUpEntryPatch = z.input<typeof followUpEntryPatchSchema>;

export const jobSearchTargetSchema = strictBody({
  target: z.number({ error: JOB_SEARCH_ERRORS.target }).int(JOB_SEARCH_ERRORS.target).min(JOB_SEARCH_TARGET.min, JOB_SEARCH_ERRORS.target).max(JOB_SEARCH_TARGET.max, JOB_SEARCH_ERRORS.target),
});
export const orpNumberSchema = strictBody({ orp_number: optionalNullText(ORP_NUMBER_MAX, JOB_SEARCH_ERRORS.orpNumberMax) });

export const followUpNoteSchema = strictBody({
  note: optionalNullText(PROGRAMME_LIMITS.note, PROGRAMME_ERRORS.noteMax),
});

export const exerciseTickSchema = strictBody({ done: z.boolean({ error: PROGRAMME_ERRORS.done }) });

export const proofQuerySchema = z.object({
  month: z.string({ error: PROGRAMME_ERRORS.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, PROGRAMME_ERRORS.month),
});

export const trainingDaySchema = strictBody({
  title: requiredText(PROGRAMME_LIMITS.title, PROGRAMME_ERRORS.titleRequired, PROGRAMME_ERRORS.titleMax),
  summary: z.string({ error: PROGRAMME_ERRORS.summaryMax }).trim().max(PROGRAMME_LIMITS.summary, PROGRAMME_ERRORS.summaryMax).default(''),
  // Exercises keep their id (and the clients' ticks) when they come back with it; new ones have none.
  exercises: z
    .array(
      strictBody({
        id: z.guid({ error: PROGRAMME_ERRORS.unknownExercise }).optional(),
        label: requiredText(PROGRAMME_LIMITS.exercise, PROGRAMME_ERRORS.exerciseRequired, PROGRAMME_ERRORS.exerciseMax),
      }),
      { error: PROGRAMME_ERRORS.exercisesCount },
    )
    .min(1, PROGRAMME_ERRORS.exercisesCount)
    .max(PROGRAMME_LIMITS.exercisesPerDay, PROGRAMME_ERRORS.exercisesCount),
});
export type TrainingDayRequest = z.input<typeof trainingDaySchema>;
