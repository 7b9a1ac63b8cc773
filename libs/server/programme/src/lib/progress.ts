import { FOLLOW_UP_DAYS } from '@capsuisse/contracts';

/** `progress_5j`: ticked exercises out of all of them, in percent (0 while the training has none). */
export function trainingProgress(ticked: number, total: number): number {
  return total > 0 ? (Math.min(ticked, total) * 100) / total : 0;
}

/** `progress_10j`: campaign days holding at least one application, out of ten, in percent. */
export function followUpProgress(entryDays: readonly number[]): number {
  const counted = new Set(entryDays.filter((d) => Number.isInteger(d) && d >= 1 && d <= FOLLOW_UP_DAYS));
  return (counted.size * 100) / FOLLOW_UP_DAYS;
}
