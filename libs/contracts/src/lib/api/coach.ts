import type { CoachClientsResponse } from '../documents';
import { ROLE_SETS } from '../roles';
import { returns, rolesOf, route } from './route';

export const COACH_SEARCH_MAX = 100;

export const coachRoutes = {
  clients: route({
    method: 'GET',
    path: '/coach/clients',
    access: rolesOf(ROLE_SETS.coachSpace),
    response: returns<CoachClientsResponse>(),
  }),
};
