// The recruiter space (spec §2 "Recruiter dashboard", §9): what a recruiter may see of a candidate, and nothing more.
import type { z } from 'zod';
import type { recruiterCandidate, recruiterCandidatesResponse } from './api/recruiter.response';

/** One candidate as a recruiter sees it: no name, phone, documents or notes (schema: api/recruiter.response.ts). */
export type RecruiterCandidate = z.infer<typeof recruiterCandidate>;

/** `GET /api/recruiter/candidates?page=&page_size=`: counters over every candidate, then one page of them (newest first). */
export type RecruiterCandidatesResponse = z.infer<typeof recruiterCandidatesResponse>;

/**
 * Where a recruiter account stands (issue 28): a self-registered recruiter waits for axel's approval before
 * it sees any candidate; axel approves or refuses it. Accounts axel makes recruiters are approved.
 */
export const RECRUITER_APPROVALS = ['pending', 'approved', 'refused'] as const;
export type RecruiterApproval = (typeof RECRUITER_APPROVALS)[number];
/** What axel may decide of a recruiter account. */
export const RECRUITER_DECISIONS = ['approved', 'refused'] as const satisfies readonly RecruiterApproval[];
export type RecruiterDecision = (typeof RECRUITER_DECISIONS)[number];

/** The 403 a recruiter not (yet) approved gets on every candidate read, shown as is on its page. */
export const RECRUITER_MESSAGES = {
  pending:
    "Votre compte recruteur est en attente de validation par l'équipe CapSuisse. Vous verrez les candidats dès qu'il sera validé.",
  refused: "Votre compte recruteur n'a pas été validé par l'équipe CapSuisse : l'accès aux candidats vous est refusé.",
} as const;

export const RECRUITER_PAGE_SIZE_DEFAULT = 24;
export const RECRUITER_PAGE_SIZE_MAX = 100;

/** Spec §9: recruiter progress bar colour bands. */
export const RECRUITER_PROGRESS_BANDS = { high: 80, medium: 50 } as const;
export type ProgressBand = 'high' | 'medium' | 'low';

/** The band a progress figure (0–100) is drawn in: 80 or more, 50 or more, otherwise low. */
export function progressBand(value: number): ProgressBand {
  if (value >= RECRUITER_PROGRESS_BANDS.high) return 'high';
  if (value >= RECRUITER_PROGRESS_BANDS.medium) return 'medium';
  return 'low';
}
