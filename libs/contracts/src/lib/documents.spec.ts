import { DOCUMENT_STATUSES, documentsState, type DocumentStatus } from './documents';

describe('documentsState', () => {
  it('is validated only when all three documents are', () => {
    expect(documentsState(['valide', 'valide', 'valide'])).toBe('validated');
    expect(documentsState(['valide', 'valide'])).toBe('pending');
    expect(documentsState(['valide', 'en_attente', 'en_attente'])).toBe('pending');
  });

  it('is rejected as soon as one document is to be corrected, whatever the others', () => {
    for (const other of DOCUMENT_STATUSES) expect(documentsState([other, 'a_corriger'])).toBe('rejected');
    expect(documentsState(['valide', 'valide', 'a_corriger'])).toBe('rejected');
  });

  it('is none without any document', () => {
    expect(documentsState([] as DocumentStatus[])).toBe('none');
  });
});
