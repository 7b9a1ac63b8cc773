import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type AdminAnalytics, type CoachLoad, type NoShowStats, type FunnelCounts, type FunnelWeek, type LateDocument, type ReviewStats, type ReviewWeek } from '@capsuisse/contracts';
import { Clock } from '@capsuisse/server-core';
import { CALL_FUNNEL, COACH_LOADS, FUNNEL, LATE, NO_SHOWS, PERIOD_START, REVIEW_SUMMARY, REVIEW_WEEKS } from './analytics.reads';

const num = (value: string | number | null | undefined): number => Number(value ?? 0);
const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * The analytics tab (issue 8): a read-only report over profiles, roles, files and assignments. The funnel
 * and the late list need those tables joined per user, so the report is one SQL query per figure here
 * rather than per-user lists gathered from each domain's service; it writes nothing. Every figure is an
 * aggregate computed by the database; only the bounded late list comes back as rows.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async report(weeks: number): Promise<AdminAnalytics> {
    const now = this.clock.now();
    const period = { now, weeks };
    const [[bounds], funnelRows, [summary], reviewWeeks, lateRows, coachRows, [callFunnel], noShowRows] = await Promise.all([
      PERIOD_START.run(this.em, period),
      FUNNEL.run(this.em, period),
      REVIEW_SUMMARY.run(this.em, period),
      REVIEW_WEEKS.run(this.em, period),
      LATE.run(this.em, period),
      COACH_LOADS.run(this.em, { now }),
      CALL_FUNNEL.run(this.em, period),
      NO_SHOWS.run(this.em, period),
    ]);

    const funnel: FunnelWeek[] = funnelRows.map((row) => ({ week: row.week, ...counts(row) }));
    const totals = funnel.reduce<FunnelCounts>(
      (sum, week) => ({
        signed_up: sum.signed_up + week.signed_up,
        paid: sum.paid + week.paid,
        documents_validated: sum.documents_validated + week.documents_validated,
        training_done: sum.training_done + week.training_done,
        follow_up_done: sum.follow_up_done + week.follow_up_done,
      }),
      { signed_up: 0, paid: 0, documents_validated: 0, training_done: 0, follow_up_done: 0 },
    );
    const reviewed = num(summary.reviewed);
    const onTime = num(summary.on_time);
    const reviews: ReviewStats = {
      reviewed,
      on_time: onTime,
      on_time_percent: reviewed ? Math.round((onTime * 100) / reviewed) : null,
      median_hours: summary.median_hours === null ? null : num(summary.median_hours),
      pending_overdue: num(summary.pending_overdue),
      weeks: reviewWeeks.map((row): ReviewWeek => ({ week: row.week, on_time: num(row.on_time), late: num(row.late) })),
      late: lateRows.map(
        (row): LateDocument => ({
          document_id: row.id,
          type: row.type,
          client_email: row.client_email,
          coach_emails: row.coach_emails ?? [],
          uploaded_at: iso(row.created_at),
          deadline: iso(row.validation_deadline as Date | string),
          reviewed_at: row.reviewed_at ? iso(row.reviewed_at) : null,
          hours_late: num(row.hours_late),
        }),
      ),
      late_total: num(lateRows[0]?.total),
    };
    const coaches = coachRows.map(
      (row): CoachLoad => ({
        coach_id: row.coach_id,
        coach_email: row.coach_email,
        clients: num(row.clients),
        documents_waiting: num(row.documents_waiting),
        overdue: num(row.overdue),
      }),
    );
    const noShows = noShowRows.map((row) => ({ coach_id: row.coach_id, coach_email: row.coach_email, ...noShow(num(row.held), num(row.missed)) }));
    const calls = {
      funnel: { signed_up: num(callFunnel.signed_up), first_call_booked: num(callFunnel.first_call_booked), first_call_held: num(callFunnel.first_call_held), paid: num(callFunnel.paid) },
      no_show: noShow(
        noShows.reduce((sum, c) => sum + c.held, 0),
        noShows.reduce((sum, c) => sum + c.missed, 0),
      ),
      coaches: noShows,
    };
    return { weeks, from: iso(bounds.start), funnel: { weeks: funnel, totals }, reviews, coaches, calls };
  }
}

const counts = (row: Record<keyof FunnelCounts, string>): FunnelCounts => ({
  signed_up: num(row.signed_up),
  paid: num(row.paid),
  documents_validated: num(row.documents_validated),
  training_done: num(row.training_done),
  follow_up_done: num(row.follow_up_done),
});

const noShow = (held: number, missed: number): NoShowStats => ({ held, missed, no_show_percent: held + missed ? Math.round((missed * 100) / (held + missed)) : null });
