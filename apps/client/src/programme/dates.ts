import { dayKey } from '@capsuisse/contracts';

// Calendar days and months in Swiss time (DESIGN.md "Conventions"): what the client calls "today".
/** `AAAA-MM-JJ` of today in Zurich. */
export const todayIso = (now: Date = new Date()): string => dayKey(now);


/** The current month and the eleven before it, newest first, as `AAAA-MM`. */
export function recentMonths(now: Date = new Date(), count = 12): string[] {
  const [year, month] = todayIso(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
