// Dates in fr-FR, Swiss time (DESIGN.md "Conventions"): short date, or date and time for verdicts.
const DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Zurich' });
const DATE_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Zurich' });

export const formatDate = (iso: string): string => DATE.format(new Date(iso));
export const formatDateTime = (iso: string): string => DATE_TIME.format(new Date(iso));
