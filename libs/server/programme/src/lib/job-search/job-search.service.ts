import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JOB_SEARCH_ERRORS, JOB_SEARCH_TARGET, type JobSearchLog, type JobSearchMonth, nextMonth, zurichDate } from '@capsuisse/contracts';
import { AssignmentsService } from '@capsuisse/server-assignments';
import { AuditService, type Caller, Clock, Errors } from '@capsuisse/server-core';
import { ProfilesService } from '@capsuisse/server-profiles';
import { FollowUpEntryRow, JobSearchProof, JobSearchSetting } from '../follow-up/follow-up.entities';
import { toApplication } from '../follow-up/follow-up.service';
import { renderProofCsv } from './proof-csv';
import type { ProofLine } from './proof-lines';
import { renderProof } from './proof-pdf';

/** The applications sent in a month (`AAAA-MM`): a date in it; one still to send is in none. */
const sentIn = (userId: string, month: string) => ({ userId, outcome: { $ne: 'a_postuler' as const }, appliedOn: { $gte: `${month}-01`, $lt: `${nextMonth(month)}-01` } });

const monthOf = (month: string, count: number, setting: Pick<JobSearchSetting, 'monthlyTarget'> | null, proof: JobSearchProof | null): JobSearchMonth => ({
  month,
  count,
  target: setting?.monthlyTarget ?? JOB_SEARCH_TARGET.default,
  proof_downloaded_at: proof?.downloadedAt.toISOString() ?? null,
});

/**
 * Issue 32: the job-search log as the client and their coach read it, the month's count against the target agreed
 * with the ORP, and the month's proof (form 716.007) as PDF and CSV; a download is recorded, which ends the reminders
 * of the 1st–3rd. The applications themselves are written by `FollowUpService` (one set of rules for both pages).
 */
@Injectable()
export class JobSearchService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly profiles: ProfilesService,
    private readonly assignments: AssignmentsService,
    private readonly audit: AuditService,
  ) {}

  async log(userId: string): Promise<JobSearchLog> {
    const month = this.currentMonth();
    const [applications, setting, proof] = await Promise.all([
      this.em.find(FollowUpEntryRow, { userId }, { orderBy: { appliedOn: 'desc nulls first', createdAt: 'desc' } }),
      this.em.findOne(JobSearchSetting, { userId }),
      this.em.findOne(JobSearchProof, { userId, month }),
    ]);
    // The month's count from the log just read: no second query.
    const count = applications.filter((a) => a.outcome !== 'a_postuler' && a.appliedOn?.startsWith(month)).length;
    return { applications: applications.map(toApplication), orp_number: setting?.orpNumber ?? null, month: monthOf(month, count, setting, proof) };
  }

  async month(userId: string, month: string): Promise<JobSearchMonth> {
    const [count, setting, proof] = await Promise.all([
      this.em.count(FollowUpEntryRow, sentIn(userId, month)),
      this.em.findOne(JobSearchSetting, { userId }, { fields: ['monthlyTarget'] }),
      this.em.findOne(JobSearchProof, { userId, month }),
    ]);
    return monthOf(month, count, setting, proof);
  }

  /** The client's coach (or axel) sets the monthly target agreed with the ORP; audited. 404 for another coach's client. */
  async setTarget(caller: Caller, clientId: string, target: number): Promise<JobSearchMonth> {
    await this.assignments.requireClientAccess(caller, clientId);
    await this.em.transactional(async (em) => {
      const before = (await em.findOne(JobSearchSetting, { userId: clientId }, { fields: ['monthlyTarget'] }))?.monthlyTarget ?? JOB_SEARCH_TARGET.default;
      await em.upsert(JobSearchSetting, { userId: clientId, monthlyTarget: target, updatedAt: this.clock.now() }, { onConflictFields: ['userId'], onConflictAction: 'merge', onConflictMergeFields: ['monthlyTarget', 'updatedAt'] });
      this.audit.record(em, { actorId: caller.id, action: 'job_search.target', target: { type: 'user', id: clientId }, details: { before, after: target } });
    });
    return this.month(clientId, this.currentMonth());
  }

  async setOrpNumber(userId: string, orpNumber: string | null): Promise<JobSearchLog> {
    await this.em.upsert(
      JobSearchSetting,
      { userId, monthlyTarget: JOB_SEARCH_TARGET.default, orpNumber, updatedAt: this.clock.now() },
      { onConflictFields: ['userId'], onConflictAction: 'merge', onConflictMergeFields: ['orpNumber', 'updatedAt'] },
    );
    return this.log(userId);
  }

  /** The month's proof, one line per application sent in it by date; a month without any is refused (400). */
  async proof(userId: string, month: string, format: 'pdf' | 'csv'): Promise<Buffer> {
    const [profile, entries, setting] = await Promise.all([
      this.profiles.get(userId),
      this.em.find(FollowUpEntryRow, sentIn(userId, month), { orderBy: { appliedOn: 'asc', createdAt: 'asc' } }),
      this.em.findOne(JobSearchSetting, { userId }),
    ]);
    if (!entries.length) throw Errors.invalid(JOB_SEARCH_ERRORS.emptyMonth);
    const lines = entries.map(toApplication) as ProofLine[];
    const file =
      format === 'csv'
        ? renderProofCsv(lines)
        : await renderProof({
            firstName: profile.first_name,
            lastName: profile.last_name,
            email: profile.email,
            orpNumber: setting?.orpNumber ?? null,
            month,
            target: setting?.monthlyTarget ?? JOB_SEARCH_TARGET.default,
            lines,
            printedAt: this.clock.now(),
          });
    // The first download counts: the reminders of the 1st–3rd stop.
    await this.em.upsert(JobSearchProof, { userId, month, downloadedAt: this.clock.now() }, { onConflictFields: ['userId', 'month'], onConflictAction: 'ignore' });
    return file;
  }

  /** Data export: the target, the ORP number and the months whose proof was downloaded (the applications are the follow-up's). */
  async exportUser(userId: string): Promise<Record<string, unknown>> {
    const [setting, proofs] = await Promise.all([this.em.findOne(JobSearchSetting, { userId }), this.em.find(JobSearchProof, { userId }, { orderBy: { month: 'asc' } })]);
    return {
      monthly_target: setting?.monthlyTarget ?? JOB_SEARCH_TARGET.default,
      orp_number: setting?.orpNumber ?? null,
      proofs_downloaded: proofs.map((p) => ({ month: p.month, downloaded_at: p.downloadedAt.toISOString() })),
    };
  }

  /** Account deletion, inside the caller's transaction. */
  async forgetUser(em: EntityManager, userId: string): Promise<number> {
    return (await em.nativeDelete(JobSearchSetting, { userId })) + (await em.nativeDelete(JobSearchProof, { userId }));
  }

  private currentMonth(): string {
    return zurichDate(this.clock.now()).slice(0, 7);
  }
}
