import { z } from 'zod';
import { FOLLOW_UP_DAYS, TRAINING_DAYS } from './constants';
import { strictBody } from './strict-body';

// The client's programme (issue 9): the 5-day training and the 10-day application campaign.

export const PROGRAMME_LIMITS = {
  employer: 200,
  position: 200,
  contactPerson: 200,
  note: 2000,
  title: 200,
  summary: 2000,
  videoUrl: 500,
  exercise: 500,
  exercisesPerDay: 20,
} as const;

/** How an application was sent (the client's words); the proof PDF groups them as the ORP form does. */
export const APPLICATION_CHANNELS = ['email', 'plateforme', 'spontanee', 'reseau', 'agence', 'telephone', 'en_personne'] as const;
export type ApplicationChannel = (typeof APPLICATION_CHANNELS)[number];
export const APPLICATION_CHANNEL_LABELS: Record<ApplicationChannel, string> = {
  email: 'E-mail',
  plateforme: 'Plateforme en ligne',
  spontanee: 'Candidature spontanée',
  reseau: 'Réseau',
  agence: 'Agence de placement',
  telephone: 'Téléphone',
  en_personne: 'En personne',
};
/** The form's "mode de candidature" column: écrite, téléphonique, personnelle or électronique. */
export const APPLICATION_CHANNEL_MODES: Record<ApplicationChannel, string> = {
  email: 'Électronique',
  plateforme: 'Électronique',
  spontanee: 'Écrite',
  reseau: 'Personnelle',
  agence: 'Personnelle',
  telephone: 'Téléphone',
  en_personne: 'Personnelle',
};

export const APPLICATION_OUTCOMES = ['en_attente', 'entretien', 'refus', 'offre'] as const;
export type ApplicationOutcome = (typeof APPLICATION_OUTCOMES)[number];
export const APPLICATION_OUTCOME_LABELS: Record<ApplicationOutcome, string> = {
  en_attente: 'En attente',
  entretien: 'Entretien',
  refus: 'Refus',
  offre: 'Offre',
};

export const PROGRAMME_ERRORS = {
  trainingDay: `Le jour doit être un nombre entre 1 et ${TRAINING_DAYS}`,
  followUpDay: `Le jour doit être un nombre entre 1 et ${FOLLOW_UP_DAYS}`,
  done: 'Indiquez si l’exercice est fait (done : true ou false)',
  appliedOn: 'La date de candidature doit être une date valide (AAAA-MM-JJ)',
  employerRequired: "L'employeur est requis",
  employerMax: `L'employeur ne peut pas dépasser ${PROGRAMME_LIMITS.employer} caractères`,
  positionRequired: 'Le poste est requis',
  positionMax: `Le poste ne peut pas dépasser ${PROGRAMME_LIMITS.position} caractères`,
  contactPersonMax: `La personne de contact ne peut pas dépasser ${PROGRAMME_LIMITS.contactPerson} caractères`,
  channel: 'Canal de candidature inconnu',
  outcome: 'Résultat de candidature inconnu',
  noteMax: `La note ne peut pas dépasser ${PROGRAMME_LIMITS.note} caractères`,
  month: 'Le mois doit être au format AAAA-MM',
  titleRequired: 'Le titre est requis',
  titleMax: `Le titre ne peut pas dépasser ${PROGRAMME_LIMITS.title} caractères`,
  summaryMax: `Le résumé ne peut pas dépasser ${PROGRAMME_LIMITS.summary} caractères`,
  videoUrl: 'Le lien vidéo doit être une adresse http(s) valide',
  exerciseRequired: "Le libellé de l'exercice est requis",
  exerciseMax: `Un exercice ne peut pas dépasser ${PROGRAMME_LIMITS.exercise} caractères`,
  exercisesCount: `Chaque jour compte de 1 à ${PROGRAMME_LIMITS.exercisesPerDay} exercices`,
  unknownExercise: "Cet exercice n'appartient pas à ce jour",
} as const;

export interface TrainingExercise {
  id: string;
  label: string;
}

/** One day of the training as axel edits it. */
export interface TrainingDayContent {
  day: number;
  title: string;
  video_url: string;
  summary: string;
  exercises: TrainingExercise[];
}

/** One day as a client sees it: each exercise ticked or not. */
export interface TrainingDayView extends TrainingDayContent {
  exercises: (TrainingExercise & { done: boolean })[];
}

/** `GET /api/programme/training`: the five days and `progress_5j` (ticked / all exercises). */
export interface TrainingView {
  progress: number;
  days: TrainingDayView[];
}

export interface FollowUpEntry {
  id: string;
  day: number;
  /** `AAAA-MM-JJ`, the day the application was sent (the proof PDF's month). */
  applied_on: string;
  employer: string;
  position: string;
  channel: ApplicationChannel;
  contact_person: string | null;
  outcome: ApplicationOutcome;
  created_at: string;
}

export interface FollowUpDay {
  day: number;
  note: string | null;
  entries: FollowUpEntry[];
}

/** `GET /api/programme/follow-up`: always ten days and `progress_10j` (days holding an entry / 10). */
export interface FollowUpView {
  progress: number;
  days: FollowUpDay[];
}

/** `GET /api/users/:id/programme`: what the client's coach and axel read. */
export interface ClientProgramme {
  training: TrainingView;
  follow_up: FollowUpView;
}

const dayNumber = (max: number, error: string) => z.coerce.number({ error }).int(error).min(1, error).max(max, error);
export const trainingDayParams = z.object({ day: dayNumber(TRAINING_DAYS, PROGRAMME_ERRORS.trainingDay) });
export const followUpDayParams = z.object({ day: dayNumber(FOLLOW_UP_DAYS, PROGRAMME_ERRORS.followUpDay) });

const required = (max: number, requiredError: string, maxError: string) =>
  z.string({ error: requiredError }).trim().min(1, requiredError).max(max, maxError);

/** A calendar date `AAAA-MM-JJ` that exists (no 31 February). */
const isoDate = z
  .string({ error: PROGRAMME_ERRORS.appliedOn })
  .regex(/^\d{4}-\d{2}-\d{2}$/, PROGRAMME_ERRORS.appliedOn)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, PROGRAMME_ERRORS.appliedOn);

const entryFields = {
  day: z.number({ error: PROGRAMME_ERRORS.followUpDay }).int(PROGRAMME_ERRORS.followUpDay).min(1, PROGRAMME_ERRORS.followUpDay).max(FOLLOW_UP_DAYS, PROGRAMME_ERRORS.followUpDay),
  applied_on: isoDate,
  employer: required(PROGRAMME_LIMITS.employer, PROGRAMME_ERRORS.employerRequired, PROGRAMME_ERRORS.employerMax),
  position: required(PROGRAMME_LIMITS.position, PROGRAMME_ERRORS.positionRequired, PROGRAMME_ERRORS.positionMax),
  channel: z.enum(APPLICATION_CHANNELS, { error: PROGRAMME_ERRORS.channel }),
  // Empty is saved as null.
  contact_person: z
    .string({ error: PROGRAMME_ERRORS.contactPersonMax })
    .trim()
    .max(PROGRAMME_LIMITS.contactPerson, PROGRAMME_ERRORS.contactPersonMax)
    .nullish()
    .transform((v) => v || null),
  outcome: z.enum(APPLICATION_OUTCOMES, { error: PROGRAMME_ERRORS.outcome }),
};

export const followUpEntrySchema = strictBody({ ...entryFields, outcome: entryFields.outcome.default('en_attente') });
export type FollowUpEntryRequest = z.input<typeof followUpEntrySchema>;
/** Any subset of the fields; what is left out stays as it was. */
export const followUpEntryPatchSchema = strictBody({
  day: entryFields.day.optional(),
  applied_on: entryFields.applied_on.optional(),
  employer: entryFields.employer.optional(),
  position: entryFields.position.optional(),
  channel: entryFields.channel.optional(),
  contact_person: entryFields.contact_person.optional(),
  outcome: entryFields.outcome.optional(),
});
export type FollowUpEntryPatch = z.input<typeof followUpEntryPatchSchema>;

export const followUpNoteSchema = strictBody({
  note: z
    .string({ error: PROGRAMME_ERRORS.noteMax })
    .trim()
    .max(PROGRAMME_LIMITS.note, PROGRAMME_ERRORS.noteMax)
    .nullish()
    .transform((v) => v || null),
});

export const exerciseTickSchema = strictBody({ done: z.boolean({ error: PROGRAMME_ERRORS.done }) });

export const proofQuerySchema = z.object({
  month: z.string({ error: PROGRAMME_ERRORS.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, PROGRAMME_ERRORS.month),
});

export const trainingDaySchema = strictBody({
  title: required(PROGRAMME_LIMITS.title, PROGRAMME_ERRORS.titleRequired, PROGRAMME_ERRORS.titleMax),
  video_url: z
    .string({ error: PROGRAMME_ERRORS.videoUrl })
    .trim()
    .max(PROGRAMME_LIMITS.videoUrl, PROGRAMME_ERRORS.videoUrl)
    .regex(/^https?:\/\/[^\s]+$/i, PROGRAMME_ERRORS.videoUrl),
  summary: z.string({ error: PROGRAMME_ERRORS.summaryMax }).trim().max(PROGRAMME_LIMITS.summary, PROGRAMME_ERRORS.summaryMax).default(''),
  // Exercises keep their id (and the clients' ticks) when they come back with it; new ones have none.
  exercises: z
    .array(
      strictBody({
        id: z.guid({ error: PROGRAMME_ERRORS.unknownExercise }).optional(),
        label: required(PROGRAMME_LIMITS.exercise, PROGRAMME_ERRORS.exerciseRequired, PROGRAMME_ERRORS.exerciseMax),
      }),
      { error: PROGRAMME_ERRORS.exercisesCount },
    )
    .min(1, PROGRAMME_ERRORS.exercisesCount)
    .max(PROGRAMME_LIMITS.exercisesPerDay, PROGRAMME_ERRORS.exercisesCount),
});
export type TrainingDayRequest = z.input<typeof trainingDaySchema>;

/** The proof PDF's file name, the same for the server's Content-Disposition and the browser's download. */
export const proofFileName = (month: string): string => `preuves-recherches-emploi-${month}.pdf`;
