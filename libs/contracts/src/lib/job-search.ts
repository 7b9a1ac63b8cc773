import type { ApplicationOutcome, JobApplication } from './programme';
import { formatDateWith, formatLongDate } from './dates';

// Issue 32: the whole job search logged (the 10-day campaign is its first ten days), counted each month against
// the target agreed with the ORP, and printed as the ORP's monthly proof (form 716.007).

export const JOB_SEARCH_TARGET = { default: 10, min: 1, max: 30 } as const;
/** The last day of a month on which a client whose last month's proof is not downloaded is reminded (from the 1st). */
export const PROOF_REMINDER_LAST_DAY = 3;
export const ORP_NUMBER_MAX = 40;

/** A month's applications sent, against the client's target. */
export interface JobSearchMonth {
  /** `AAAA-MM` (Zurich). */
  month: string;
  count: number;
  target: number;
  /** When the month's proof was first downloaded (PDF or CSV), or null. */
  proof_downloaded_at: string | null;
}

/** `GET /api/programme/applications`: the whole log, newest first, and this month's count. */
export interface JobSearchLog {
  applications: JobApplication[];
  orp_number: string | null;
  month: JobSearchMonth;
}

export const JOB_SEARCH_ERRORS = {
  target: `L'objectif mensuel doit être un nombre entier entre ${JOB_SEARCH_TARGET.min} et ${JOB_SEARCH_TARGET.max}`,
  orpNumberMax: `Le numéro ORP ne peut pas dépasser ${ORP_NUMBER_MAX} caractères`,
  emptyMonth: "Aucune candidature envoyée ce mois-là : il n'y a rien à imprimer",
} as const;

export const JOB_SEARCH_TOASTS = {
  targetSaved: 'Objectif mensuel enregistré',
  orpSaved: 'Numéro ORP enregistré',
} as const;

/** The form's "taux d'occupation" column. */
export const workloadLabel = (percent: number): string => (percent >= 100 ? 'Plein temps' : `Temps partiel (${percent} %)`);

/** The form's "résultat" column: engaged, refused (with its reason) or still open. */
export function resultLabel(application: { outcome: ApplicationOutcome; refusal_reason: string | null }): string {
  if (application.outcome === 'engage') return 'Engagement';
  if (application.outcome === 'refus') return application.refusal_reason ? `Refus : ${application.refusal_reason}` : 'Refus';
  return 'En attente';
}

/** The month's proof as a CSV (for typing into Job-Room), named as the PDF. */
export const proofCsvFileName = (month: string): string => `preuves-recherches-emploi-${month}.csv`;

/** "novembre 2026" for `2026-11` (a calendar month: no time zone). */
export const monthLabel = (month: string): string => formatDateWith(`${month}-01`, { month: 'long', year: 'numeric' });

/** The month after `AAAA-MM`, as `AAAA-MM`. */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** The month before `AAAA-MM`, as `AAAA-MM`. */
export function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** The ORP expects a month's proof by the 5th of the next: "5 décembre 2026" for `2026-11`. */
export const proofDueLabel = (month: string): string => formatLongDate(`${nextMonth(month)}-05`);
