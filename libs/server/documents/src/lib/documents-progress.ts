import { DOCUMENT_TYPES, type DocumentStatus } from '@capsuisse/contracts';

// An upload waiting for review is worth a little (4 points of the 25), so the bar moves as soon as the client acts.
const PENDING_PERCENT = 16;

/**
 * The documents' quarter of the overall progress, as a percentage (DESIGN.md "Progress"): the three
 * types validated are exactly 100, i.e. an overall 25, the spec's "validated".
 */
export function documentsProgress(statuses: readonly DocumentStatus[]): number {
  const valid = statuses.filter((s) => s === 'valide').length;
  const pending = statuses.filter((s) => s === 'en_attente').length;
  return valid === DOCUMENT_TYPES.length ? 100 : (valid * 100) / DOCUMENT_TYPES.length + pending * PENDING_PERCENT;
}
