import { AsyncLocalStorage } from 'node:async_hooks';
import { GroupCommit } from './group-commit';

/** A write that takes its turn when `release` is called, recording each batch it was given. */
function recordedWrites(fails: (item: number) => boolean = () => false) {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const write = (items: readonly number[]) =>
    new Promise<number[]>((resolve, reject) => {
      batches.push([...items]);
      pending.push(() => (items.some(fails) ? reject(new Error(`batch ${items.join(',')}`)) : resolve(items.map((i) => i * 10))));
    });
  const release = async () => {
    while (!pending.length) await Promise.resolve();
    pending.shift()?.();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { batches, write, release };
}

describe('GroupCommit', () => {
  it('writes an item alone at once, and those that arrive meanwhile together as the next batch', async () => {
    const { batches, write, release } = recordedWrites();
    const group = new GroupCommit(write, 10);
    const first = group.add(1);
    const others = [2, 3, 4].map((i) => group.add(i));
    expect(batches).toEqual([[1]]);
    await release();
    await release();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(await first).toBe(10);
    expect(await Promise.all(others)).toEqual([20, 30, 40]);
  });

  it('cuts what waits into batches of at most `max`', async () => {
    const { batches, write, release } = recordedWrites();
    const group = new GroupCommit(write, 2);
    const all = [1, 2, 3, 4, 5].map((i) => group.add(i));
    for (let i = 0; i < 3; i++) await release();
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50]);
  });

  it("writes a failed batch again item by item: only the faulty item's promise fails", async () => {
    const { batches, write, release } = recordedWrites((i) => i === 3);
    const group = new GroupCommit(write, 10);
    const first = group.add(1);
    const others = [2, 3, 4].map((i) => group.add(i).catch((error: Error) => error.message));
    for (let i = 0; i < 5; i++) await release();
    expect(batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    expect(await first).toBe(10);
    expect(await Promise.all(others)).toEqual([20, 'batch 3', 40]);
  });

  it('takes new items once a batch has failed', async () => {
    const { write, release } = recordedWrites((i) => i === 1);
    const group = new GroupCommit(write, 10);
    const failed = group.add(1).catch(() => 'failed');
    await release();
    expect(await failed).toBe('failed');
    const next = group.add(2);
    await release();
    expect(await next).toBe(20);
  });

  it("writes a batch in the context the group was made in, not the first sender's", async () => {
    const storage = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const group = storage.run('made', () => new GroupCommit(async (items: readonly number[]) => (seen.push(storage.getStore()), items), 10));
    expect(await storage.run('a request', () => group.add(1))).toBe(1);
    expect(seen).toEqual(['made']);
  });
});
