import { AsyncResource } from 'node:async_hooks';

interface Waiting<I, O> {
  item: I;
  resolve(result: O): void;
  reject(error: unknown): void;
}

/**
 * Group commit: the items that arrive while a batch is being written wait, and go together as the next batch.
 * Alone, an item is written at once; under load, a write's fixed costs (its transaction, its round trips) are
 * shared by the batch. A batch that fails is written again item by item, so one item's fault fails only its own.
 */
export class GroupCommit<I, O> {
  private readonly waiting: Waiting<I, O>[] = [];
  private writing = false;
  // A batch is no one request's: it runs in the context the group was made in, not the first sender's.
  private readonly start = AsyncResource.bind(() => void this.drain());

  constructor(
    /** Writes the items, all or none; answers each one's result in their order. */
    private readonly write: (items: readonly I[]) => Promise<readonly O[]>,
    private readonly max: number,
  ) {}

  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.writing) this.start();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.waiting.length) await this.settle(this.waiting.splice(0, this.max));
    this.writing = false;
  }

  private async settle(batch: readonly Waiting<I, O>[]): Promise<void> {
    let results: readonly O[];
    try {
      results = await this.write(batch.map((w) => w.item));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      for (const one of batch) await this.settle([one]);
      return;
    }
    batch.forEach((w, i) => w.resolve(results[i]));
  }
}
