import { FOLLOW_UP_DAYS, TRAINING_DAYS } from './constants';

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

/** The proof PDF's file name, the same for the server's Content-Disposition and the browser's download. */
export const proofFileName = (month: string): string => `preuves-recherches-emploi-${month}.pdf`;
