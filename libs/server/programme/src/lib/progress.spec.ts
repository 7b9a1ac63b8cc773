import { followUpProgress } from './progress';

describe('followUpProgress (progress_10j)', () => {
  it('counts days holding an entry, once each, out of ten', () => {
    expect(followUpProgress([])).toBe(0);
    expect(followUpProgress([1])).toBe(10);
    expect(followUpProgress([1, 1, 1, 2])).toBe(20);
    expect(followUpProgress([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(100);
  });

  it('ignores days outside the campaign', () => {
    expect(followUpProgress([0, 11, 3])).toBe(10);
  });
});
