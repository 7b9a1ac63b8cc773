import { z } from 'zod';
import { count, isoTime, percent } from './fields.response';

/** One candidate as a recruiter sees it: no name, phone, documents or notes (DESIGN.md "Ownership"). */
export const recruiterCandidate = z.strictObject({
  /** Opens the candidate's card (`GET /api/recruiter/candidates/:id`, each view audited). */
  id: z.guid(),
  email: z.string(),
  /** Registration date. */
  created_at: isoTime,
  progress_5j: percent,
  progress_10j: percent,
});

/** `GET /api/recruiter/candidates?page=&page_size=`: counters over every candidate, then one page of them (newest first). */
export const recruiterCandidatesResponse = z.strictObject({
  counters: z.strictObject({
    total: count,
    /** Candidates whose 5-day training is at 100%. */
    training_done: count,
    /** Candidates whose 10-day follow-up is at 100%. */
    follow_up_done: count,
  }),
  candidates: z.array(recruiterCandidate),
  page: count.min(1),
  page_size: count.min(1),
  /** Candidates over all pages (the pagination's total). */
  total: count,
});
