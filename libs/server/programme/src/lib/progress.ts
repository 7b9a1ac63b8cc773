import type { DocumentStatus } from '@capsuisse/contracts';

export interface ProgressInputs {
  /** Status of each of the client's current documents (at most one per type). */
  documents: readonly DocumentStatus[];
  progress5j: number;
  progress10j: number;
  milestonesDone: number;
  milestonesTotal: number;
}

const QUARTER = 25;
const DOCUMENT_TYPES = 3;
// An upload waiting for review is worth a little, so the bar moves as soon as the client acts.
const PENDING_POINTS = 4;

/**
 * Overall progress 0–100 (DESIGN.md "Progress"): four quarters — documents, 5-day training,
 * 10-day follow-up, milestones. Three validated documents are exactly 25, the spec's "validated".
 */
export function overallProgress(p: ProgressInputs): number {
  const valid = p.documents.filter((s) => s === 'valide').length;
  const pending = p.documents.filter((s) => s === 'en_attente').length;
  const documents = valid === DOCUMENT_TYPES ? QUARTER : (valid * QUARTER) / DOCUMENT_TYPES + pending * PENDING_POINTS;
  const milestones = p.milestonesTotal > 0 ? (QUARTER * p.milestonesDone) / p.milestonesTotal : 0;
  const total = documents + (QUARTER * clampPercent(p.progress5j)) / 100 + (QUARTER * clampPercent(p.progress10j)) / 100 + milestones;
  return Math.round(total);
}

function clampPercent(n: number): number {
  return Math.min(100, Math.max(0, n));
}
