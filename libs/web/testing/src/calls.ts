import type { CallDto } from '@capsuisse/contracts';

/** A booked 45-minute session of Léa Martin with Marie Dupont starting at `startMs`, changed by `extra`. */
export const fakeCall = (id: string, startMs: number, extra: Partial<CallDto> = {}): CallDto => ({
  id,
  kind: 'session',
  status: 'booked',
  coach_id: 'c1',
  coach_name: 'Marie Dupont',
  client_id: 'u1',
  client_name: 'Léa Martin',
  starts_at: new Date(startMs).toISOString(),
  ends_at: new Date(startMs + 45 * 60_000).toISOString(),
  video_url: 'https://meet.example.ch/marie',
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  ...extra,
});
