import { followUpProgress, trainingProgress } from './progress';

describe('trainingProgress (progress_5j)', () => {
  it('is ticked exercises out of all of them', () => {
    expect(trainingProgress(0, 20)).toBe(0);
    expect(trainingProgress(4, 20)).toBe(20);
    expect(trainingProgress(20, 20)).toBe(100);
    expect(trainingProgress(1, 3)).toBeCloseTo(33.33, 2);
  });

  it('is 0 with no exercise and never above 100', () => {
    expect(trainingProgress(0, 0)).toBe(0);
    expect(trainingProgress(5, 4)).toBe(100);
  });
});

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
