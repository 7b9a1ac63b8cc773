import { TOASTS } from '../messages';
import type { FailedJobDto, QueuesDto } from '../queues';
import { ROLE_SETS } from '../roles';
import { returns, rolesWithDenial, route } from './route';

const axel = rolesWithDenial(ROLE_SETS.axelSpace, TOASTS.axelDenied.description);

export const queueRoutes = {
  list: route({
    method: 'GET',
    path: '/admin/queues',
    access: axel,
    response: returns<QueuesDto>(),
  }),
  retry: route({
    method: 'POST',
    path: '/admin/queues/:queue/jobs/:id/retry',
    access: axel,
    status: 200,
    response: returns<FailedJobDto>(),
  }),
};
