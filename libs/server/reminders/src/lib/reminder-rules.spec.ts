import { WorkingCalendar } from '@capsuisse/server-core';
import { documentDue, followUpDayDue } from './reminder-rules';

const ge = new WorkingCalendar('GE');
const at = (iso: string) => new Date(iso);

describe('documentDue', () => {
  it('waits two working days, the weekend not counted', () => {
    // Rejected Friday 13 March 2026, 10:00 Zurich: due Tuesday 10:00.
    const rejected = at('2026-03-13T09:00:00Z');
    expect(documentDue(ge, rejected, 2, at('2026-03-16T09:00:00Z'))).toBe(false);
    expect(documentDue(ge, rejected, 2, at('2026-03-17T08:59:00Z'))).toBe(false);
    expect(documentDue(ge, rejected, 2, at('2026-03-17T09:00:00Z'))).toBe(true);
  });
});

describe('followUpDayDue', () => {
  // First application Thursday 12 March 2026: day 1 = Thu 12, day 2 = Fri 13, day 3 = Mon 16.
  const started = at('2026-03-12T09:00:00Z');

  it("reminds of the day whose date is today, from the hour on, when it holds no entry", () => {
    expect(followUpDayDue(ge, started, new Set([1]), 18, at('2026-03-16T16:59:00Z'))).toBeNull();
    expect(followUpDayDue(ge, started, new Set([1]), 18, at('2026-03-16T17:00:00Z'))).toBe(3);
    expect(followUpDayDue(ge, started, new Set([1, 3]), 18, at('2026-03-16T17:00:00Z'))).toBeNull();
  });

  it('has no day on a weekend, nor after the tenth working day', () => {
    expect(followUpDayDue(ge, started, new Set([1]), 18, at('2026-03-14T17:30:00Z'))).toBeNull();
    // Day 10 is Wednesday 25 March; Thursday 26 is past the campaign.
    expect(followUpDayDue(ge, started, new Set([1]), 18, at('2026-03-25T17:30:00Z'))).toBe(10);
    expect(followUpDayDue(ge, started, new Set([1]), 18, at('2026-03-26T17:30:00Z'))).toBeNull();
  });
});
