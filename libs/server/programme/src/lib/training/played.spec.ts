import { VIDEO_PROGRESS_EVERY_SECONDS } from '@capsuisse/contracts';
import { addPlayed, playBudget } from './played';

describe('playBudget', () => {
  it('is what the time since the viewing began could play at twice the speed, plus a first report, less what is counted', () => {
    expect(playBudget(0, 0)).toBe(VIDEO_PROGRESS_EVERY_SECONDS * 2 + 5);
    expect(playBudget(10_000, 0)).toBe(45);
    expect(playBudget(10_000, 40)).toBe(5);
    // Reports add up to it, however many: a burst gets nothing more.
    expect(playBudget(10_000, 45)).toBe(0);
    expect(playBudget(10_000, 60)).toBe(0);
    expect(playBudget(-3_000, 0)).toBe(25);
  });
});

describe('addPlayed', () => {
  it('merges the reported spans with the stored ones', () => {
    expect(addPlayed([[0, 10]], [[10, 20]], 100, 25)).toEqual([[0, 20]]);
    expect(addPlayed([[0, 10]], [[30, 40]], 100, 25)).toEqual([
      [0, 10],
      [30, 40],
    ]);
  });

  it('clamps the spans to the video', () => {
    expect(addPlayed([], [[-5, 3]], 8, 25)).toEqual([[0, 3]]);
    expect(addPlayed([], [[6, 50]], 8, 25)).toEqual([[6, 8]]);
  });

  it('counts only seconds new to the stored spans against the budget: replaying costs nothing', () => {
    expect(addPlayed([[0, 50]], [[0, 50], [50, 60]], 100, 10)).toEqual([[0, 60]]);
  });

  it('drops what the budget cannot cover from the latest spans, in the order played', () => {
    expect(addPlayed([], [[0, 100]], 100, 25)).toEqual([[0, 25]]);
    expect(addPlayed([[0, 10]], [[5, 30], [60, 80]], 100, 25)).toEqual([
      [0, 30],
      [60, 65],
    ]);
    // A span crossing a stored one spends the budget on the gaps only.
    expect(addPlayed([[10, 20]], [[0, 40]], 100, 15)).toEqual([[0, 25]]);
  });

  it('counts a span reported twice in one report once', () => {
    expect(addPlayed([], [[0, 10], [0, 10], [10, 12]], 100, 12)).toEqual([[0, 12]]);
  });

  it('adds nothing with no budget left', () => {
    expect(addPlayed([[0, 4]], [[4, 8]], 8, 0)).toEqual([[0, 4]]);
  });
});
