import type { MilestoneStatus } from './documents';

/** Spec §3 `milestones`, as the API returns them (ordered by code). */
export interface MilestoneDto {
  id: string;
  code: string;
  label: string;
  type: string;
  status: MilestoneStatus;
  scheduled_at: string | null;
  notes_client: string | null;
}
