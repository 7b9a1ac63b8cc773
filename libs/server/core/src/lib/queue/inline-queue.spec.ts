import type { AppConfig } from '../config/app-config';
import { InlineQueue } from './inline-queue';
import type { JobRegistry } from './job-registry';

describe('InlineQueue.repeat', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the job every period, once however often it is declared, and stops at shutdown', async () => {
    const run = jest.fn().mockResolvedValue(undefined);
    const queue = new InlineQueue({ run } as unknown as JobRegistry, { jobs: { attempts: 1, backoffMs: 0 } } as AppConfig);
    await queue.repeat('payments', 'reconcile', 1000);
    await queue.repeat('payments', 'reconcile', 1000);
    jest.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(3);
    expect(run).toHaveBeenCalledWith('payments', 'reconcile', {});
    await queue.beforeApplicationShutdown();
    jest.advanceTimersByTime(3000);
    expect(run).toHaveBeenCalledTimes(3);
  });
});
