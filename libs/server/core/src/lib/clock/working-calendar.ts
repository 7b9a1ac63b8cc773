import Holidays from 'date-holidays';
import { fromZurichWall, ZURICH_ZONE, zurichDate as dateKey, zurichWall as local } from '@capsuisse/contracts';

const HOUR_MS = 3_600_000;

// Holidays that stop the clock in every canton, in date-holidays' rule syntax; the canton's own
// public holidays (Jeûne genevois, Berchtoldstag...) come from the library.
const NATIONAL: Record<string, string> = {
  '01-01': 'Nouvel An',
  'easter -2': 'Vendredi saint',
  'easter 1': 'Lundi de Pâques',
  'easter 39': 'Ascension',
  'easter 50': 'Lundi de Pentecôte',
  '08-01': 'Fête nationale',
  '12-25': 'Noël',
  '12-26': 'Saint-Étienne',
};

/** The instant of the next midnight in Zurich after `instant` (23 h or 25 h away on DST days). */
function nextMidnight(instant: Date): Date {
  const l = local(instant);
  return new Date(fromZurichWall(Date.UTC(l.y, l.m - 1, l.d + 1)));
}

/** Working days in Zurich time: not Saturday, Sunday or a public holiday of Switzerland or the canton. */
export class WorkingCalendar {
  private readonly holidays: Holidays;

  constructor(canton: string) {
    if (!Object.keys(new Holidays().getStates('CH') ?? {}).includes(canton)) {
      throw new Error(`Unknown Swiss canton: ${canton}`);
    }
    this.holidays = new Holidays('CH', canton, { timezone: ZURICH_ZONE, types: ['public'] });
    for (const [rule, name] of Object.entries(NATIONAL)) this.holidays.setHoliday(rule, { name, type: 'public' });
  }

  isWorkingDay(instant: Date): boolean {
    const { weekday } = local(instant);
    if (weekday === 'Sat' || weekday === 'Sun') return false;
    return !this.isPublicHoliday(instant);
  }

  /** A public holiday of Switzerland or the canton, in Zurich time, whatever the weekday. */
  isPublicHoliday(instant: Date): boolean {
    const found = this.holidays.isHoliday(instant);
    return Boolean(found && found.some((h) => h.type === 'public'));
  }

  /** The hour (0–23) and calendar date (`YYYY-MM-DD`) in Zurich at an instant. */
  localTime(instant: Date): { hour: number; date: string } {
    return { hour: local(instant).h, date: dateKey(instant) };
  }

  /** Inside working time: a working day, from `fromHour` (inclusive) to `toHour` (exclusive), Zurich time. */
  isWorkingTime(instant: Date, fromHour: number, toHour: number): boolean {
    const { h } = local(instant);
    return this.isWorkingDay(instant) && h >= fromHour && h < toHour;
  }

  /** The Zurich dates of the `count` working days from `from`'s day on (its own day first when it is one). */
  workingDates(from: Date, count: number): string[] {
    const dates: string[] = [];
    for (let cursor = from; dates.length < count; cursor = nextMidnight(cursor)) {
      if (this.isWorkingDay(cursor)) dates.push(dateKey(cursor));
    }
    return dates;
  }

  /** `from` plus `hours` of time that falls on working days; time on other days does not count. */
  addWorkingHours(from: Date, hours: number): Date {
    let cursor = from;
    let remaining = hours * HOUR_MS;
    for (;;) {
      const midnight = nextMidnight(cursor);
      if (this.isWorkingDay(cursor)) {
        const available = midnight.getTime() - cursor.getTime();
        if (remaining <= available) return new Date(cursor.getTime() + remaining);
        remaining -= available;
      }
      cursor = midnight;
    }
  }
}
