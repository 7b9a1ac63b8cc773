import type { CallSlotDto } from './calls';

/** Body of every API error: the French message is what the user is shown. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Validation failures: every issue, first one first. */
  issues?: { path: string; message: string }[];
  /** A slot just taken by someone else (409): the next free ones to choose from. */
  next_slots?: CallSlotDto[];
}

/** `GET /api/config`: settings the web needs at run time (public, no secrets). */
export interface PublicConfig {
  housingGuideUrl: string;
  supportEmail: string;
}

type Check = 'ok' | 'down';

export interface HealthDetails {
  db: Check;
  queue: Check;
  storage: Check;
  backends: { db: 'postgresql' | 'pglite'; queue: 'bullmq' | 'inline'; storage: 'local' | 's3' };
}

/** `GET /api/health`: 200 when database, queue and storage answer, 503 otherwise; the details only where configured. */
export type Health = { status: Check } & Partial<HealthDetails>;
