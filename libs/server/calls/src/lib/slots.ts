import { type AvailabilityExceptionDto, CALL_RULES, fromZurichWall, type WeeklyRangeDto, zurichDate } from '@capsuisse/contracts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The instant of a Zurich wall-clock time (`HH:MM`) on a date (`YYYY-MM-DD`): 09:00 stays 09:00 across DST changes. */
export function zurichInstant(date: string, time: string): Date {
  return new Date(zurichMs(date, time));
}

// Intl's formatToParts costs microseconds a call, four per instant, and 60 days of a coach's hours ask for the same
// few hundred (date, time) pairs at every request: each is kept, the whole map dropped past a bound.
const instants = new Map<string, number>();
const INSTANTS_KEPT = 20_000;

/** `zurichInstant` in ms since the epoch. */
export function zurichMs(date: string, time: string): number {
  const key = date + time;
  let ms = instants.get(key);
  if (ms === undefined) {
    const [y, m, d] = date.split('-').map(Number);
    const [hh, mm] = time.split(':').map(Number);
    ms = fromZurichWall(Date.UTC(y, m - 1, d, hh, mm));
    if (instants.size >= INSTANTS_KEPT) instants.clear();
    instants.set(key, ms);
  }
  return ms;
}

const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

/** A coach's availability as the slots need it. */
export interface Plan {
  weekly: readonly WeeklyRangeDto[];
  exceptions: readonly AvailabilityExceptionDto[];
}

/** A time taken, in ms since the epoch, end excluded; a coach's never overlap. */
export interface Busy {
  start: number;
  end: number;
}

/** Why a start is not a slot of a day, before anyone's booking is looked at. */
export type DayRefusal = 'holiday' | 'outsideHours';

/**
 * The starts of a day's slots of `minutes`, from its ranges, in ms: every CALL_RULES.gridMinutes from each range's
 * start, the slot ending within the range. A date closed has none; a public holiday keeps only the ranges added on
 * that date (the coach chose to open it).
 */
export function dayStarts(plan: Plan, date: string, minutes: number, holiday: boolean): { starts: number[]; refusal: DayRefusal | null } {
  if (plan.exceptions.some((e) => e.date === date && e.closed)) return { starts: [], refusal: 'outsideHours' };
  const weekday = weekdayOf(date);
  const extra = plan.exceptions.flatMap((e) => (e.date === date && !e.closed ? [{ start: e.start, end: e.end }] : []));
  const ranges = [...(holiday ? [] : plan.weekly.filter((r) => r.weekday === weekday)), ...extra];
  const starts = new Set<number>();
  const length = minutes * MINUTE_MS;
  for (const range of ranges) {
    const end = zurichMs(date, range.end);
    for (let t = zurichMs(date, range.start); t + length <= end; t += CALL_RULES.gridMinutes * MINUTE_MS) starts.add(t);
  }
  const refusal = starts.size ? null : holiday && plan.weekly.some((r) => r.weekday === weekday) ? 'holiday' : 'outsideHours';
  return { starts: [...starts].sort((a, b) => a - b), refusal };
}

/** The plan's starts of slots of `minutes` on the Zurich dates `from` to `last`, soonest first, before any booking. */
export function planStarts(plan: Plan, minutes: number, from: string, last: string, isHoliday: (date: string) => boolean): number[] {
  const starts: number[] = [];
  for (let date = from; date <= last; date = addDays(date, 1)) starts.push(...dayStarts(plan, date, minutes, isHoliday(date)).starts);
  return starts;
}

/**
 * The starts (soonest first) after `now` and no later than `until` whose slot of `minutes` overlaps no busy time.
 * Starts come in order, and a coach's busy times never overlap (the exclusion constraint): the first one ending
 * after a start is the only one that may cover its slot, and those ending before it never matter again.
 */
export function freeAmong(starts: readonly number[], busy: readonly Busy[], minutes: number, now: Date, until: Date): number[] {
  const free: number[] = [];
  const length = minutes * MINUTE_MS;
  const ends = [...busy].sort((a, b) => a.end - b.end);
  let first = 0;
  for (const start of starts) {
    if (start <= now.getTime() || start > until.getTime()) continue;
    while (first < ends.length && ends[first].end <= start) first++;
    if (first === ends.length || ends[first].start >= start + length) free.push(start);
  }
  return free;
}

/**
 * Free starts of slots of `minutes` after `now` and no later than `until`: the plan's, less those overlapping a
 * busy time, soonest first.
 */
export function freeStarts(plan: Plan, busy: readonly Busy[], minutes: number, now: Date, until: Date, isHoliday: (date: string) => boolean): number[] {
  return freeAmong(planStarts(plan, minutes, zurichDate(now), zurichDate(until), isHoliday), busy, minutes, now, until);
}

/** Ranges of a day that overlap, named by the first overlapping pair's day (`lundi`, `2027-03-09`), or null. */
export function firstOverlap<R extends { start: string; end: string }>(ranges: readonly R[], dayOf: (range: R) => string): string | null {
  const byDay = new Map<string, R[]>();
  for (const range of ranges) byDay.set(dayOf(range), [...(byDay.get(dayOf(range)) ?? []), range]);
  for (const [day, list] of byDay) {
    const sorted = [...list].sort((a, b) => a.start.localeCompare(b.start));
    if (sorted.some((r, i) => i > 0 && r.start < sorted[i - 1].end)) return day;
  }
  return null;
}
