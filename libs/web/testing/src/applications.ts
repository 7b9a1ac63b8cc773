import type { JobApplication } from '@capsuisse/contracts';

/** An application of the job-search log, sent, outside the campaign, with `extra` over it. */
export const fakeApplication = (id: string, extra: Partial<JobApplication> = {}): JobApplication => ({
  id,
  day: null,
  applied_on: '2026-11-10',
  employer: 'Nestlé SA',
  employer_address: null,
  position: 'Comptable',
  channel: 'email',
  contact_person: null,
  contact_phone: null,
  workload_percent: 100,
  assigned_by_orp: false,
  outcome: 'en_attente',
  refusal_reason: null,
  follow_up_on: null,
  created_at: '2026-11-10T08:00:00Z',
  ...extra,
});
