import { COUNTDOWN_ORANGE_HOURS, COUNTDOWN_RED_HOURS } from '@capsuisse/contracts';

/** Colour of a pending document's countdown (spec §4): red pulsing ≤ 12 h, orange ≤ 24 h, green, red once expired. */
export type CountdownBand = 'green' | 'orange' | 'red-pulse' | 'expired';

export interface CountdownState {
  band: CountdownBand;
  /** 'Expiré', or hours and minutes left ('47 h 05 min'). */
  label: string;
  remainingMs: number;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export function countdownState(deadline: Date | string, now: number): CountdownState {
  const remainingMs = new Date(deadline).getTime() - now;
  if (remainingMs <= 0) return { band: 'expired', label: 'Expiré', remainingMs };
  // Whole minutes left, so the label never says 0 min while time remains.
  const minutesLeft = Math.ceil(remainingMs / MINUTE_MS);
  const hours = Math.floor(minutesLeft / 60);
  const minutes = minutesLeft % 60;
  const band: CountdownBand = remainingMs <= COUNTDOWN_RED_HOURS * HOUR_MS ? 'red-pulse' : remainingMs <= COUNTDOWN_ORANGE_HOURS * HOUR_MS ? 'orange' : 'green';
  return { band, label: `${hours} h ${String(minutes).padStart(2, '0')} min`, remainingMs };
}
