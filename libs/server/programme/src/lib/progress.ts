import { FOLLOW_UP_DAYS } from '@capsuisse/contracts';

/** `progress_10j`: campaign days holding at least one application, out of ten, in percent. */
export function followUpProgress(entryDays: readonly number[]): number {
  const counted = new Set(entryDays.filter((d) => Number.isInteger(d) && d >= 1 && d <= FOLLOW_UP_DAYS));
  return (counted.size * 100) / FOLLOW_UP_DAYS;
}
