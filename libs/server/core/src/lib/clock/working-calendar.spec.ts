import { WorkingCalendar } from './working-calendar';

// Instants are written in UTC; Zurich is UTC+1 in winter and UTC+2 in summer.
const at = (iso: string) => new Date(iso);
const ge = new WorkingCalendar('GE');
const vd = new WorkingCalendar('VD');
const zh = new WorkingCalendar('ZH');

describe('WorkingCalendar.addWorkingHours(48)', () => {
  it('counts two full working days in mid-week', () => {
    // Tuesday 10:00 Zurich → Thursday 10:00
    expect(ge.addWorkingHours(at('2026-03-10T09:00:00Z'), 48)).toEqual(at('2026-03-12T09:00:00Z'));
  });

  it('skips the weekend from a Friday afternoon', () => {
    // Friday 15:00 → 9 h Friday, 24 h Monday, 15 h Tuesday → Tuesday 15:00
    expect(ge.addWorkingHours(at('2026-03-13T14:00:00Z'), 48)).toEqual(at('2026-03-17T14:00:00Z'));
  });

  it('starts counting on Monday for an upload during the weekend', () => {
    // Saturday 11:00 → Monday 00:00 + 48 h = Wednesday 00:00 Zurich
    expect(ge.addWorkingHours(at('2026-03-14T10:00:00Z'), 48)).toEqual(at('2026-03-17T23:00:00Z'));
  });

  it('skips the Easter weekend (Good Friday and Easter Monday)', () => {
    // Thursday 2 April 2026 12:00 (summer time) → 12 h Thursday, then Tuesday 7 April 24 h, Wednesday 12 h
    expect(ge.addWorkingHours(at('2026-04-02T10:00:00Z'), 48)).toEqual(at('2026-04-08T10:00:00Z'));
  });

  it('skips Ascension and Whit Monday', () => {
    // Wednesday 13 May 2026 18:00 → 6 h, Thursday is Ascension, Friday 24 h, weekend, Monday 18 h
    expect(ge.addWorkingHours(at('2026-05-13T16:00:00Z'), 48)).toEqual(at('2026-05-18T16:00:00Z'));
    // Friday 22 May 12:00 → 12 h, weekend, Monday 25 is Whit Monday, Tuesday 24 h, Wednesday 12 h
    expect(ge.addWorkingHours(at('2026-05-22T10:00:00Z'), 48)).toEqual(at('2026-05-27T10:00:00Z'));
  });

  it('skips Christmas, St Stephen and Geneva’s Restauration de la République', () => {
    // Thursday 24 Dec 2026 09:00 → 15 h on the 24th; 25, 26, 27 off; 28 24 h; 29 9 h → Tuesday 29 Dec 09:00
    expect(ge.addWorkingHours(at('2026-12-24T08:00:00Z'), 48)).toEqual(at('2026-12-29T08:00:00Z'));
    // Wednesday 30 Dec 2026 00:00 → 30th 24 h, 31st off in Geneva, 1 Jan off, 2 Jan Saturday → Monday 4 Jan 24:00
    expect(ge.addWorkingHours(at('2026-12-29T23:00:00Z'), 48)).toEqual(at('2027-01-04T23:00:00Z'));
  });

  it('follows the canton: Jeûne genevois in Geneva, Berchtoldstag is not public in Zurich, 2 January in Vaud', () => {
    // Wednesday 9 Sept 2026 12:00: Thursday 10 Sept is the Jeûne genevois
    expect(ge.addWorkingHours(at('2026-09-09T10:00:00Z'), 48)).toEqual(at('2026-09-14T10:00:00Z'));
    expect(zh.addWorkingHours(at('2026-09-09T10:00:00Z'), 48)).toEqual(at('2026-09-11T10:00:00Z'));
    // Thursday 31 Dec 2026 12:00 in Vaud: 1 and 2 January off, then weekend
    expect(vd.addWorkingHours(at('2026-12-31T11:00:00Z'), 48)).toEqual(at('2027-01-05T11:00:00Z'));
  });

  it('counts the real hours of a day that changes to summer time (23 h) and back (25 h)', () => {
    // Friday 27 March 2026 00:00 (UTC+1) → Friday 24 h, weekend (DST change Sunday), Monday 24 h → Tuesday 00:00 (UTC+2)
    expect(ge.addWorkingHours(at('2026-03-26T23:00:00Z'), 48)).toEqual(at('2026-03-30T22:00:00Z'));
    // Monday 26 Oct 2026 is after the change back; Friday 23 Oct 12:00 (UTC+2) → 12 h Fri, Mon 24 h, 12 h Tue → Tue 12:00 (UTC+1)
    expect(ge.addWorkingHours(at('2026-10-23T10:00:00Z'), 48)).toEqual(at('2026-10-27T11:00:00Z'));
  });
});

describe('WorkingCalendar', () => {
  it('refuses an unknown canton', () => {
    expect(() => new WorkingCalendar('XX')).toThrow('Unknown Swiss canton: XX');
  });

  it('tells working days in Zurich time, not UTC', () => {
    // Monday 00:30 in Zurich is still Sunday in UTC
    expect(ge.isWorkingDay(at('2026-03-15T23:30:00Z'))).toBe(true);
    expect(ge.isWorkingDay(at('2026-03-15T22:30:00Z'))).toBe(false);
  });
});

describe('WorkingCalendar working time (issue 30, reminders)', () => {
  it('is working time on a weekday from 08:00 to 20:00 Zurich only', () => {
    // Tuesday 10 March 2026, winter time (UTC+1)
    expect(ge.isWorkingTime(at('2026-03-10T07:00:00Z'), 8, 20)).toBe(true);
    expect(ge.isWorkingTime(at('2026-03-10T06:59:00Z'), 8, 20)).toBe(false);
    expect(ge.isWorkingTime(at('2026-03-10T18:59:00Z'), 8, 20)).toBe(true);
    expect(ge.isWorkingTime(at('2026-03-10T19:00:00Z'), 8, 20)).toBe(false);
  });

  it('is never working time on a Saturday or a holiday', () => {
    expect(ge.isWorkingTime(at('2026-03-14T10:00:00Z'), 8, 20)).toBe(false);
    // Good Friday 2026
    expect(ge.isWorkingTime(at('2026-04-03T10:00:00Z'), 8, 20)).toBe(false);
  });

  it('gives Zurich dates and hours across the day boundary', () => {
    expect(ge.localTime(at('2026-03-10T23:30:00Z'))).toEqual({ hour: 0, date: '2026-03-11' });
  });

  it('lists working dates from a Friday, skipping the weekend and Easter', () => {
    expect(ge.workingDates(at('2026-03-13T10:00:00Z'), 3)).toEqual(['2026-03-13', '2026-03-16', '2026-03-17']);
    expect(ge.workingDates(at('2026-04-02T10:00:00Z'), 3)).toEqual(['2026-04-02', '2026-04-07', '2026-04-08']);
    // From a Saturday: the first working day is Monday.
    expect(ge.workingDates(at('2026-03-14T10:00:00Z'), 1)).toEqual(['2026-03-16']);
  });
});
