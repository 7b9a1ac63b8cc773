import { mergePlayed, playedSeconds, trainingProgress, videoWatched } from './training-videos';

describe('what a client played of a video', () => {
  it('joins spans that touch or overlap, in order, and drops empty ones', () => {
    expect(mergePlayed([[10, 20], [0, 5], [5, 8], [15, 30], [40, 40]])).toEqual([[0, 8], [10, 30]]);
    expect(playedSeconds([[10, 20], [0, 5], [5, 8], [15, 30]])).toBe(28);
  });

  it('counts a video watched at 90 % of its length played at least once, not by a seek to the end', () => {
    expect(videoWatched([[0, 7.2]], 8)).toBe(true);
    expect(videoWatched([[0, 7.1]], 8)).toBe(false);
    expect(videoWatched([[0, 4], [0, 4], [7.5, 8]], 8)).toBe(false);
    expect(videoWatched([[0, 8]], 0)).toBe(false);
  });
});

describe('progress_5j', () => {
  it('counts ticked exercises and watched videos over all of them', () => {
    expect(trainingProgress({ ticked: 3, exercises: 15, watched: 1, videos: 5 })).toBe(20);
    expect(trainingProgress({ ticked: 15, exercises: 15, watched: 5, videos: 5 })).toBe(100);
    // A day without a video counts its exercises only.
    expect(trainingProgress({ ticked: 15, exercises: 15, watched: 0, videos: 0 })).toBe(100);
    expect(trainingProgress({ ticked: 0, exercises: 0, watched: 0, videos: 0 })).toBe(0);
    // Never past 100: rows left by content removed meanwhile do not count twice.
    expect(trainingProgress({ ticked: 20, exercises: 15, watched: 9, videos: 5 })).toBe(100);
  });
});
