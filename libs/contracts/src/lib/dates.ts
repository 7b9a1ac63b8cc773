// The one module that formats dates for people (web, mails, PDFs). The zone is not imported from zurich-time.ts:
// a module both the landing page and the UI kit import gets a chunk of its own.
const ZURICH = 'Europe/Zurich';

/** fr-CH ("26.11.2026"); fr-FR only where the spec asks it (the recruiter's registration date); en-CA for day keys. */
export type DateLocale = 'fr-CH' | 'fr-FR' | 'en-CA';

// Made at first use, then kept: one made at load would keep this module in every page's bundle.
const formatters = new Map<string, Intl.DateTimeFormat>();
const SHORT: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** In Europe/Zurich unless `options.timeZone` says otherwise; a calendar date (`YYYY-MM-DD`) is never shifted. */
export function formatDateWith(value: string | Date, options: Intl.DateTimeFormatOptions, locale?: DateLocale): string {
  // An instant is longer than its ten characters: a calendar date is read at midnight UTC and shown in UTC.
  const day = typeof value === 'string' && value.length === 10;
  const full = day ? { ...options, timeZone: 'UTC' } : { timeZone: ZURICH, ...options };
  const tag = locale ?? 'fr-CH';
  const key = tag + JSON.stringify(full);
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat(tag, full)));
  return found.format(new Date(day ? `${value}T00:00Z` : value));
}

/** "26.11.2026" (fr-FR: "26/11/2026"). */
export const formatDate = (value: string | Date, locale?: DateLocale): string => formatDateWith(value, SHORT, locale);
/** "26.11.2026 14:30". */
export const formatDateTime = (value: string | Date): string =>
  formatDateWith(value, { ...SHORT, hour: '2-digit', minute: '2-digit' });
/** "26 novembre 2026". */
export const formatLongDate = (value: string | Date): string =>
  formatDateWith(value, { day: 'numeric', month: 'long', year: 'numeric' });
/** `YYYY-MM-DD` of an instant in `zone`: a key for machines (a date input, a grouping). */
export const dayKey = (value: string | Date, zone = ZURICH): string =>
  formatDateWith(value, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }, 'en-CA');
