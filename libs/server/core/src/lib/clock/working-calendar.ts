import Holidays from 'date-holidays';

const ZONE = 'Europe/Zurich';
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

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function local(instant: Date) {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  return { y: +p.year, m: +p.month, d: +p.day, h: +p.hour, min: +p.minute, s: +p.second, weekday: p.weekday };
}

/** Zurich's offset from UTC at an instant, in ms (+1 h in winter, +2 h in summer). */
function offsetMs(instant: Date): number {
  const l = local(instant);
  return Date.UTC(l.y, l.m - 1, l.d, l.h, l.min, l.s) - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of the next midnight in Zurich after `instant` (23 h or 25 h away on DST days). */
function nextMidnight(instant: Date): Date {
  const l = local(instant);
  const wall = Date.UTC(l.y, l.m - 1, l.d + 1);
  const guess = new Date(wall - offsetMs(instant));
  return new Date(wall - offsetMs(guess));
}

/** A Zurich calendar date, `YYYY-MM-DD`. */
function dateKey(instant: Date): string {
  const l = local(instant);
  return `${l.y}-${String(l.m).padStart(2, '0')}-${String(l.d).padStart(2, '0')}`;
}

/** Working days in Zurich time: not Saturday, Sunday or a public holiday of Switzerland or the canton. */
export class WorkingCalendar {
  private readonly holidays: Holidays;

  constructor(canton: string) {
    if (!Object.keys(new Holidays().getStates('CH') ?? {}).includes(canton)) {
      throw new Error(`Unknown Swiss canton: ${canton}`);
    }
    this.holidays = new Holidays('CH', canton, { timezone: ZONE, types: ['public'] });
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
