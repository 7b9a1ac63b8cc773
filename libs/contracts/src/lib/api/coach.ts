import { z } from 'zod';
import type { CoachClientsResponse } from '../documents';
import { API_ERRORS, VALIDATION as V } from '../messages';
import { ROLE_SETS } from '../roles';
import { returns, rolesOf, route } from './route';

export const COACH_SEARCH_MAX = 100;

export const coachRoutes = {
  clients: route({
    method: 'GET',
    path: '/coach/clients',
    access: rolesOf(ROLE_SETS.coachSpace),
    summary: 'Assigned clients with counters and their documents (a_corriger hidden)',
    // A repeated `?search=` arrives as a list: refused rather than guessed.
    query: z.object({ search: z.string({ error: API_ERRORS.badRequest }).trim().max(COACH_SEARCH_MAX, V.searchMax).optional() }),
    response: returns<CoachClientsResponse>(),
  }),
};
