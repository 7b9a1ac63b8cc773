import { MILESTONE_ERRORS, milestoneTypeLabel, positionCode } from './milestones';
import { formatLongDate } from './dates';
import { milestoneCreateSchema } from './milestones.schemas';

describe('milestones', () => {
  it('formats planned dates in French long format, in Swiss time', () => {
    expect(formatLongDate('2027-01-12T12:00:00.000Z')).toBe('12 janvier 2027');
    // 23:30 UTC on 28 February is already 1 March in Zurich.
    expect(formatLongDate('2027-02-28T23:30:00.000Z')).toBe('1 mars 2027');
  });

  it('shows underscores of a type as spaces', () => {
    expect(milestoneTypeLabel('entretien_rh_final')).toBe('entretien rh final');
  });

  it('numbers reordered codes so that their text order is the chosen order', () => {
    expect([0, 1, 8, 9].map((i) => positionCode(i, 10))).toEqual(['01', '02', '09', '10']);
    expect(positionCode(4, 120)).toBe('005');
  });

  it('trims, defaults and refuses in French', () => {
    expect(milestoneCreateSchema.parse({ code: ' 01 ', label: 'Audit', type: 'audit', notes_client: '  ' })).toEqual({
      code: '01',
      label: 'Audit',
      type: 'audit',
      status: 'a_faire',
      scheduled_at: null,
      notes_client: null,
    });
    const refused = milestoneCreateSchema.safeParse({ code: '01', label: 'Audit', type: 'audit', scheduled_at: '2027-13-01' });
    expect(refused.success ? null : refused.error.issues[0].message).toBe(MILESTONE_ERRORS.date);
  });
});
