export interface JobOptions {
  /** Same id, same job: adding it again is a no-op, and `cancel` finds it by this id. */
  jobId?: string;
  delayMs?: number;
  /** The data holds a secret (a reset link): the job is removed once it has run, done or failed. */
  sensitive?: boolean;
  /** The job only names a durable row (a mail): removed once it has run, so the row's sweep may add it again. */
  transient?: boolean;
}

/** One queue's jobs by state. */
export interface QueueCounts {
  queue: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** A job that failed all its tries, without its data. */
export interface FailedJob {
  queue: string;
  id: string;
  name: string;
  attempts: number;
  reason: string;
  failedAt: Date | null;
}

/** Where jobs go: BullMQ on Redis, or run in-process when there is no Redis. */
export abstract class QueuePort {
  abstract readonly backend: 'bullmq' | 'inline';
  abstract add<T extends object>(queue: string, name: string, data: T, options?: JobOptions): Promise<void>;
  abstract cancel(queue: string, jobId: string): Promise<void>;
  /** Runs the job (no data) every `everyMs`: one schedule per queue and name, however many processes declare it. */
  abstract repeat(queue: string, name: string, everyMs: number): Promise<void>;
  /** Runs a waiting delayed job now (operators replaying a reminder; tests). False when there is none. */
  abstract promote(queue: string, jobId: string): Promise<boolean>;
  /** Each of these queues' jobs by state. */
  abstract counts(queues: readonly string[]): Promise<QueueCounts[]>;
  /** The newest jobs of these queues that failed all their tries (a job whose data holds a secret is not kept). */
  abstract failed(queues: readonly string[], limit: number): Promise<FailedJob[]>;
  /** Runs a failed job again with a new series of tries: the job as it failed, or null when there is no such failed job. */
  abstract retry(queue: string, jobId: string): Promise<FailedJob | null>;
  /** True when the backend answers. */
  abstract ping(): Promise<boolean>;
}
