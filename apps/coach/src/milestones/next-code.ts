import { type MilestoneDto, positionCode } from '@capsuisse/contracts';

/** The next free number after the numeric codes (`03` after `01`, `02`); the coach may type another. */
export function nextCode(milestones: MilestoneDto[]): string {
  const numbers = milestones.map((m) => m.code).filter((c) => /^\d+$/.test(c)).map(Number);
  const next = Math.max(milestones.length, ...numbers) + 1;
  return positionCode(next - 1, next);
}
