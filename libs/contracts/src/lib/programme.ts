import { FOLLOW_UP_DAYS, TRAINING_DAYS } from './constants';
import type { JobSearchLog } from './job-search';
import type { TrainingVideoAdmin, TrainingVideoView } from './training-videos';

// The client's programme (issue 9): the 5-day training and the 10-day application campaign.

export const PROGRAMME_LIMITS = {
  employer: 200,
  employerAddress: 300,
  position: 200,
  contactPerson: 200,
  contactPhone: 40,
  refusalReason: 500,
  note: 2000,
  title: 200,
  summary: 2000,
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

/**
 * Where an application stands, in the order of the job-search board's columns (issue 32). `a_postuler` is an
 * offer noted before applying: it has no date and is in no proof; the others were sent.
 */
export const APPLICATION_OUTCOMES = ['a_postuler', 'en_attente', 'entretien', 'offre', 'engage', 'refus'] as const;
export type ApplicationOutcome = (typeof APPLICATION_OUTCOMES)[number];
export const APPLICATION_OUTCOME_LABELS: Record<ApplicationOutcome, string> = {
  a_postuler: 'À postuler',
  en_attente: 'En attente',
  entretien: 'Entretien',
  offre: 'Offre',
  engage: 'Engagé',
  refus: 'Refus',
};
/** The stages of an application already sent (a 10-day campaign entry is one of them). */
export const SENT_OUTCOMES = /* @__PURE__ */ APPLICATION_OUTCOMES.filter((o): o is Exclude<ApplicationOutcome, 'a_postuler'> => o !== 'a_postuler');

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
  appliedFuture: 'La date de candidature ne peut pas être dans le futur',
  appliedRequired: 'La date de candidature est requise une fois la candidature envoyée',
  notYetSentInCampaign: 'Une candidature du suivi de 10 jours est déjà envoyée : elle ne peut pas revenir à « À postuler »',
  employerAddressMax: `L'adresse de l'employeur ne peut pas dépasser ${PROGRAMME_LIMITS.employerAddress} caractères`,
  contactPhoneMax: `Le téléphone de contact ne peut pas dépasser ${PROGRAMME_LIMITS.contactPhone} caractères`,
  refusalReasonMax: `Le motif du refus ne peut pas dépasser ${PROGRAMME_LIMITS.refusalReason} caractères`,
  workload: "Le taux d'occupation doit être un pourcentage entier entre 1 et 100",
  assignedByOrp: "Indiquez si l'ORP vous a assigné ce poste (oui ou non)",
  followUpOn: 'La date de relance doit être une date valide (AAAA-MM-JJ)',
  noteMax: `La note ne peut pas dépasser ${PROGRAMME_LIMITS.note} caractères`,
  month: 'Le mois doit être au format AAAA-MM',
  titleRequired: 'Le titre est requis',
  titleMax: `Le titre ne peut pas dépasser ${PROGRAMME_LIMITS.title} caractères`,
  summaryMax: `Le résumé ne peut pas dépasser ${PROGRAMME_LIMITS.summary} caractères`,
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
  summary: string;
  exercises: TrainingExercise[];
  /** The day's video, poster and subtitles (issue 34), or null before any is uploaded. */
  video: TrainingVideoAdmin | null;
}

/** One day as a client sees it: each exercise ticked or not, its video with where the client stopped. */
export interface TrainingDayView extends Omit<TrainingDayContent, 'exercises' | 'video'> {
  exercises: (TrainingExercise & { done: boolean })[];
  video: TrainingVideoView | null;
}

/** `GET /api/programme/training`: the five days and `progress_5j` (ticked exercises and watched videos / all of them). */
export interface TrainingView {
  progress: number;
  days: TrainingDayView[];
}

/** One application of the job-search log, with every column of the ORP's form 716.007 (issue 32). */
export interface JobApplication {
  id: string;
  /** Its day of the 10-day campaign (1–10), or null outside it. */
  day: number | null;
  /** `AAAA-MM-JJ`, the day the application was sent (the proof's month); null while `a_postuler`. */
  applied_on: string | null;
  employer: string;
  employer_address: string | null;
  position: string;
  channel: ApplicationChannel;
  contact_person: string | null;
  contact_phone: string | null;
  /** 100 is full time; less is part time at that share. */
  workload_percent: number;
  assigned_by_orp: boolean;
  outcome: ApplicationOutcome;
  refusal_reason: string | null;
  /** `AAAA-MM-JJ`: when the client means to follow it up. */
  follow_up_on: string | null;
  created_at: string;
}

/** An application of the 10-day campaign: always on a day, always sent. */
export type FollowUpEntry = JobApplication & { day: number; applied_on: string };

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
  job_search: JobSearchLog;
}

/** The proof PDF's file name, the same for the server's Content-Disposition and the browser's download. */
export const proofFileName = (month: string): string => `preuves-recherches-emploi-${month}.pdf`;
