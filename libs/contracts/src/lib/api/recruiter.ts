import { z } from 'zod';
import { VALIDATION as V } from '../messages';
import { RECRUITER_PAGE_SIZE_DEFAULT, RECRUITER_PAGE_SIZE_MAX, type RecruiterCandidate, type RecruiterCandidatesResponse } from '../recruiter';
import { ROLE_SETS } from '../roles';
import { idParams } from './ids';
import { returns, rolesOf, route } from './route';

// A query value arrives as text; the web may pass a number. A repeated parameter (a list) is refused.
const pageNumber = (message: string) => z.coerce.number<string | number>({ error: message }).int(message);

export const recruiterRoutes = {
  candidates: route({
    method: 'GET',
    path: '/recruiter/candidates',
    access: rolesOf(ROLE_SETS.recruiterSpace),
    summary: 'Role-client profiles without contact data: counters over all of them and one page, newest first',
    query: z.object({
      page: pageNumber(V.pageNumber).min(1, V.pageNumber).default(1),
      page_size: pageNumber(V.pageSize).min(1, V.pageSize).max(RECRUITER_PAGE_SIZE_MAX, V.pageSize).default(RECRUITER_PAGE_SIZE_DEFAULT),
    }),
    response: returns<RecruiterCandidatesResponse>(),
  }),
  candidate: route({
    method: 'GET',
    path: '/recruiter/candidates/:id',
    access: rolesOf(ROLE_SETS.recruiterSpace),
    summary: "One candidate's card (same fields as the list); every view is written to the audit log; 404 for a client hidden from recruiters",
    params: idParams,
    response: returns<RecruiterCandidate>(),
  }),
};
