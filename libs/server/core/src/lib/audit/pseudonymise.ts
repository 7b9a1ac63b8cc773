/** What names a deleted person in the audit log: their id, email, and the names and phone they had. */
export interface ErasedPerson {
  id: string;
  email: string;
  /** First and last name, phone: the profile's current values (earlier ones are under `PERSONAL_KEYS`). */
  words: (string | null)[];
}

// Details keys whose value is a person's own datum (a profile's `{before, after}`, a created account's email):
// in an entry about the erased person, whatever they held is theirs, even a name they no longer had.
const PERSONAL_KEYS = new Set(['email', 'first_name', 'last_name', 'phone']);

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The details of an audit entry about the person, with every trace of them replaced by their pseudonym: the id
 * and the email wherever they appear, the names and phone as whole words (a coach's note may say "Jean,"), and
 * the values of the personal keys. Everything else is kept as it was.
 */
export function pseudonymise(details: unknown, person: ErasedPerson, pseudonym: string): unknown {
  const words = person.words.filter((w): w is string => !!w && w.trim().length > 0).map((w) => escapeRegExp(w.trim()));
  const patterns = [new RegExp(escapeRegExp(person.id), 'gi'), new RegExp(escapeRegExp(person.email), 'gi')];
  // Letters and digits of any script around a word make it part of another one ("Jean" in "Jeanne").
  if (words.length) patterns.push(new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'giu'));
  const text = (value: string): string => patterns.reduce((out, pattern) => out.replace(pattern, pseudonym), value);
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') return key !== undefined && PERSONAL_KEYS.has(key) ? pseudonym : text(value);
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    return value;
  };
  return walk(details);
}
