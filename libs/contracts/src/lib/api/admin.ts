import { assignmentSchema } from '../documents';
import { ROLE_SETS } from '../roles';
import { returns, rolesOf, route } from './route';

export const adminRoutes = {
  assign: route({
    method: 'POST',
    path: '/admin/assignments',
    access: rolesOf(ROLE_SETS.axelSpace),
    summary: 'Assign a client to a coach (409 when already assigned)',
    body: assignmentSchema,
    status: 204,
    response: returns<void>(),
  }),
};
