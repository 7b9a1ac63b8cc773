import { z } from 'zod';
import { QUEUE_ERRORS } from '../queues';
import type { InputsOf } from './route';
import type { queueRoutes } from './queues';

export const queueInput = {
  retry: {
    params: z.object({
      queue: z.string({ error: QUEUE_ERRORS.queue }).regex(/^[a-z][a-z0-9-]{0,39}$/, QUEUE_ERRORS.queue),
      id: z.string({ error: QUEUE_ERRORS.notFound }).min(1, QUEUE_ERRORS.notFound).max(200, QUEUE_ERRORS.notFound),
    }),
  },
} satisfies InputsOf<typeof queueRoutes>;
