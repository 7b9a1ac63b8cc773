import { pseudonymise } from './pseudonymise';

const person = { id: '6f1c2d3e-4b5a-4c6d-8e7f-101112131415', email: 'jean.dupont@example.ch', words: ['Jean', 'Dupont', '+41 79 000 00 00', null] };
const P = '11111111-2222-8333-9444-555555555555';

describe('pseudonymise', () => {
  it('replaces the id, the email, the names as words and every personal key; keeps the rest', () => {
    const details = {
      user_id: person.id,
      before: { email: 'JEAN.DUPONT@example.ch', first_name: 'Jeannot', last_name: 'Dupont', phone: null, role: 'client' },
      after: { first_name: 'Jean', has_paid: true },
      reason: 'Jean, votre CV (jean.dupont@example.ch) est illisible; Jeanne le refera',
      path: [`documents/${person.id}/cv.pdf`, 3],
    };
    expect(pseudonymise(details, person, P)).toEqual({
      user_id: P,
      before: { email: P, first_name: P, last_name: P, phone: null, role: 'client' },
      after: { first_name: P, has_paid: true },
      reason: `${P}, votre CV (${P}) est illisible; Jeanne le refera`,
      path: [`documents/${P}/cv.pdf`, 3],
    });
  });

  it('names of regular-expression characters are matched literally', () => {
    expect(pseudonymise({ note: 'A.B. et AxB' }, { ...person, words: ['A.B.'] }, P)).toEqual({ note: `${P} et AxB` });
  });
});
