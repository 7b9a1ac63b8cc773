import { CV_FOUND, CV_MAX_PAGES, CV_RULE_IDS, type CvRuleId, type CvRuleResult, type CvVerdict } from '@capsuisse/contracts';
import type { PdfText } from './pdf-text';

export interface CvCheckOutcome {
  status: 'termine' | 'illisible';
  pages: number | null;
  rules: CvRuleResult[];
}

// Under this many letters the PDF holds no real text: a scan, an image exported as PDF (a CV has thousands).
const MIN_LETTERS = 100;
const EXCERPT_CHARS = 160;
const MAX_LINE = 300;

/**
 * The Swiss CV check (issue 32), French and German CVs: each rule of `CV_RULES` (texts in the contracts) answers
 * passed, failed or not applicable with the text it found. A CV whose text cannot be read is `illisible`: every
 * rule but `lisible` is not applicable, so no verdict is given on text that was never seen.
 */
export function checkCv(read: PdfText): CvCheckOutcome {
  const letters = read === 'tooComplex' ? 0 : (read.text.match(/\p{L}/gu) ?? []).length;
  if (read === 'tooComplex' || letters < MIN_LETTERS) {
    const found = read === 'tooComplex' ? CV_FOUND.unreadable : CV_FOUND.letters(letters, read.pages);
    return {
      status: 'illisible',
      pages: read === 'tooComplex' ? null : read.pages,
      rules: CV_RULE_IDS.map((id) => (id === 'lisible' ? result(id, 'failed', found) : result(id, 'not_applicable', ''))),
    };
  }
  const cv = new CvDocument(read.text);
  const nationality = nationalityOf(cv);
  const answers: Record<CvRuleId, [CvVerdict, string]> = {
    pages: [read.pages <= CV_MAX_PAGES ? 'passed' : 'failed', CV_FOUND.pages(read.pages)],
    lisible: ['passed', CV_FOUND.letters(letters, read.pages)],
    email: found(cv.first(EMAIL)),
    telephone: found(cv.first(PHONE)),
    naissance: found(cv.first(BIRTH) ?? cv.first(AGE)),
    nationalite: found(nationality?.line ?? null),
    permis: permitVerdict(cv, nationality),
    langues: languagesVerdict(cv),
    chronologie: chronologyVerdict(cv),
    adresse: addressVerdict(cv),
  };
  return { status: 'termine', pages: read.pages, rules: CV_RULE_IDS.map((id) => result(id, ...answers[id])) };
}

function result(id: CvRuleId, verdict: CvVerdict, text: string): CvRuleResult {
  return { id, verdict, found: excerpt(text) };
}

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_CHARS ? `${line.slice(0, EXCERPT_CHARS - 1)}…` : line;
}

function found(text: string | null): [CvVerdict, string] {
  return text === null ? ['failed', ''] : ['passed', text];
}

// Section headings, French and German, that end the section before them (a line that is only a heading).
const HEADINGS: Record<'languages' | 'experience' | 'other', RegExp> = {
  languages: /^(langues?|compétences linguistiques|connaissances linguistiques|sprachen|sprachkenntnisse|languages)\s*:?$/i,
  experience: /^(expériences?( professionnelles?)?|parcours professionnel|expérience|berufserfahrung|berufliche erfahrung(en)?|berufliche laufbahn|beruflicher werdegang|werdegang|work experience)\s*:?$/i,
  other:
    /^(formations?|formation et diplômes|études|compétences|compétences informatiques|informatique|centres d'intérêts?|centres d’intérêts?|loisirs|intérêts|références|certificats|données personnelles|informations personnelles|coordonnées|profil|contact|ausbildung|aus- und weiterbildung|weiterbildung|kenntnisse|edv-kenntnisse|it-kenntnisse|hobbys?|interessen|freizeit|referenzen|zertifikate|persönliche angaben|persönliche daten|personalien|kontakt)\s*:?$/i,
};

/** The CV's text as lines, with its sections found by their headings. */
class CvDocument {
  readonly lines: string[];

  constructor(text: string) {
    this.lines = text
      .split('\n')
      // A CV's line is short: the cap keeps every pattern's work linear on a crafted text (up to 50,000 characters, in one thread).
      .map((line) => line.replace(/\s+/g, ' ').trim().slice(0, MAX_LINE))
      .filter(Boolean);
  }

  /** The first line the pattern matches, cut around the match. */
  first(pattern: RegExp): string | null {
    for (const line of this.lines) {
      const match = pattern.exec(line);
      if (match) return match[0].length > 40 ? match[0] : line;
    }
    return null;
  }

  /** The lines under the section's heading, up to the next heading; null when the CV has no such heading. */
  section(kind: 'languages' | 'experience'): string[] | null {
    const start = this.lines.findIndex((line) => HEADINGS[kind].test(line));
    if (start < 0) return null;
    const lines: string[] = [];
    for (const line of this.lines.slice(start + 1)) {
      if (Object.values(HEADINGS).some((heading) => heading.test(line))) break;
      lines.push(line);
    }
    return lines;
  }
}

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(\.[\p{L}\d-]+)*\.[a-z]{2,}/iu;
// Swiss (079 123 45 67, 022 345 67 89), international with its prefix (+41 79 123 45 67, 0041 …, +33 6 12 34 56 78,
// +41 (0)79 …), French national (06 12 34 56 78): a date or a year range never starts with 0 or +.
const PHONE = /(?:(?:\+|00)\d{2,3}\s?(?:\(0\)\s?)?\d{1,3}(?:[\s./-]?\d{2,4}){2,4}|\b0\d{2}[\s./-]?\d{3}[\s./-]?\d{2}[\s./-]?\d{2}\b|\b0\d(?:[\s.]\d{2}){4}\b)/u;
const DATE = String.raw`(?:\d{1,2}[./-]\s?\d{1,2}[./-]\s?(?:19|20)\d{2}|\d{1,2}\.?\s\p{L}+\.?\s(?:19|20)\d{2}|(?:19|20)\d{2})`;
const BIRTH = new RegExp(String.raw`(?:né(?:\(?e\)?)?\s+le|née?\s+en|date de naissance|naissance|geboren(?:\s+am)?|geburtsdatum|jahrgang)\s*:?\s*${DATE}`, 'iu');
const AGE = /(?:\b(?:âge|alter)\s*:?\s*\d{2}\b|\b[1-9]\d\s?(?:ans|jahre|jährig)\b)/iu;

// The nationality's line: "Nationalité : française", "de nationalité suisse", "Nationalität: Deutsch", "Staatsangehörigkeit …";
// a place of origin ("Lieu d'origine", "Heimatort") exists for Swiss citizens only.
const NATIONALITY = /(?:nationalités?|nationalität(?:en)?|staatsangehörigkeit|staatsbürgerschaft|citoyenneté)\s*:?\s*(\p{L}[\p{L}\s,/()'’-]*)/iu;
const ORIGIN = /(?:lieu d['’]origine|originaire de|heimatort|bürgerort)\s*:?\s*\p{L}+/iu;
const SWISS = /\b(suisse|schweiz(?:er(?:in)?)?|swiss|helvétique|ch)\b|franco-suisse|italo-suisse|suisse-/iu;

interface Nationality {
  line: string;
  swiss: boolean;
}

function nationalityOf(cv: CvDocument): Nationality | null {
  for (const line of cv.lines) {
    const match = NATIONALITY.exec(line);
    if (match) return { line, swiss: SWISS.test(match[1]) };
  }
  const origin = cv.first(ORIGIN);
  return origin ? { line: origin, swiss: true } : null;
}

// A residence or work permit, French and German names; "permis de conduire B" and "Führerausweis B" are driving licences.
const PERMIT = new RegExp(
  [
    String.raw`\b(?:permis|autorisation)(?:\s+(?:de\s+(?:séjour|travail|résidence)|d['’]établissement|frontalier|pour frontaliers?))?(?:\s+(?:de\s+)?type)?\s*:?\s*(?:[BCGL]|Ci)\b`,
    String.raw`\b(?:aufenthaltsbewilligung|niederlassungsbewilligung|grenzgängerbewilligung|kurzaufenthaltsbewilligung|arbeitsbewilligung|bewilligung|ausweis)(?:\s+(?:typ|kategorie))?\s*:?\s*(?:[BCGL]|Ci)\b`,
    String.raw`\b(?:niederlassungsbewilligung|grenzgängerbewilligung|permis d['’]établissement|permis frontalier|permis de séjour|aufenthaltsbewilligung)\b`,
    String.raw`\b(?:work permit|permit)\s*:?\s*[BCGL]\b`,
  ].join('|'),
  'iu',
);

function permitVerdict(cv: CvDocument, nationality: Nationality | null): [CvVerdict, string] {
  if (nationality?.swiss) return ['not_applicable', nationality.line];
  const permit = cv.lines.find((line) => PERMIT.test(line) && !/conduire|führerausweis|fahrausweis|driving/iu.test(line));
  if (permit) return ['passed', permit];
  // Without a nationality nothing says a permit is needed: the nationality rule reports the gap.
  return nationality ? ['failed', nationality.line] : ['not_applicable', ''];
}

const LANGUAGE =
  /\b(français|francais|allemand|anglais|italien|espagnol|portugais|arabe|russe|chinois|turc|albanais|serbe|croate|polonais|roumain|néerlandais|suisse allemand|romanche|tamoul|deutsch|schweizerdeutsch|französisch|englisch|italienisch|spanisch|portugiesisch|arabisch|russisch|chinesisch|türkisch|albanisch|serbisch|kroatisch|polnisch|rumänisch|niederländisch|rätoromanisch|tamilisch)\b/iu;
const LEVEL = /\b[ABC][12]\b|langue maternelle|maternelle|muttersprache|erstsprache|bilingue|zweisprachig|natif|native/iu;

/** Each language of the "Langues"/"Sprachen" section with a level A1–C2 or "langue maternelle"/"Muttersprache". */
function languagesVerdict(cv: CvDocument): [CvVerdict, string] {
  const section = cv.section('languages');
  if (!section) return ['failed', ''];
  const named = section.flatMap((line) => line.split(/[,;•|]|\s[–-]\s(?=\p{Lu})/u)).filter((part) => LANGUAGE.test(part));
  if (!named.length) return ['failed', section.slice(0, 3).join(' · ')];
  const missing = named.filter((part) => !LEVEL.test(part));
  return missing.length ? ['failed', missing.join(' · ')] : ['passed', named.join(' · ')];
}

const YEAR = /\b(?:19[5-9]\d|20\d{2})\b/g;
const ONGOING = /aujourd['’]hui|à ce jour|présent|actuel|en cours|depuis|heute|seit|laufend|bis jetzt|present|today/iu;

/**
 * The experience section's dated lines, each by its first year (or "depuis"/"seit"), must not go up: the newest
 * first. Fewer than two dated entries cannot be out of order (not applicable), nor can a CV without that section.
 */
function chronologyVerdict(cv: CvDocument): [CvVerdict, string] {
  const section = cv.section('experience');
  if (!section) return ['not_applicable', ''];
  const dated = section.flatMap((line) => {
    const years = line.match(YEAR);
    return years ? [{ line, start: Number(years[0]), ongoing: ONGOING.test(line) }] : [];
  });
  if (dated.length < 2) return ['not_applicable', dated[0]?.line ?? ''];
  for (let i = 1; i < dated.length; i++) {
    const [before, after] = [dated[i - 1], dated[i]];
    if (after.start > before.start || (after.ongoing && !before.ongoing)) return ['failed', `${before.line}${CV_FOUND.then}${after.line}`];
  }
  return ['passed', dated.map((entry) => entry.start).join(', ')];
}

// A street with its number, before or after it (French or German names), and a postcode with its locality (CH-1201 Genève, 8004 Zürich, F-74100 Annemasse).
const STREET = /(?:\b(?:rue|route|rte|chemin|ch\.|avenue|av\.|boulevard|bd|place|quai|impasse|allée|sentier|passage)\b.*\d|\b\d+\s?(?:bis|ter)?,?\s(?:rue|route|chemin|avenue|boulevard|place|quai|impasse|allée)\b|\p{L}*(?:strasse|straße|str\.|gasse|weg|platz|rain|halde)\s+\d+)/iu;
const POSTCODE = /(?:\b(?:CH|F|D)[-\s]?\d{4,5}|\b\d{4})\s+\p{Lu}[\p{L}'’.-]+/u;

function addressVerdict(cv: CvDocument): [CvVerdict, string] {
  for (let i = 0; i < cv.lines.length; i++) {
    if (!STREET.test(cv.lines[i])) continue;
    // The postcode on the street's line or one of the two next (a header writes them on two lines).
    const postcode = cv.lines.slice(i, i + 3).find((line) => POSTCODE.test(line));
    if (postcode) return ['passed', postcode === cv.lines[i] ? postcode : `${cv.lines[i]}, ${postcode}`];
  }
  return ['failed', ''];
}
