import { VIDEO_WATCHED_SHARE, videoWatched } from '@capsuisse/contracts';
import { PlayedSpans, SPANS_PER_REPORT } from './played-spans';

/** Plays from `from` to `to` as `timeupdate` does, four times a second. */
function playAlong(spans: PlayedSpans, from: number, to: number) {
  for (let t = from; t < to; t += 0.25) spans.play(t);
  spans.play(to);
}

it('reports the time played as one span, and goes on from there at the next report', () => {
  const spans = new PlayedSpans();
  playAlong(spans, 0, 4);
  expect(spans.take()).toEqual([[0, 4]]);
  playAlong(spans, 4.25, 6);
  expect(spans.take()).toEqual([[4, 6]]);
  expect(spans.take()).toEqual([]);
});

it('closes the span on a seek, forward or back, and on a jump of more than 1.5 s between two updates', () => {
  const spans = new PlayedSpans();
  playAlong(spans, 0, 2);
  spans.cut(); // seeking
  playAlong(spans, 6, 7);
  spans.play(9); // a jump no seeking event announced
  spans.play(9.5);
  spans.play(3); // back
  spans.play(3.25);
  expect(spans.take()).toEqual([
    [0, 2],
    [3, 3.25],
    [6, 7],
    [9, 9.5],
  ]);
});

it('keeps a small step as play: a slow update is not a seek', () => {
  const spans = new PlayedSpans();
  spans.play(1);
  spans.play(2.4);
  expect(spans.take()).toEqual([[1, 2.4]]);
});

it('counts nothing for a seek straight to the end, and watched once 90 % is played', () => {
  const duration = 8;
  const seeker = new PlayedSpans();
  playAlong(seeker, 0, 0.5);
  seeker.cut();
  playAlong(seeker, 7.5, 8);
  expect(videoWatched(seeker.take(), duration)).toBe(false);

  const viewer = new PlayedSpans();
  playAlong(viewer, 0, VIDEO_WATCHED_SHARE * duration);
  expect(videoWatched(viewer.take(), duration)).toBe(true);
});

it('merges spans played twice, and sends a report back with the next one when it was lost', () => {
  const spans = new PlayedSpans();
  playAlong(spans, 0, 3);
  spans.cut();
  playAlong(spans, 1, 2);
  const lost = spans.take();
  expect(lost).toEqual([[0, 3]]);
  spans.giveBack(lost);
  playAlong(spans, 5, 6);
  expect(spans.take()).toEqual([
    [0, 3],
    [5, 6],
  ]);
});

it('sends at most the bound of spans a report, the rest with the next', () => {
  const spans = new PlayedSpans();
  for (let i = 0; i < SPANS_PER_REPORT + 3; i++) {
    spans.play(i * 10);
    spans.play(i * 10 + 1);
    spans.cut();
  }
  expect(spans.take()).toHaveLength(SPANS_PER_REPORT);
  expect(spans.take()).toEqual([
    [500, 501],
    [510, 511],
    [520, 521],
  ]);
});
