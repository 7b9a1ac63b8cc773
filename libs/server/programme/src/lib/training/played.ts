import { mergePlayed, type PlayedSpan, VIDEO_PROGRESS_EVERY_SECONDS } from '@capsuisse/contracts';

/** The fastest playback rate a player offers: a second of wall-clock time plays at most this many of the video. */
const MAX_PLAYBACK_RATE = 2;
/** A first report's worth (one reporting period at the fastest rate), with a few seconds for travel and timer drift. */
const FIRST_REPORT_SECONDS = VIDEO_PROGRESS_EVERY_SECONDS * MAX_PLAYBACK_RATE + 5;

/**
 * Seconds of the video that reports may still add: what the wall-clock time since the client began this video could
 * have played, less what is already counted. Counted over the whole viewing, not per report: a burst of reports adds
 * nothing, and two tabs or devices share it.
 */
export function playBudget(sinceStartMs: number, countedSeconds: number): number {
  return Math.max(0, (Math.max(0, sinceStartMs) / 1000) * MAX_PLAYBACK_RATE + FIRST_REPORT_SECONDS - countedSeconds);
}

/** The parts of `[from, to]` outside `covered` (merged, in order). */
function uncovered([from, to]: PlayedSpan, covered: readonly PlayedSpan[]): PlayedSpan[] {
  const gaps: PlayedSpan[] = [];
  let cursor = from;
  for (const [start, end] of covered) {
    if (end <= cursor) continue;
    if (start >= to) break;
    if (start > cursor) gaps.push([cursor, start]);
    cursor = Math.max(cursor, end);
  }
  if (cursor < to) gaps.push([cursor, to]);
  return gaps;
}

/**
 * The stored spans with a report's spans added, clamped to the video's length. The report's seconds new to the
 * stored ones count in the order they were played, up to `budget`: what the time elapsed cannot have played (a seek
 * reported as play) is dropped from the latest spans, so it never counts toward watched.
 */
export function addPlayed(stored: readonly PlayedSpan[], reported: readonly PlayedSpan[], durationSeconds: number, budget: number): PlayedSpan[] {
  const clamp = (second: number) => Math.min(Math.max(second, 0), durationSeconds);
  let covered = mergePlayed(stored);
  let left = budget;
  for (const [from, to] of reported) {
    for (const [start, end] of uncovered([clamp(from), clamp(to)], covered)) {
      if (left <= 0) break;
      const kept = Math.min(end - start, left);
      covered = mergePlayed([...covered, [start, start + kept]]);
      left -= kept;
    }
  }
  return covered;
}
