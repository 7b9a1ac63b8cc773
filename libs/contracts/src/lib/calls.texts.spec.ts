import type { CallDto } from './calls';
import { callDayKey, callTime, callWhen, clientMayChange, joinOpen, slotsByDay, zurichInstant } from './calls.texts';

const call = (starts: string, ends: string, status: CallDto['status'] = 'booked') => ({ starts_at: starts, ends_at: ends, status }) as CallDto;

describe('calls texts', () => {
  it('reads a Zurich wall time as its instant on both sides of the daylight-saving changes', () => {
    expect(zurichInstant('2027-03-27', '09:00')).toBe('2027-03-27T08:00:00.000Z');
    expect(zurichInstant('2027-03-28', '09:00')).toBe('2027-03-28T07:00:00.000Z');
    expect(zurichInstant('2027-10-30', '09:00')).toBe('2027-10-30T07:00:00.000Z');
    expect(zurichInstant('2027-10-31', '09:00')).toBe('2027-10-31T08:00:00.000Z');
  });

  it('shows instants in the zone asked, grouped by that zone’s days', () => {
    const late = '2027-03-09T22:30:00.000Z';
    expect(callWhen(late, 'Europe/Zurich')).toBe('mardi 9 mars à 23:30');
    expect(callTime(late, 'America/New_York')).toBe('17:30');
    expect(callDayKey(late, 'Asia/Tokyo')).toBe('2027-03-10');
    const slots = [late, '2027-03-09T23:30:00.000Z'].map((s) => ({ coach_id: 'c', starts_at: s, ends_at: s }));
    expect(slotsByDay(slots, 'Europe/Zurich').map((d) => [d.day, d.slots.length])).toEqual([
      ['2027-03-09', 1],
      ['2027-03-10', 1],
    ]);
    expect(slotsByDay(slots, 'UTC').map((d) => d.slots.length)).toEqual([2]);
  });

  it('lets the client change a call until 24 h before, and join it from 10 minutes before to its end', () => {
    const c = call('2027-03-10T09:00:00.000Z', '2027-03-10T09:45:00.000Z');
    expect(clientMayChange(c, Date.parse('2027-03-09T09:00:00.000Z'))).toBe(true);
    expect(clientMayChange(c, Date.parse('2027-03-09T09:00:01.000Z'))).toBe(false);
    expect(clientMayChange({ ...c, status: 'held' }, Date.parse('2027-03-01T09:00:00.000Z'))).toBe(false);
    expect(joinOpen(c, Date.parse('2027-03-10T08:49:59.000Z'))).toBe(false);
    expect(joinOpen(c, Date.parse('2027-03-10T08:50:00.000Z'))).toBe(true);
    expect(joinOpen(c, Date.parse('2027-03-10T09:45:00.000Z'))).toBe(false);
  });
});
