import { FOLLOW_UP_DAYS } from '@capsuisse/contracts';
import type { WorkingCalendar } from '@capsuisse/server-core';

const DAY_MS = 86_400_000;

export const minutesBefore = (now: Date, minutes: number): string => new Date(now.getTime() - minutes * 60_000).toISOString();
export const daysBefore = (now: Date, days: number): string => new Date(now.getTime() - days * DAY_MS).toISOString();

/** A document rejected at `reviewedAt` is due for its reminder once `workingDays` working days (24 h each) have passed. */
export const documentDue = (calendar: WorkingCalendar, reviewedAt: Date, workingDays: number, now: Date): boolean =>
  calendar.addWorkingHours(reviewedAt, workingDays * 24).getTime() <= now.getTime();

/**
 * The campaign's day to remind of now, or null. Day 1 is the working day of the first application (the next
 * working day when it was filed on a day off), day n the n-th working day from there; a day not holding an entry
 * by `hour` on its own date is reminded of that evening.
 */
export function followUpDayDue(calendar: WorkingCalendar, startedAt: Date, filled: ReadonlySet<number>, hour: number, now: Date): number | null {
  const today = calendar.localTime(now);
  if (today.hour < hour) return null;
  const day = calendar.workingDates(startedAt, FOLLOW_UP_DAYS).indexOf(today.date) + 1;
  return day > 0 && !filled.has(day) ? day : null;
}
