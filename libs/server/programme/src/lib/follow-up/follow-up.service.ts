import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FOLLOW_UP_DAYS, type FollowUpEntry, type FollowUpView, type InputOf, type API } from '@capsuisse/contracts';
import { Clock, Errors } from '@capsuisse/server-core';
import { ProfilesService } from '@capsuisse/server-profiles';
import { followUpProgress } from '../progress';
import { FollowUpEntryRow, FollowUpNote } from './follow-up.entities';
import { type ProofLine, renderProof } from './proof-pdf';

type NewEntry = InputOf<typeof API.programme.addEntry>['body'];
type EntryChanges = InputOf<typeof API.programme.updateEntry>['body'];

const toDto = (e: FollowUpEntryRow): FollowUpEntry => ({
  id: e.id,
  day: e.day,
  applied_on: e.appliedOn,
  employer: e.employer,
  position: e.position,
  channel: e.channel,
  contact_person: e.contactPerson,
  outcome: e.outcome,
  created_at: e.createdAt.toISOString(),
});

/**
 * The 10-day campaign. The client files each application under the day of the campaign it belongs to
 * (1–10): a day is a working session, not a calendar date, so weekends or a day off do not cost one;
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
      this.em.find(FollowUpEntryRow, { userId }, { orderBy: { day: 'asc', appliedOn: 'asc', createdAt: 'asc' } }),
      this.em.find(FollowUpNote, { userId }),
    ]);
    return {
      progress: Math.round(followUpProgress(entries.map((e) => e.day))),
      days: Array.from({ length: FOLLOW_UP_DAYS }, (_, i) => i + 1).map((day) => ({
        day,
        note: notes.find((n) => n.day === day)?.note ?? null,
        entries: entries.filter((e) => e.day === day).map(toDto),
      })),
    };
  }

  async add(userId: string, entry: NewEntry): Promise<FollowUpView> {
    await this.em.transactional(async (em) => {
      em.create(FollowUpEntryRow, {
        userId,
        day: entry.day,
        appliedOn: entry.applied_on,
        employer: entry.employer,
        position: entry.position,
        channel: entry.channel,
        contactPerson: entry.contact_person,
        outcome: entry.outcome,
        createdAt: this.clock.now(),
      });
      await this.recomputeProgress(em, userId);
    });
    return this.view(userId);
  }

  /** Another client's entry is answered as absent (404), like an entry that does not exist. */
  async update(userId: string, id: string, changes: EntryChanges): Promise<FollowUpView> {
    await this.em.transactional(async (em) => {
      const entry = await em.findOne(FollowUpEntryRow, { id, userId });
      if (!entry) throw Errors.notFound();
      const fields: Partial<FollowUpEntryRow> = {
        day: changes.day,
        appliedOn: changes.applied_on,
        employer: changes.employer,
        position: changes.position,
        channel: changes.channel,
        contactPerson: changes.contact_person,
        outcome: changes.outcome,
      };
      em.assign(entry, Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)));
      await this.recomputeProgress(em, userId);
    });
    return this.view(userId);
  }

  async remove(userId: string, id: string): Promise<FollowUpView> {
    await this.em.transactional(async (em) => {
      if (!(await em.nativeDelete(FollowUpEntryRow, { id, userId }))) throw Errors.notFound();
      await this.recomputeProgress(em, userId);
    });
    return this.view(userId);
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

  /** The proof of job search of one month (`AAAA-MM`): the month's applications by date, as a PDF. */
  async proof(userId: string, month: string): Promise<Buffer> {
    const [year, m] = month.split('-').map(Number);
    const first = `${month}-01`;
    const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
    const [profile, entries] = await Promise.all([
      this.profiles.get(userId),
      this.em.find(FollowUpEntryRow, { userId, appliedOn: { $gte: first, $lt: next } }, { orderBy: { appliedOn: 'asc', createdAt: 'asc' } }),
    ]);
    const lines: ProofLine[] = entries.map((e) => ({
      appliedOn: e.appliedOn,
      employer: e.employer,
      contactPerson: e.contactPerson,
      position: e.position,
      channel: e.channel,
      outcome: e.outcome,
    }));
    return renderProof({ firstName: profile.first_name, lastName: profile.last_name, email: profile.email, month, lines, printedAt: this.clock.now() });
  }

  /** Inside the transaction that changed an entry: `progress_10j` and the overall progress. */
  private async recomputeProgress(em: EntityManager, userId: string): Promise<number> {
    await em.flush();
    const entries = await em.find(FollowUpEntryRow, { userId }, { fields: ['day'] });
    return this.profiles.setProgressPart(em, userId, 'followUp', followUpProgress(entries.map((e) => e.day)));
  }

  /** Account deletion: the user's applications and notes, inside the caller's transaction. */
  async forgetUser(em: EntityManager, userId: string): Promise<number> {
    const entries = await em.nativeDelete(FollowUpEntryRow, { userId });
    const notes = await em.nativeDelete(FollowUpNote, { userId });
    return entries + notes;
  }
}
