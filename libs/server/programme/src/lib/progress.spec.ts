import { overallProgress, type ProgressInputs } from './progress';

const none: ProgressInputs = { documents: [], progress5j: 0, progress10j: 0, milestonesDone: 0, milestonesTotal: 0 };

describe('overallProgress', () => {
  it('is 0 with nothing done', () => {
    expect(overallProgress(none)).toBe(0);
  });

  it('gives 4 per pending upload and nothing for a rejected one', () => {
    expect(overallProgress({ ...none, documents: ['en_attente'] })).toBe(4);
    expect(overallProgress({ ...none, documents: ['en_attente', 'en_attente', 'a_corriger'] })).toBe(8);
  });

  it('is exactly 25 when the three documents are validated, and below before', () => {
    expect(overallProgress({ ...none, documents: ['valide', 'valide', 'valide'] })).toBe(25);
    expect(overallProgress({ ...none, documents: ['valide', 'valide', 'en_attente'] })).toBe(21);
    expect(overallProgress({ ...none, documents: ['valide', 'valide', 'a_corriger'] })).toBe(17);
  });

  it('adds a quarter for each of training, follow-up and milestones in proportion', () => {
    expect(overallProgress({ ...none, documents: ['valide', 'valide', 'valide'], progress5j: 100, progress10j: 50, milestonesDone: 1, milestonesTotal: 4 })).toBe(69);
    expect(overallProgress({ documents: ['valide', 'valide', 'valide'], progress5j: 100, progress10j: 100, milestonesDone: 3, milestonesTotal: 3 })).toBe(100);
  });

  it('keeps out-of-range figures within 0–100', () => {
    expect(overallProgress({ ...none, progress5j: 250, progress10j: -20 })).toBe(25);
  });
});
