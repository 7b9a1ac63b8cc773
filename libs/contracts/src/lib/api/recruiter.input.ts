import { z } from 'zod';
import { RECRUITER_PAGE_SIZE_DEFAULT, RECRUITER_PAGE_SIZE_MAX } from '../recruiter';
import { idParams } from './ids';
import { pageQuery } from './paging';
import type { InputsOf } from './route';
import type { recruiterRoutes } from './recruiter';

export const recruiterInput = {
  candidates: { query: z.object(pageQuery(RECRUITER_PAGE_SIZE_DEFAULT, RECRUITER_PAGE_SIZE_MAX)) },
  candidate: { params: idParams },
} satisfies InputsOf<typeof recruiterRoutes>;
