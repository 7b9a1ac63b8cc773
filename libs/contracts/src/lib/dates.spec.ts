import { dayKey, formatDate, formatDateTime, formatDateWith, formatLongDate } from './dates';

describe('dates for people', () => {
  it('are fr-CH by default, with the year in full', () => {
    expect(formatDate('2026-11-26T10:00:00.000Z')).toBe('26.11.2026');
    expect(formatDateTime('2026-11-26T13:30:00.000Z')).toBe('26.11.2026 14:30');
    expect(formatLongDate('2027-01-12T12:00:00.000Z')).toBe('12 janvier 2027');
  });

  it('are fr-FR where the spec asks it (the recruiter’s registration date)', () => {
    expect(formatDate('2026-11-02T10:00:00.000Z', 'fr-FR')).toBe('02/11/2026');
  });

  it('read instants in Zurich time, across a daylight-saving change', () => {
    // 23:30 UTC is already the next day in Zurich: 00:30 in winter (+1 h), 01:30 in summer (+2 h).
    expect(formatDateTime('2027-02-28T23:30:00.000Z')).toBe('01.03.2027 00:30');
    expect(formatDateTime('2027-03-27T23:30:00.000Z')).toBe('28.03.2027 00:30');
    expect(formatDateTime('2027-03-28T23:30:00.000Z')).toBe('29.03.2027 01:30');
    expect(formatDateTime(new Date('2027-10-31T00:30:00.000Z'))).toBe('31.10.2027 02:30');
    expect(formatDateTime(new Date('2027-10-31T01:30:00.000Z'))).toBe('31.10.2027 02:30');
  });

  it('never shift a calendar date by a zone', () => {
    expect(formatDate('2026-02-03')).toBe('03.02.2026');
    expect(formatLongDate('2026-12-31')).toBe('31 décembre 2026');
    expect(formatDateWith('2026-11-01', { month: 'long', year: 'numeric' })).toBe('novembre 2026');
    // Midnight UTC is still the day before in New York: a day is not an instant, so no zone applies.
    expect(
      formatDateWith('2026-02-03', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/New_York' }),
    ).toBe('03.02.2026');
  });

  it('take another zone when asked (a call shown in the browser’s zone)', () => {
    expect(
      formatDateWith('2027-03-09T08:00:00.000Z', { hour: '2-digit', minute: '2-digit', timeZone: 'America/New_York' }),
    ).toBe('03:00');
    expect(dayKey('2027-03-09T23:30:00.000Z')).toBe('2027-03-10');
    expect(dayKey('2027-03-09T23:30:00.000Z', 'America/New_York')).toBe('2027-03-09');
  });
});
