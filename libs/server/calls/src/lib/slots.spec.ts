import { zurichDate } from '@capsuisse/contracts';
import { dayStarts, firstOverlap, freeStarts, weekdayOf, zurichInstant } from './slots';

const iso = (ms: number) => new Date(ms).toISOString();

describe('zurichInstant', () => {
  it('keeps a wall-clock time across both DST changes of 2027', () => {
    expect(zurichInstant('2027-03-27', '09:00').toISOString()).toBe('2027-03-27T08:00:00.000Z');
    expect(zurichInstant('2027-03-28', '09:00').toISOString()).toBe('2027-03-28T07:00:00.000Z');
    expect(zurichInstant('2027-10-30', '09:00').toISOString()).toBe('2027-10-30T07:00:00.000Z');
    expect(zurichInstant('2027-10-31', '09:00').toISOString()).toBe('2027-10-31T08:00:00.000Z');
    expect(zurichDate(new Date('2027-03-27T23:30:00Z'))).toBe('2027-03-28');
    expect(weekdayOf('2027-03-28')).toBe(7);
    expect(weekdayOf('2027-03-29')).toBe(1);
  });
});

describe('dayStarts', () => {
  const plan = { weekly: [{ weekday: 2, start: '09:00', end: '10:00' }], exceptions: [] };

  it('starts every 15 minutes from the range start, the slot ending inside the range', () => {
    expect(dayStarts(plan, '2027-03-09', 30, false).starts.map(iso)).toEqual(['2027-03-09T08:00:00.000Z', '2027-03-09T08:15:00.000Z', '2027-03-09T08:30:00.000Z']);
    expect(dayStarts(plan, '2027-03-09', 45, false).starts).toHaveLength(2);
    expect(dayStarts(plan, '2027-03-09', 75, false)).toEqual({ starts: [], refusal: 'outsideHours' });
  });

  it('closes holidays unless the coach added a range on that date, and closed dates always', () => {
    expect(dayStarts(plan, '2027-03-09', 30, true)).toEqual({ starts: [], refusal: 'holiday' });
    const opened = { ...plan, exceptions: [{ date: '2027-03-09', closed: false as const, start: '14:00', end: '14:30' }] };
    expect(dayStarts(opened, '2027-03-09', 30, true).starts.map(iso)).toEqual(['2027-03-09T13:00:00.000Z']);
    const closed = { ...opened, exceptions: [...opened.exceptions, { date: '2027-03-09', closed: true as const }] };
    expect(dayStarts(closed, '2027-03-09', 30, false).starts).toEqual([]);
  });
});

describe('freeStarts', () => {
  it('leaves out the past, what is booked and what is beyond the horizon', () => {
    const plan = { weekly: [{ weekday: 2, start: '09:00', end: '10:00' }], exceptions: [] };
    const busy = [{ start: Date.parse('2027-03-16T08:15:00Z'), end: Date.parse('2027-03-16T08:45:00Z') }];
    const starts = freeStarts(plan, busy, 30, new Date('2027-03-09T08:10:00Z'), new Date('2027-03-16T09:00:00Z'), () => false);
    expect(starts.map(iso)).toEqual(['2027-03-09T08:15:00.000Z', '2027-03-09T08:30:00.000Z']);
  });
});

describe('freeStarts, many busy times', () => {
  it('leaves out exactly the starts whose slot overlaps one (busy times in any order, back to back, a slot end touching one)', () => {
    const plan = { weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '18:00' })), exceptions: [] };
    const now = new Date('2027-03-01T06:00:00Z');
    const until = new Date('2027-03-21T06:00:00Z');
    const busy = Array.from({ length: 60 }, (_, i) => {
      const start = Date.parse('2027-03-01T07:00:00Z') + i * 7 * 3_600_000 + (i % 3) * 15 * 60_000;
      return { start, end: start + (i % 2 ? 45 : 30) * 60_000 };
    }).reverse();
    const all = freeStarts(plan, [], 45, now, until, () => false);
    const expected = all.filter((t) => !busy.some((b) => b.start < t + 45 * 60_000 && t < b.end));
    expect(expected.length).toBeLessThan(all.length);
    expect(freeStarts(plan, busy, 45, now, until, () => false)).toEqual(expected);
  });
});

describe('firstOverlap', () => {
  it('names the first day whose ranges overlap; touching ranges do not', () => {
    const day = (r: { day: string }) => r.day;
    expect(firstOverlap([{ day: 'a', start: '09:00', end: '10:00' }, { day: 'a', start: '10:00', end: '11:00' }], day)).toBeNull();
    expect(firstOverlap([{ day: 'a', start: '09:00', end: '10:00' }, { day: 'b', start: '09:30', end: '11:00' }, { day: 'b', start: '09:00', end: '09:45' }], day)).toBe('b');
  });
});
