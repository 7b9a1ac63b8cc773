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

export const REMINDER_SETTINGS_TEXTS = {
  title: 'Rappels automatiques',
  help: 'Envoyés les jours ouvrés entre 8 h et 20 h (heure de Zurich), une seule fois par événement.',
  enabled: 'Actif',
  delay: 'Délai',
  saved: 'Rappel enregistré',
} as const;
