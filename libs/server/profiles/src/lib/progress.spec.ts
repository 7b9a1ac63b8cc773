import { overallProgress, type ProgressParts } from './progress';

const none: ProgressParts = { documents: 0, training: 0, followUp: 0, milestones: 0 };

describe('overallProgress', () => {
  it('is 0 with nothing done and 100 with everything done', () => {
    expect(overallProgress(none)).toBe(0);
    expect(overallProgress({ documents: 100, training: 100, followUp: 100, milestones: 100 })).toBe(100);
  });

  it('weighs each quarter the same, rounded to an integer', () => {
    expect(overallProgress({ ...none, documents: 100 })).toBe(25);
    expect(overallProgress({ ...none, documents: (2 * 100) / 3 + 16 })).toBe(21);
    expect(overallProgress({ documents: 100, training: 100, followUp: 50, milestones: 25 })).toBe(69);
  });

  it('keeps out-of-range figures within 0–100', () => {
    expect(overallProgress({ ...none, training: 250, followUp: -20 })).toBe(25);
  });
});
