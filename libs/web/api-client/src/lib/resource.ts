import type { ApiError } from './api-error';

export interface ResourceState<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
}

/** One cached server value that several components (and remotes) read; loaded once, reloadable. */
export class Resource<T> {
  private state: ResourceState<T> = { data: undefined, error: undefined, loading: false };
  private pending: Promise<T> | null = null;
  private generation = 0;
  private readonly watchers = new Set<() => void>();

  constructor(private readonly loader: () => Promise<T>) {}

  readonly getSnapshot = (): ResourceState<T> => this.state;

  readonly subscribe = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  };

  /** Loads unless already loaded or loading; `force` reloads. */
  load(force = false): Promise<T> {
    if (this.pending) return this.pending;
    if (!force && this.state.data !== undefined) return Promise.resolve(this.state.data);
    const generation = this.generation;
    this.set({ ...this.state, loading: true, error: undefined });
    this.pending = this.loader()
      .then((data) => {
        if (generation === this.generation) this.set({ data, error: undefined, loading: false });
        return data;
      })
      .catch((error: ApiError) => {
        if (generation === this.generation) this.set({ ...this.state, error, loading: false });
        throw error;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  /** Forgets the value (e.g. another user signed in); a load still in flight is ignored. */
  reset(): void {
    this.generation += 1;
    this.pending = null;
    this.set({ data: undefined, error: undefined, loading: false });
  }

  private set(state: ResourceState<T>): void {
    this.state = state;
    for (const watcher of this.watchers) watcher();
  }
}
