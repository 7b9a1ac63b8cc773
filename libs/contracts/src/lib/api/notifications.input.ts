import { z } from 'zod';
import { VALIDATION as V } from '../messages';
import { notificationPreferenceSchema, notificationsQuery, unsubscribeQuery } from '../notifications.schemas';
import type { notificationRoutes } from './notifications';
import type { InputsOf } from './route';

export const notificationInput = {
  list: { query: notificationsQuery },
  readOne: { params: z.object({ id: z.guid({ error: V.idFormat }) }) },
  setPreference: { body: notificationPreferenceSchema },
  unsubscribe: { query: unsubscribeQuery },
} satisfies InputsOf<typeof notificationRoutes>;
