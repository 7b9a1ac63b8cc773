import type { NotificationPreferenceDto, NotificationsDto, NotificationsUnreadDto } from '../notifications';
import { PUBLIC, returns, route, SIGNED_IN } from './route';

/** Issue 30: the bell's list and the e-mail switches, for every signed-in user; the one-click unsubscribe link. */
export const notificationRoutes = {
  list: route({
    method: 'GET',
    path: '/notifications',
    access: SIGNED_IN,
    response: returns<NotificationsDto>(),
  }),
  unread: route({
    method: 'GET',
    path: '/notifications/unread',
    access: SIGNED_IN,
    response: returns<NotificationsUnreadDto>(),
  }),
  readAll: route({
    method: 'PUT',
    path: '/notifications/read',
    access: SIGNED_IN,
    response: returns<NotificationsDto>(),
  }),
  readOne: route({
    method: 'PUT',
    path: '/notifications/:id/read',
    access: SIGNED_IN,
    response: returns<NotificationsDto>(),
  }),
  preferences: route({
    method: 'GET',
    path: '/notifications/preferences',
    access: SIGNED_IN,
    response: returns<NotificationPreferenceDto[]>(),
  }),
  setPreference: route({
    method: 'PUT',
    path: '/notifications/preferences',
    access: SIGNED_IN,
    response: returns<NotificationPreferenceDto[]>(),
  }),
  unsubscribe: route({
    method: 'POST',
    path: '/notifications/unsubscribe',
    access: PUBLIC,
    response: returns<{ kind: string; label: string }>(),
  }),
};
