import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type ApplicationRequest, FOLLOW_UP_DAYS, type FollowUpEntry, type FollowUpEntryPatch, type FollowUpView, type JobApplication, PROGRAMME_ERRORS, zurichDate } from '@capsuisse/contracts';
import { Clock, Errors } from '@capsuisse/server-core';
import { ProfilesService } from '@capsuisse/server-profiles';
import { followUpProgress } from '../progress';
import { FollowUpEntryRow, FollowUpNote } from './follow-up.entities';

/** What a create or a change gives once its schema has parsed it. */
type NewApplication = Required<Pick<ApplicationRequest, 'employer' | 'position' | 'channel'>> & Omit<FollowUpEntryPatch, 'employer' | 'position' | 'channel'>;

export const toApplication = (e: FollowUpEntryRow): JobApplication => ({
  id: e.id,
  day: e.day,
  applied_on: e.appliedOn,
  employer: e.employer,
  employer_address: e.employerAddress,
  position: e.position,
  channel: e.channel,
  contact_person: e.contactPerson,
  contact_phone: e.contactPhone,
  workload_percent: e.workloadPercent,
  assigned_by_orp: e.assignedByOrp,
  outcome: e.outcome,
  refusal_reason: e.refusalReason,
  follow_up_on: e.followUpOn,
  created_at: e.createdAt.toISOString(),
});

/** The entity's fields a request names (what it leaves out stays as it was). */
const fieldsOf = (input: FollowUpEntryPatch): Partial<FollowUpEntryRow> =>
  Object.fromEntries(
    Object.entries({
      day: input.day,
      appliedOn: input.applied_on,
      employer: input.employer,
      employerAddress: input.employer_address,
      position: input.position,
      channel: input.channel,
      contactPerson: input.contact_person,
      contactPhone: input.contact_phone,
      workloadPercent: input.workload_percent,
      assignedByOrp: input.assigned_by_orp,
      outcome: input.outcome,
      refusalReason: input.refusal_reason,
      followUpOn: input.follow_up_on,
    }).filter(([, v]) => v !== undefined),
  );

/**
 * The applications a client logs: the job-search log (issue 32), whose entries on a day (1–10) are the 10-day
 * campaign's. A campaign day is a working session, not a calendar date, so weekends or a day off do not cost one;
 * the application's own date is kept apart for the monthly proof. A day counts once it holds an entry.
 */
@Injectable()
export class FollowUpService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly profiles: ProfilesService,
  ) {}

  async view(userId: string): Promise<FollowUpView> {
    const [entries, notes] = await Promise.all([
      this.em.find(FollowUpEntryRow, { userId, day: { $ne: null } }, { orderBy: { day: 'asc', appliedOn: 'asc', createdAt: 'asc' } }),
      this.em.find(FollowUpNote, { userId }),
    ]);
    return {
      progress: Math.round(followUpProgress(entries.map((e) => e.day ?? 0))),
      days: Array.from({ length: FOLLOW_UP_DAYS }, (_, i) => i + 1).map((day) => ({
        day,
        note: notes.find((n) => n.day === day)?.note ?? null,
        entries: entries.filter((e) => e.day === day).map((e) => toApplication(e) as FollowUpEntry),
      })),
    };
  }

  async add(userId: string, input: NewApplication): Promise<void> {
    await this.em.transactional(async (em) => {
      const entry = em.create(FollowUpEntryRow, { userId, outcome: 'en_attente', ...fieldsOf(input), employer: input.employer, position: input.position, channel: input.channel, createdAt: this.clock.now() });
      this.check(entry);
      await this.recomputeProgress(em, userId);
    });
  }

  /** Another client's entry is answered as absent (404), like an entry that does not exist. */
  async update(userId: string, id: string, changes: FollowUpEntryPatch): Promise<void> {
    await this.em.transactional(async (em) => {
      const entry = await em.findOne(FollowUpEntryRow, { id, userId });
      if (!entry) throw Errors.notFound();
      const wasSent = entry.outcome !== 'a_postuler';
      em.assign(entry, fieldsOf(changes));
      // Moved on the board from "à postuler": sent today unless a date is given.
      if (!wasSent && entry.outcome !== 'a_postuler' && changes.applied_on === undefined) entry.appliedOn = zurichDate(this.clock.now());
      this.check(entry);
      await this.recomputeProgress(em, userId);
    });
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.em.transactional(async (em) => {
      if (!(await em.nativeDelete(FollowUpEntryRow, { id, userId }))) throw Errors.notFound();
      await this.recomputeProgress(em, userId);
    });
  }

  /** The day's note; an empty one is removed. Notes do not count a day: only applications do. */
  async setNote(userId: string, day: number, note: string | null): Promise<FollowUpView> {
    if (note) {
      await this.em.execute(`insert into follow_up_notes (user_id, day, note) values (?, ?, ?) on conflict (user_id, day) do update set note = excluded.note`, [userId, day, note]);
    } else {
      await this.em.nativeDelete(FollowUpNote, { userId, day });
    }
    return this.view(userId);
  }

  /**
   * The log's rules an application must keep whatever the request: one still to send has no date (moved back, it
   * loses it) and is on no campaign day; one sent has a date, and not in the future (Zurich).
   */
  private check(entry: FollowUpEntryRow): void {
    if (entry.outcome === 'a_postuler') {
      if (entry.day !== null) throw Errors.invalid(PROGRAMME_ERRORS.notYetSentInCampaign);
      entry.appliedOn = null;
      return;
    }
    if (entry.appliedOn === null) throw Errors.invalid(PROGRAMME_ERRORS.appliedRequired);
    if (entry.appliedOn > zurichDate(this.clock.now())) throw Errors.invalid(PROGRAMME_ERRORS.appliedFuture);
  }

  /** Inside the transaction that changed an entry: `progress_10j` and the overall progress. */
  private async recomputeProgress(em: EntityManager, userId: string): Promise<number> {
    await em.flush();
    const entries = await em.find(FollowUpEntryRow, { userId, day: { $ne: null } }, { fields: ['day'] });
    return this.profiles.setProgressPart(em, userId, 'followUp', followUpProgress(entries.map((e) => e.day ?? 0)));
  }

  /** Account deletion: the user's applications and notes, inside the caller's transaction. */
  async forgetUser(em: EntityManager, userId: string): Promise<number> {
    const entries = await em.nativeDelete(FollowUpEntryRow, { userId });
    const notes = await em.nativeDelete(FollowUpNote, { userId });
    return entries + notes;
  }
}
