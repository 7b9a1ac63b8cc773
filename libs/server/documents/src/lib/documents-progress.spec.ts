import { documentsProgress } from './documents-progress';

describe('documentsProgress', () => {
  it('is 0 with nothing uploaded and nothing for a rejected document', () => {
    expect(documentsProgress([])).toBe(0);
    expect(documentsProgress(['a_corriger'])).toBe(0);
  });

  it('gives 16 % (4 overall points) per pending upload', () => {
    expect(documentsProgress(['en_attente', 'en_attente', 'a_corriger'])).toBe(32);
  });

  it('is exactly 100 when the three documents are validated, and below before', () => {
    expect(documentsProgress(['valide', 'valide', 'valide'])).toBe(100);
    expect(documentsProgress(['valide', 'valide', 'en_attente'])).toBeCloseTo(82.67, 2);
    expect(documentsProgress(['valide', 'valide', 'a_corriger'])).toBeCloseTo(66.67, 2);
  });
});
