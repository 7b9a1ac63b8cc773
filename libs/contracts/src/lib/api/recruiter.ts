import type { RecruiterCandidate, RecruiterCandidatesResponse } from '../recruiter';
import { ROLE_SETS } from '../roles';
import { returns, rolesOf, route } from './route';

export const recruiterRoutes = {
  candidates: route({
    method: 'GET',
    path: '/recruiter/candidates',
    access: rolesOf(ROLE_SETS.recruiterSpace),
    response: returns<RecruiterCandidatesResponse>(),
  }),
  candidate: route({
    method: 'GET',
    path: '/recruiter/candidates/:id',
    access: rolesOf(ROLE_SETS.recruiterSpace),
    response: returns<RecruiterCandidate>(),
  }),
};
