// Issue 33: the background jobs as axel sees them (waiting, running, delayed, failed), never with their data.

/** One queue's jobs by state. */
export interface QueueCountsDto {
  queue: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** A job that failed all its tries: what ran and why, not its data (which may hold a link or a person's details). */
export interface FailedJobDto {
  queue: string;
  id: string;
  name: string;
  attempts: number;
  reason: string;
  failed_at: string | null;
}

/** `GET /api/admin/queues`. */
export interface QueuesDto {
  /** Redis (BullMQ, run by the worker) or in this process (the embedded default). */
  backend: 'bullmq' | 'inline';
  queues: QueueCountsDto[];
  /** The newest failed jobs, at most `QUEUE_FAILED_SHOWN`. */
  failed: FailedJobDto[];
  /** Jobs kept in PostgreSQL while Redis was away, queued once it answers. */
  deferred: number;
}

export const QUEUE_FAILED_SHOWN = 50;
/** A failure's reason is cut to this many characters. */
export const QUEUE_REASON_MAX = 300;

export const QUEUE_ERRORS = {
  notFound: 'Tâche introuvable ou qui n’a pas échoué',
  queue: 'File inconnue',
} as const;

export const QUEUE_AUDIT = { retry: 'admin.queue.retry' } as const;
