import type { NotificationKind } from './notifications';

/** Issue 30: the reminders the worker sends on working days, 08:00–20:00 in Zurich, once per event. */
export const REMINDER_KINDS = ['reminder_unread', 'reminder_document', 'reminder_training', 'reminder_follow_up', 'reminder_silent_client', 'reminder_job_search'] as const satisfies readonly NotificationKind[];
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** What a kind's delay counts; the follow-up reminder's is the hour of the day by which a day must be filled. */
export type ReminderDelayUnit = 'minutes' | 'working_days' | 'days' | 'hour' | 'day_of_month';

export const REMINDER_UNIT_LABELS: Record<ReminderDelayUnit, string> = {
  minutes: 'minutes',
  working_days: 'jours ouvrés',
  days: 'jours',
  hour: 'heure du jour',
  day_of_month: 'jour du mois',
};

/** Hours of the day (Zurich) when reminders may be sent: from 08:00 to 20:00. */
export const REMINDER_HOURS = { from: 8, to: 20 } as const;

interface ReminderRule {
  /** Who it is for and when, as axel's settings page says it. */
  readonly description: string;
  readonly unit: ReminderDelayUnit;
  readonly delay: number;
  readonly min: number;
  readonly max: number;
}

/** Each kind's default (on, with this delay) and the delays axel may choose. */
export const REMINDER_RULES: Record<ReminderKind, ReminderRule> = {
  reminder_unread: { description: 'Un message reste non lu par son destinataire (au plus un e-mail par conversation et par heure)', unit: 'minutes', delay: 15, min: 5, max: 1440 },
  reminder_document: { description: "Un document à corriger n'a pas été remplacé par le client", unit: 'working_days', delay: 2, min: 1, max: 20 },
  reminder_training: { description: "Un client a payé mais n'a pas commencé la formation de 5 jours", unit: 'days', delay: 3, min: 1, max: 30 },
  reminder_follow_up: { description: "Une journée du suivi de 10 jours n'est pas remplie à cette heure-là", unit: 'hour', delay: 18, min: REMINDER_HOURS.from, max: REMINDER_HOURS.to - 1 },
  reminder_silent_client: { description: "Un client n'a donné aucun signe depuis ce délai (à son accompagnateur)", unit: 'days', delay: 7, min: 1, max: 60 },
  reminder_job_search: {
    description: "Dès ce jour du mois, les recherches d'un client sont sous son objectif (au client et à son accompagnateur) ; du 1er au 3 du mois suivant, sa preuve n'est pas téléchargée",
    unit: 'day_of_month',
    delay: 25,
    min: 15,
    max: 28,
  },
};

/** One kind's settings, as axel sees and sets them (`GET /api/admin/reminders`). */
export interface ReminderSettingDto {
  kind: ReminderKind;
  label: string;
  description: string;
  enabled: boolean;
  delay: number;
  unit: ReminderDelayUnit;
  min: number;
  max: number;
  updated_at: string | null;
}

export const REMINDER_ERRORS = {
  kind: 'Type de rappel inconnu',
  enabled: 'Indiquez si ce rappel est actif (oui ou non)',
  delay: 'Le délai doit être un nombre entier',
  delayRange: (min: number, max: number, unit: ReminderDelayUnit) => `Le délai doit être compris entre ${min} et ${max} (${REMINDER_UNIT_LABELS[unit]})`,
} as const;

/** What each reminder says, in the bell and in its e-mail. */
export const REMINDER_TEXTS = {
  unread: {
    title: 'Message non lu',
    toClient: 'Votre accompagnateur vous a écrit et attend votre réponse.',
    toStaff: (client: string) => `${client} vous a écrit et attend votre réponse.`,
    button: 'Lire le message',
  },
  document: {
    title: 'Document à remplacer',
    body: (document: string) => `Votre document « ${document} » est à corriger : déposez une nouvelle version pour qu'il soit validé.`,
    button: 'Déposer une nouvelle version',
  },
  training: {
    title: 'Votre formation vous attend',
    body: "Vous n'avez pas encore commencé la formation de 5 jours : la première journée prend moins d'une heure.",
    button: 'Commencer la formation',
  },
  followUp: {
    title: 'Journée de suivi à remplir',
    body: (day: number) => `La journée ${day} de votre suivi de 10 jours n'a pas encore de candidature.`,
    button: 'Remplir mon suivi',
  },
  silentClient: {
    title: 'Client sans nouvelles',
    body: (client: string, days: number) => `${client} n'a donné aucun signe depuis ${days} jours (ni message, ni document, ni formation, ni candidature, ni connexion).`,
    button: 'Voir mes clients',
  },
  jobSearch: {
    belowTitle: 'Recherches du mois sous l’objectif',
    belowToClient: (count: number, target: number, month: string) =>
      `Vous avez envoyé ${count} candidature${count > 1 ? 's' : ''} en ${month} pour un objectif de ${target} convenu avec votre ORP : il vous reste jusqu'à la fin du mois.`,
    belowToCoach: (client: string, count: number, target: number, month: string) => `${client} a envoyé ${count} candidature${count > 1 ? 's' : ''} en ${month} pour un objectif de ${target}.`,
    proofTitle: 'Preuve de recherches à remettre',
    proofToClient: (month: string, by: string) => `Téléchargez la preuve de vos recherches de ${month}, signez-la et remettez-la à votre ORP au plus tard le ${by}.`,
    proofToCoach: (client: string, month: string) => `${client} n'a pas encore téléchargé sa preuve de recherches de ${month}.`,
    button: "Voir les recherches d'emploi",
  },
  mailReason: 'Vous recevez cet e-mail parce que ce rappel est activé pour votre compte.',
  unsubscribe: 'Ne plus recevoir ces rappels par e-mail',
} as const;

export const REMINDER_SETTINGS_TEXTS = {
  title: 'Rappels automatiques',
  help: 'Envoyés les jours ouvrés entre 8 h et 20 h (heure de Zurich), une seule fois par événement.',
  enabled: 'Actif',
  delay: 'Délai',
  saved: 'Rappel enregistré',
} as const;
