import { z } from 'zod';

/** A time as JavaScript's `toISOString` writes it (UTC, milliseconds, `Z`), as the database composes it too (`iso`). */
export const isoTime = z.iso.datetime({ precision: 3 });

/** A count or a percentage: a whole number, never negative. */
export const count = z.number().int().nonnegative();

/** A progress figure (0–100). */
export const percent = count.max(100);
