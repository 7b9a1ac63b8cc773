import { useCallback, useMemo, useState } from 'react';
import { Card, Col, Empty, Row, Space, Spin, Statistic, Tag, Typography, formatDateTime, useToast } from '@capsuisse/web-ui';
import { Select } from '@capsuisse/web-ui-select';
import { Table, type TableProps } from '@capsuisse/web-ui-table';
import { type AdminAnalytics, ANALYTICS_WEEKS_DEFAULT, type CoachNoShow, DOCUMENT_KINDS, type LateDocument } from '@capsuisse/contracts';
import { api, useLatest } from '@capsuisse/web-api-client';
import { serverMessage } from '../../shared/roles';
import { aligned, lineChart, pairedBarChart, PALETTE } from './charts';
import { ANALYTICS_TEXTS as T, CALL_FUNNEL_STEPS, FUNNEL_STEPS, formatNumber, longWeek, PERIOD_OPTIONS, shortWeek } from './texts';
import { UPlotChart } from './UPlotChart';

const FUNNEL_COLORS = [PALETTE.blue, PALETTE.orange, PALETTE.purple, PALETTE.green, PALETTE.red];

/** A chart with its figures in words below it: the caption is the chart's text alternative. */
function Figure({ testId, caption, children }: { testId: string; caption: string; children: React.ReactNode }) {
  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      {children}
      <figcaption data-testid={`${testId}-caption`}>
        <Typography.Text type="secondary">{caption}</Typography.Text>
      </figcaption>
    </figure>
  );
}

function FunnelChart({ data }: { data: AdminAnalytics }) {
  const { weeks, totals } = data.funnel;
  const caption = T.funnel.caption(data.weeks, totals);
  const options = useMemo(
    () =>
      lineChart(
        { name: T.week, labels: weeks.map((w) => shortWeek(w.week)), legendLabel: (i) => longWeek(weeks[i]?.week ?? '') },
        FUNNEL_STEPS.map((step, i) => ({ label: step.label, color: FUNNEL_COLORS[i] })),
      ),
    [weeks],
  );
  const series = useMemo(() => aligned(weeks.map((_, i) => i), ...FUNNEL_STEPS.map((step) => weeks.map((w) => w[step.key]))), [weeks]);
  if (!totals.signed_up) return <Empty data-testid="analytics-funnel-empty" description={T.funnel.empty} />;
  return (
    <Figure testId="analytics-funnel" caption={caption}>
      <UPlotChart testId="analytics-funnel-chart" label={caption} options={options} data={series} />
    </Figure>
  );
}

const lateColumns: TableProps<LateDocument>['columns'] = [
  { key: 'type', title: T.reviews.columns.type, render: (_, d) => DOCUMENT_KINDS[d.type].label },
  { key: 'client', title: T.reviews.columns.client, dataIndex: 'client_email' },
  { key: 'coach', title: T.reviews.columns.coach, render: (_, d) => (d.coach_emails.length ? d.coach_emails.join(', ') : <Typography.Text type="secondary">{T.reviews.noCoach}</Typography.Text>) },
  { key: 'uploaded', title: T.reviews.columns.uploaded, render: (_, d) => formatDateTime(d.uploaded_at) },
  { key: 'deadline', title: T.reviews.columns.deadline, render: (_, d) => formatDateTime(d.deadline) },
  { key: 'reviewed', title: T.reviews.columns.reviewed, render: (_, d) => (d.reviewed_at ? formatDateTime(d.reviewed_at) : <Tag color="red">{T.reviews.pending}</Tag>) },
  { key: 'late', title: T.reviews.columns.late, align: 'right', render: (_, d) => T.reviews.hours(d.hours_late) },
];

function ReviewSection({ data }: { data: AdminAnalytics }) {
  const { reviews } = data;
  const caption = T.reviews.caption(reviews);
  const options = useMemo(
    () =>
      pairedBarChart(
        { name: T.week, labels: reviews.weeks.map((w) => shortWeek(w.week)), legendLabel: (i) => longWeek(reviews.weeks[i]?.week ?? '') },
        [
          { label: T.reviews.onTime, color: PALETTE.green },
          { label: T.reviews.late, color: PALETTE.red },
        ],
      ),
    [reviews.weeks],
  );
  const series = useMemo(() => aligned(reviews.weeks.map((_, i) => i), reviews.weeks.map((w) => w.on_time), reviews.weeks.map((w) => w.late)), [reviews.weeks]);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Statistic data-testid="analytics-on-time" title={T.reviews.onTime} value={reviews.on_time_percent ?? '-'} suffix={reviews.on_time_percent === null ? undefined : '%'} />
        </Col>
        <Col xs={24} md={8}>
          <Statistic
            data-testid="analytics-median"
            title={T.reviews.median}
            value={reviews.median_hours === null ? '-' : `${formatNumber(reviews.median_hours)} h`}
            suffix={T.reviews.promise}
          />
        </Col>
        <Col xs={24} md={8}>
          <Statistic data-testid="analytics-pending-overdue" title={T.reviews.pendingOverdue} value={reviews.pending_overdue} />
        </Col>
      </Row>
      {reviews.reviewed ? (
        <Figure testId="analytics-reviews" caption={caption}>
          <UPlotChart testId="analytics-reviews-chart" label={caption} options={options} data={series} />
        </Figure>
      ) : (
        <Empty data-testid="analytics-reviews-empty" description={T.reviews.empty} />
      )}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {T.reviews.lateTitle}
      </Typography.Title>
      {reviews.late_total > reviews.late.length && <Typography.Text type="secondary">{T.reviews.lateMore(reviews.late.length, reviews.late_total)}</Typography.Text>}
      <Table<LateDocument>
        data-testid="analytics-late-table"
        rowKey="document_id"
        size="small"
        columns={lateColumns}
        dataSource={reviews.late}
        locale={{ emptyText: T.reviews.lateEmpty }}
        pagination={false}
        scroll={{ x: true }}
      />
    </div>
  );
}

const noShowColumns: TableProps<CoachNoShow>['columns'] = [
  { key: 'coach', title: T.calls.columns.coach, dataIndex: 'coach_email' },
  { key: 'held', title: T.calls.columns.held, dataIndex: 'held', align: 'right' },
  { key: 'missed', title: T.calls.columns.missed, dataIndex: 'missed', align: 'right' },
  { key: 'rate', title: T.calls.columns.rate, align: 'right', render: (_, c) => (c.no_show_percent === null ? '-' : `${formatNumber(c.no_show_percent)} %`) },
];

/** The first call's funnel (each step's count and its share of the step before) and the no-show rates (issue 31). */
function CallsSection({ data }: { data: AdminAnalytics }) {
  const { funnel, no_show, coaches } = data.calls;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Row gutter={[16, 16]} data-testid="analytics-call-funnel">
        {CALL_FUNNEL_STEPS.map((step, i) => (
          <Col xs={12} md={6} key={step.key}>
            <Statistic title={step.label} value={funnel[step.key]} suffix={i ? <Typography.Text type="secondary">{T.calls.share(funnel[step.key], funnel[CALL_FUNNEL_STEPS[i - 1].key])}</Typography.Text> : undefined} />
          </Col>
        ))}
      </Row>
      <Typography.Text type="secondary" data-testid="analytics-call-funnel-caption">
        {T.calls.funnelCaption(funnel)}
      </Typography.Text>
      <Statistic
        data-testid="analytics-no-show"
        title={T.calls.noShow}
        value={no_show.no_show_percent ?? '-'}
        suffix={no_show.no_show_percent === null ? undefined : `% · ${T.calls.noShowDetail(no_show)}`}
      />
      <Table<CoachNoShow>
        data-testid="analytics-no-show-table"
        rowKey="coach_id"
        size="small"
        columns={noShowColumns}
        dataSource={coaches}
        locale={{ emptyText: T.calls.empty }}
        pagination={false}
        scroll={{ x: true }}
      />
    </div>
  );
}

function CoachChart({ data }: { data: AdminAnalytics }) {
  const { coaches } = data;
  const caption = T.coaches.caption(coaches);
  const options = useMemo(
    () =>
      pairedBarChart(
        // The x axis is narrow: the part before the @; the legend shows the whole email.
        { name: T.coaches.coach, labels: coaches.map((c) => c.coach_email.split('@')[0]), legendLabel: (i) => coaches[i]?.coach_email ?? '' },
        [
          { label: T.coaches.clients, color: PALETTE.blue },
          { label: T.coaches.waiting, color: PALETTE.orange },
        ],
      ),
    [coaches],
  );
  const series = useMemo(() => aligned(coaches.map((_, i) => i), coaches.map((c) => c.clients), coaches.map((c) => c.documents_waiting)), [coaches]);
  if (!coaches.length) return <Empty data-testid="analytics-coaches-empty" description={T.coaches.empty} />;
  return (
    <Figure testId="analytics-coaches" caption={caption}>
      <UPlotChart testId="analytics-coaches-chart" label={caption} options={options} data={series} />
    </Figure>
  );
}

/**
 * 'Statistiques' (`GET /api/admin/analytics`): the funnel, review times against the 48 working-hour
 * promise, each coach's load, drawn with uPlot, and the first call's funnel and the no-shows. Loaded on its own when the tab first opens.
 */
export default function AnalyticsTab({ refreshKey }: { refreshKey: number }) {
  const toast = useToast();
  const [weeks, setWeeks] = useState(ANALYTICS_WEEKS_DEFAULT);
  const load = useCallback(
    () => api.admin.analytics({ weeks }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refreshKey only asks again
    [weeks, refreshKey],
  );
  const { data, loading } = useLatest(load, (error) => toast.error(T.loadFailed, serverMessage(error)));

  return (
    <div data-testid="analytics-tab" style={{ display: 'grid', gap: 16 }}>
      <Space>
        <Select aria-label={T.period} data-testid="analytics-period" style={{ width: 240 }} value={weeks} onChange={setWeeks} options={PERIOD_OPTIONS} />
        {loading && <Spin size="small" />}
      </Space>
      {data && (
        <>
          <Card size="small" title={T.funnel.title}>
            <FunnelChart data={data} />
          </Card>
          <Card size="small" title={T.reviews.title}>
            <ReviewSection data={data} />
          </Card>
          <Card size="small" title={T.coaches.title}>
            <CoachChart data={data} />
          </Card>
          <Card size="small" title={T.calls.title}>
            <CallsSection data={data} />
          </Card>
        </>
      )}
    </div>
  );
}
