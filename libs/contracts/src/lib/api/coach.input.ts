import { z } from 'zod';
import { COACH_FILTER_ERROR, COACH_FILTERS, COACH_PAGE_SIZE_DEFAULT, COACH_PAGE_SIZE_MAX } from '../documents';
import { API_ERRORS, VALIDATION as V } from '../messages';
import { pageQuery } from './paging';
import type { InputsOf } from './route';
import { COACH_SEARCH_MAX, type coachRoutes } from './coach';

export const coachInput = {
  clients: {
    query: z.object({
      // A repeated `?search=` arrives as a list: refused rather than guessed.
      search: z.string({ error: API_ERRORS.badRequest }).trim().max(COACH_SEARCH_MAX, V.searchMax).optional(),
      /** `a_traiter`: only the clients with unread messages or a document waiting for review. */
      filter: z.enum(COACH_FILTERS, { error: COACH_FILTER_ERROR }).optional(),
      ...pageQuery(COACH_PAGE_SIZE_DEFAULT, COACH_PAGE_SIZE_MAX),
    }),
  },
} satisfies InputsOf<typeof coachRoutes>;
