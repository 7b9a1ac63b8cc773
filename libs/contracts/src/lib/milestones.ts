import type { MilestoneStatus } from './documents';

/** Spec §3 `milestones`, as the API returns them (ordered by code). */
export interface MilestoneDto {
  id: string;
  code: string;
  label: string;
  type: string;
  status: MilestoneStatus;
  scheduled_at: string | null;
  notes_client: string | null;
}

/** A client's milestones as its coach (or axel) manages them, with the overall progress they move. */
export interface ClientMilestones {
  milestones: MilestoneDto[];
  overall_progress: number;
}

/** Spec §2 "Timeline": the badge of each status (anything but termine and planifie is 'À faire', spec §3). */
export const MILESTONE_STATUS_LABELS: Record<MilestoneStatus, string> = {
  termine: 'Terminé',
  planifie: 'Planifié',
  a_faire: 'À faire',
};

export const MILESTONE_LIMITS = { code: 20, label: 200, type: 50, notes: 2000 } as const;

export const MILESTONE_ERRORS = {
  codeRequired: 'Le code est requis',
  codeMax: `Le code ne peut pas dépasser ${MILESTONE_LIMITS.code} caractères`,
  labelRequired: "L'intitulé est requis",
  labelMax: `L'intitulé ne peut pas dépasser ${MILESTONE_LIMITS.label} caractères`,
  typeRequired: 'Le type est requis',
  typeMax: `Le type ne peut pas dépasser ${MILESTONE_LIMITS.type} caractères`,
  notesMax: `Les notes ne peuvent pas dépasser ${MILESTONE_LIMITS.notes} caractères`,
  status: 'Statut inconnu (terminé, planifié ou à faire)',
  date: 'Date prévue invalide',
  codeTaken: 'Ce code est déjà utilisé dans le parcours de ce client',
  order: 'Le nouvel ordre doit reprendre chaque étape du client une seule fois',
  nothingToChange: 'Aucune modification envoyée',
} as const;

/**
 * The code of the milestone at `index` (from 0) when the coach reorders: `01`, `02`… (as wide as the
 * count needs), so the codes' ascending order (spec §7) is the order the coach chose.
 */
export const positionCode = (index: number, count: number): string => String(index + 1).padStart(Math.max(2, String(count).length), '0');

/** The type as the timeline shows it (spec §2: underscores shown as spaces). */
export const milestoneTypeLabel = (type: string): string => type.replace(/_/g, ' ');

