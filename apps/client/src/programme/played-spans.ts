import { mergePlayed, type PlayedSpan } from '@capsuisse/contracts';

/** A report takes at most this many spans (the server's bound); the spans are merged first, so only a viewer who seeks very often reaches it. */
export const SPANS_PER_REPORT = 50;

/** Between two `timeupdate`s (about 4 a second, more at double speed) a larger step is a jump, not play. */
export const JUMP_SECONDS = 1.5;

/**
 * The spans a player actually played, from its events: `play(t)` while playing (on `playing` and each
 * `timeupdate`), `cut()` when play stops or a seek starts. A step back or forward by more than JUMP_SECONDS
 * closes the span and opens another, so seeking to the end never counts as watching. `take()` hands over
 * what was played since the last report; `giveBack()` returns a report that could not be sent.
 */
export class PlayedSpans {
  private open: [number, number] | null = null;
  private closed: [number, number][] = [];

  play(at: number): void {
    if (this.open && at >= this.open[1] && at - this.open[1] <= JUMP_SECONDS) {
      this.open[1] = at;
      return;
    }
    this.cut();
    this.open = [at, at];
  }

  cut(): void {
    if (this.open && this.open[1] > this.open[0]) this.closed.push(this.open);
    this.open = null;
  }

  /** The spans since the last report, merged; a span still playing goes on from where it was taken. */
  take(): [number, number][] {
    const spans = this.closed;
    this.closed = [];
    if (this.open && this.open[1] > this.open[0]) {
      spans.push([this.open[0], this.open[1]]);
      this.open = [this.open[1], this.open[1]];
    }
    const merged = mergePlayed(spans).map(([from, to]): [number, number] => [from, to]);
    // What is over the bound waits for the next report.
    this.closed = merged.slice(SPANS_PER_REPORT);
    return merged.slice(0, SPANS_PER_REPORT);
  }

  giveBack(spans: readonly PlayedSpan[]): void {
    this.closed.unshift(...spans.map(([from, to]): [number, number] => [from, to]));
  }
}
