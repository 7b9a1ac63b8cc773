import type { RecruiterCandidate, RecruiterCandidatesResponse } from '../recruiter';
import { ROLE_SETS } from '../roles';
import { returns, rolesOf, route } from './route';

export const recruiterRoutes = {
  candidates: route({
    method: 'GET',
    path: '/recruiter/candidates',
    access: rolesOf(ROLE_SETS.recruiterSpace),
    summary:
      'Role-client profiles that consented to recruiters, without contact data: counters over all of them and one page, newest first; each read audited; 403 for a recruiter axel has not approved',
    response: returns<RecruiterCandidatesResponse>(),
  }),
  candidate: route({
    method: 'GET',
    path: '/recruiter/candidates/:id',
    access: rolesOf(ROLE_SETS.recruiterSpace),
    summary:
      "One candidate's card (same fields as the list); every view is written to the audit log; 404 for a client who has not consented; 403 for a recruiter axel has not approved",
    response: returns<RecruiterCandidate>(),
  }),
};
