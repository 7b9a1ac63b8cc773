import { TOASTS } from '../messages';
import type { ReminderSettingDto } from '../reminders';
import { ROLE_SETS } from '../roles';
import { returns, rolesWithDenial, route } from './route';

// axel's space (spec §6), like the other /admin routes: every other role gets the same 403.
const axel = rolesWithDenial(ROLE_SETS.axelSpace, TOASTS.axelDenied.description);

/** Issue 30: axel turns each reminder on or off and sets its delay. */
export const reminderRoutes = {
  list: route({
    method: 'GET',
    path: '/admin/reminders',
    access: axel,
    response: returns<ReminderSettingDto[]>(),
  }),
  update: route({
    method: 'PUT',
    path: '/admin/reminders/:kind',
    access: axel,
    response: returns<ReminderSettingDto[]>(),
  }),
};
