/** The zone of every deadline, working day and call: Europe/Zurich wall-clock time, across both sides. */
export const ZURICH_ZONE = 'Europe/Zurich';

// Made at first use: a module-level formatter would ride into every page that imports anything of this file.
let parts: Intl.DateTimeFormat | undefined;
const PARTS_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: ZURICH_ZONE,
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** An instant as a Zurich wall clock reads it (`weekday`: `Mon`…`Sun`). */
export interface ZurichWall {
  y: number;
  m: number;
  d: number;
  h: number;
  min: number;
  s: number;
  weekday: string;
}

export function zurichWall(instant: Date): ZurichWall {
  parts ??= new Intl.DateTimeFormat('en-US', PARTS_OPTIONS);
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  return { y: +p.year, m: +p.month, d: +p.day, h: +p.hour, min: +p.minute, s: +p.second, weekday: p.weekday };
}

/** Zurich's offset from UTC at an instant, in ms (+1 h in winter, +2 h in summer). */
export function zurichOffsetMs(instant: Date): number {
  const l = zurichWall(instant);
  return Date.UTC(l.y, l.m - 1, l.d, l.h, l.min, l.s) - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant (epoch ms) of a Zurich wall-clock time written as UTC fields (`Date.UTC(y, m - 1, d, h, min)`):
 * 09:00 stays 09:00 across daylight-saving changes. Twice, as the first guess may lie across the change.
 */
export function fromZurichWall(wallMs: number): number {
  const guess = wallMs - zurichOffsetMs(new Date(wallMs));
  return wallMs - zurichOffsetMs(new Date(guess));
}

/** A Zurich calendar date, `YYYY-MM-DD`. */
export function zurichDate(instant: Date): string {
  const l = zurichWall(instant);
  return `${l.y}-${String(l.m).padStart(2, '0')}-${String(l.d).padStart(2, '0')}`;
}
