import type { MailDeliveriesResponse, MailDeliveryDto } from '../mails';
import { ROLE_SETS } from '../roles';
import { TOASTS } from '../messages';
import { returns, rolesWithDenial, route } from './route';

// axel's space (spec §6), like the other /admin routes: every other role gets the same 403.
const axel = rolesWithDenial(ROLE_SETS.axelSpace, TOASTS.axelDenied.description);

export const mailRoutes = {
  list: route({
    method: 'GET',
    path: '/admin/mails',
    access: axel,
    response: returns<MailDeliveriesResponse>(),
  }),
  resend: route({
    method: 'POST',
    path: '/admin/mails/:id/resend',
    access: axel,
    status: 200,
    response: returns<MailDeliveryDto>(),
  }),
};
