/** The four quarters of the overall progress (DESIGN.md "Progress"), each a percentage 0–100 owned by its domain. */
export type ProgressParts = Record<'documents' | 'training' | 'followUp' | 'milestones', number>;
export type ProgressPart = keyof ProgressParts;

const clampPercent = (n: number): number => Math.min(100, Math.max(0, n));

/** Overall progress 0–100: each quarter weighs the same; three validated documents alone are exactly 25. */
export function overallProgress(parts: ProgressParts): number {
  const sum = clampPercent(parts.documents) + clampPercent(parts.training) + clampPercent(parts.followUp) + clampPercent(parts.milestones);
  return Math.round(sum / 4);
}
