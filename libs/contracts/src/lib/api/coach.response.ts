import { z } from 'zod';
import { documentDto } from './documents.response';
import { count, isoTime, percent } from './fields.response';

/** An assigned client on the coach's page. */
export const coachClient = z.strictObject({
  user_id: z.guid(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  created_at: isoTime,
  overall_progress: percent,
  first_login_completed: z.boolean(),
  /** Documents to review or already validated; those `a_corriger` are left out (spec). */
  documents: z.array(documentDto),
  /** Messages of the client's thread the coach has not read (issue 30). */
  unread_messages: count,
});

/** `GET /api/coach/clients?search=&page=&page_size=` */
export const coachClientsResponse = z.strictObject({
  /** Over every assigned client, whatever the search. */
  counters: z.strictObject({ total: count, active: count, average_progress: percent }),
  clients: z.array(coachClient),
  page: count.min(1),
  page_size: count.min(1),
  /** Clients the search finds, over all pages (the pagination's total). */
  total: count,
});
