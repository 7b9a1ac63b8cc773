import { checkCv } from './cv-rules';

// The rules on CV text alone (the labelled CVs test them on PDFs): the traps each must not fall into.
const BODY = 'Responsable logistique avec dix ans d’expérience dans la grande distribution, la gestion des stocks et des équipes.'.repeat(2);
const verdicts = (text: string, pages = 1) => Object.fromEntries(checkCv({ pages, text: `${text}\n${BODY}` }).rules.map((r) => [r.id, r.verdict]));

describe('checkCv', () => {
  it('takes no year range, postcode or date for a phone number', () => {
    expect(verdicts('Expérience professionnelle\n2015 – 2019 Vendeur\n1204 Genève\n12.03.1988')['telephone']).toBe('failed');
    for (const phone of ['079 123 45 67', '+41 79 123 45 67', '0041 79 123 45 67', '+41 (0)22 345 67 89', '+33 6 12 34 56 78', '06 12 34 56 78', '+49 151 2345 6789']) {
      expect({ phone, verdict: verdicts(phone)['telephone'] }).toEqual({ phone, verdict: 'passed' });
    }
  });

  it('counts no driving licence as a work permit', () => {
    expect(verdicts('Nationalité : française\nPermis de conduire B')['permis']).toBe('failed');
    expect(verdicts('Nationalität: Deutsch\nFührerausweis B')['permis']).toBe('failed');
    expect(verdicts('Nationalité : française\nPermis de conduire B\nPermis de séjour B')['permis']).toBe('passed');
  });

  it('asks no permit of a Swiss person, nor when the nationality is unknown', () => {
    expect(verdicts('Nationalité : suisse')['permis']).toBe('not_applicable');
    expect(verdicts('Heimatort: Luzern')).toMatchObject({ nationalite: 'passed', permis: 'not_applicable' });
    expect(verdicts('Nationalité : franco-suisse')['permis']).toBe('not_applicable');
    expect(verdicts('Jean Dupont')).toMatchObject({ nationalite: 'failed', permis: 'not_applicable' });
  });

  it('wants a level beside each language of the section', () => {
    expect(verdicts('Langues\nFrançais (langue maternelle), Anglais (B2)\nFormation')['langues']).toBe('passed');
    expect(verdicts('Langues\nFrançais : langue maternelle, Anglais : courant\nFormation')).toMatchObject({ langues: 'failed' });
    expect(checkCv({ pages: 1, text: `Langues\nFrançais : langue maternelle, Anglais : courant\n${BODY}` }).rules.find((r) => r.id === 'langues')?.found).toBe('Anglais : courant');
  });

  it('reads the experiences newest first, an ongoing one on top', () => {
    expect(verdicts('Berufserfahrung\nseit 2020 Buchhalterin\n2016 – 2020 Kauffrau\nAusbildung\n2010 – 2013 Lehre')['chronologie']).toBe('passed');
    expect(verdicts('Berufserfahrung\n2016 – 2020 Kauffrau\nseit 2020 Buchhalterin\nAusbildung')['chronologie']).toBe('failed');
    expect(verdicts('Expérience professionnelle\n2019 – 2021 Vendeur')['chronologie']).toBe('not_applicable');
  });

  it('gives a long CV a failed page count and a text-less one nothing but illisible', () => {
    expect(verdicts('Jean Dupont', 3)['pages']).toBe('failed');
    const scan = checkCv({ pages: 1, text: '1/1' });
    expect(scan.status).toBe('illisible');
    expect(scan.rules.filter((r) => r.verdict !== 'not_applicable').map((r) => r.id)).toEqual(['lisible']);
    expect(checkCv('tooComplex')).toMatchObject({ status: 'illisible', pages: null });
  });

  it('stays quick on a crafted text (the rules run on the event loop)', () => {
    const start = performance.now();
    checkCv({ pages: 1, text: `${'rue +41 0 Langues Français '.repeat(2_000)}\n`.repeat(2) });
    expect(performance.now() - start).toBeLessThan(500);
  });
});
