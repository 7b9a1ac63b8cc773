import { reminderKindParams, reminderSettingSchema } from '../reminders.schemas';
import type { reminderRoutes } from './reminders';
import type { InputsOf } from './route';

export const reminderInput = {
  update: { params: reminderKindParams, body: reminderSettingSchema },
} satisfies InputsOf<typeof reminderRoutes>;
