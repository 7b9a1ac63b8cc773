import { REMINDER_SETTINGS_TEXTS } from '@capsuisse/contracts';

/** Texts of axel's 'Rappels' tab (issue 30): each reminder kind on or off, and its delay. */
export const REMINDERS_TEXTS = {
  intro: REMINDER_SETTINGS_TEXTS.help,
  columns: { kind: 'Rappel', enabled: REMINDER_SETTINGS_TEXTS.enabled, delay: REMINDER_SETTINGS_TEXTS.delay, actions: 'Actions' },
  save: 'Enregistrer',
  saved: REMINDER_SETTINGS_TEXTS.saved,
  loadFailed: 'Impossible de charger les rappels',
  saveFailed: "Impossible d'enregistrer le rappel",
} as const;
