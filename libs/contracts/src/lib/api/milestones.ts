import type { ClientMilestones, MilestoneDto } from '../milestones';
import { ROLE_SETS } from '../roles';
import { paidRolesOf, returns, rolesOf, route } from './route';

// The assigned coach or axel: the assignment is checked by the service (another coach's client is a 404, as an unknown id).
const editors = rolesOf(ROLE_SETS.clientStaff);

/** Spec §2 "Timeline", §3 milestones; each write answers with the client's whole path and its new overall progress. */
export const milestoneRoutes = {
  mine: route({
    method: 'GET',
    path: '/milestones',
    access: paidRolesOf(ROLE_SETS.clients),
    response: returns<MilestoneDto[]>(),
  }),
  ofClient: route({
    method: 'GET',
    path: '/users/:id/milestones',
    access: editors,
    response: returns<ClientMilestones>(),
  }),
  create: route({
    method: 'POST',
    path: '/users/:id/milestones',
    access: editors,
    response: returns<ClientMilestones>(),
  }),
  update: route({
    method: 'PATCH',
    path: '/users/:id/milestones/:mid',
    access: editors,
    response: returns<ClientMilestones>(),
  }),
  remove: route({
    method: 'DELETE',
    path: '/users/:id/milestones/:mid',
    access: editors,
    response: returns<ClientMilestones>(),
  }),
  reorder: route({
    method: 'PUT',
    path: '/users/:id/milestones/order',
    access: editors,
    response: returns<ClientMilestones>(),
  }),
};
