import { REMINDER_HOURS, type ReminderDelayUnit, type ReminderKind } from '@capsuisse/contracts';

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
