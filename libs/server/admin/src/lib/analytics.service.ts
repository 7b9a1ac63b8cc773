import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type AdminAnalytics,
  ANALYTICS_LATE_LIMIT,
  type CoachLoad,
  type DocumentType,
  type FunnelCounts,
  type FunnelWeek,
  type LateDocument,
  type ReviewStats,
  type ReviewWeek,
} from '@capsuisse/contracts';
import { Clock } from '@capsuisse/server-core';
import { CLIENTS_SQL } from '@capsuisse/server-profiles';

type Row = Record<string, unknown>;
const num = (value: unknown): number => Number(value ?? 0);
const iso = (value: unknown): string => new Date(value as string).toISOString();

// Weeks run Monday to Sunday in Zurich: `date_trunc('week', t at time zone Z)` is the local Monday 00:00.
// The period is the current week and the N - 1 before it; `?` binds are (now, weeks).
const ZONE = `'Europe/Zurich'`;
const PERIOD = `
  period as (
    select date_trunc('week', ?::timestamptz at time zone ${ZONE}) - make_interval(weeks => ?::int - 1) as first_week,
      date_trunc('week', ?::timestamptz at time zone ${ZONE}) as last_week
  ),
  bounds as (select first_week at time zone ${ZONE} as start from period),
  weeks as (select generate_series(first_week, last_week, interval '1 week') as week from period)`;
const WEEK_OF = (column: string) => `date_trunc('week', ${column} at time zone ${ZONE})`;

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
    const period = [now, weeks, now];
    const [[bounds], funnelRows, [summary], reviewWeeks, lateRows, coachRows] = await Promise.all([
      this.query(`with ${PERIOD} select start from bounds`, period),
      this.funnel(period),
      this.reviewSummary(period, now),
      this.reviewWeeks(period),
      this.late(period, now),
      this.coaches(now),
    ]);

    const funnel: FunnelWeek[] = funnelRows.map((row) => ({ week: String(row['week']), ...counts(row) }));
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
    const reviewed = num(summary['reviewed']);
    const onTime = num(summary['on_time']);
    const reviews: ReviewStats = {
      reviewed,
      on_time: onTime,
      on_time_percent: reviewed ? Math.round((onTime * 100) / reviewed) : null,
      median_hours: summary['median_hours'] === null ? null : num(summary['median_hours']),
      pending_overdue: num(summary['pending_overdue']),
      weeks: reviewWeeks.map((row): ReviewWeek => ({ week: String(row['week']), on_time: num(row['on_time']), late: num(row['late']) })),
      late: lateRows.map(
        (row): LateDocument => ({
          document_id: String(row['id']),
          type: row['type'] as DocumentType,
          client_email: String(row['client_email']),
          coach_emails: (row['coach_emails'] as string[] | null) ?? [],
          uploaded_at: iso(row['created_at']),
          deadline: iso(row['validation_deadline']),
          reviewed_at: row['reviewed_at'] ? iso(row['reviewed_at']) : null,
          hours_late: num(row['hours_late']),
        }),
      ),
      late_total: num(lateRows[0]?.['total']),
    };
    const coaches = coachRows.map(
      (row): CoachLoad => ({
        coach_id: String(row['coach_id']),
        coach_email: String(row['coach_email']),
        clients: num(row['clients']),
        documents_waiting: num(row['documents_waiting']),
        overdue: num(row['overdue']),
      }),
    );
    return { weeks, from: iso(bounds['start']), funnel: { weeks: funnel, totals }, reviews, coaches };
  }

  /** Clients and housing clients by sign-up week; each step requires the ones before it. */
  private funnel(period: unknown[]): Promise<Row[]> {
    return this.query(
      `with ${PERIOD},
      cohort as (
        select ${WEEK_OF('p.created_at')} as week, p.has_paid as paid,
          p.has_paid and p.documents_state = 'validated' as validated,
          p.progress_5j = 100 as trained, p.progress_10j = 100 as followed
        from profiles p left join user_roles r on r.user_id = p.user_id, bounds
        where ${CLIENTS_SQL} and p.created_at >= bounds.start
      )
      select to_char(w.week, 'YYYY-MM-DD') as week, count(c.week) as signed_up,
        count(*) filter (where c.paid) as paid,
        count(*) filter (where c.validated) as documents_validated,
        count(*) filter (where c.validated and c.trained) as training_done,
        count(*) filter (where c.validated and c.trained and c.followed) as follow_up_done
      from weeks w left join cohort c on c.week = w.week
      group by w.week order by w.week`,
      period,
    );
  }

  /** Reviews of the period against their deadline; the median is wall-clock time from upload to review. */
  private reviewSummary(period: unknown[], now: Date): Promise<Row[]> {
    return this.query(
      `with ${PERIOD}
      select count(*) as reviewed,
        count(*) filter (where f.reviewed_at <= f.validation_deadline) as on_time,
        round((percentile_cont(0.5) within group (order by extract(epoch from f.reviewed_at - f.created_at)) / 3600)::numeric, 1) as median_hours,
        (select count(*) from files p where p.status = 'en_attente' and p.validation_deadline < ?) as pending_overdue
      from files f, bounds
      where f.reviewed_at >= bounds.start and f.validation_deadline is not null`,
      [...period, now],
    );
  }

  private reviewWeeks(period: unknown[]): Promise<Row[]> {
    return this.query(
      `with ${PERIOD},
      reviewed as (
        select ${WEEK_OF('f.reviewed_at')} as week, f.reviewed_at <= f.validation_deadline as on_time
        from files f, bounds
        where f.reviewed_at >= bounds.start and f.validation_deadline is not null
      )
      select to_char(w.week, 'YYYY-MM-DD') as week,
        count(*) filter (where r.on_time) as on_time, count(*) filter (where not r.on_time) as late
      from weeks w left join reviewed r on r.week = w.week
      group by w.week order by w.week`,
      period,
    );
  }

  /** Late reviews of the period and pending documents past their deadline, most late first, bounded. */
  private late(period: unknown[], now: Date): Promise<Row[]> {
    return this.query(
      `with ${PERIOD},
      late as (
        select f.id, f.user_id, f.type, f.created_at, f.validation_deadline, f.reviewed_at,
          extract(epoch from coalesce(f.reviewed_at, ?::timestamptz) - f.validation_deadline) as seconds_late
        from files f, bounds
        where (f.reviewed_at >= bounds.start and f.reviewed_at > f.validation_deadline)
          or (f.status = 'en_attente' and f.validation_deadline < ?)
      )
      select l.id, l.type, l.created_at, l.validation_deadline, l.reviewed_at, p.email as client_email,
        round((l.seconds_late / 3600)::numeric, 1) as hours_late, count(*) over () as total,
        (select array_agg(c.email order by c.email) from accompagnateur_clients a join profiles c on c.user_id = a.accompagnateur_id
          where a.client_id = l.user_id) as coach_emails
      from late l join profiles p on p.user_id = l.user_id
      order by l.seconds_late desc, l.id
      limit ?`,
      [...period, now, now, ANALYTICS_LATE_LIMIT],
    );
  }

  /** Every coach with their clients and those clients' pending documents (distinct: one row per document). */
  private coaches(now: Date): Promise<Row[]> {
    return this.query(
      `select c.user_id as coach_id, c.email as coach_email, count(distinct a.client_id) as clients,
        count(f.id) as documents_waiting, count(f.id) filter (where f.validation_deadline < ?) as overdue
      from profiles c
        join user_roles r on r.user_id = c.user_id and r.role = 'accompagnateur'
        left join accompagnateur_clients a on a.accompagnateur_id = c.user_id
        left join files f on f.user_id = a.client_id and f.status = 'en_attente'
      group by c.user_id, c.email
      order by clients desc, c.email`,
      [now],
    );
  }

  private query(sql: string, params: unknown[]): Promise<Row[]> {
    return this.em.getConnection().execute<Row[]>(sql, params);
  }
}

const counts = (row: Row): FunnelCounts => ({
  signed_up: num(row['signed_up']),
  paid: num(row['paid']),
  documents_validated: num(row['documents_validated']),
  training_done: num(row['training_done']),
  follow_up_done: num(row['follow_up_done']),
});
