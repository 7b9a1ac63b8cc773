import type { ReactNode } from 'react';
import { CalendarOutlined, CheckCircleFilled, ClockCircleOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Alert, Card, Empty, Skeleton, Space, Tag, Typography } from '@capsuisse/web-ui';
import { Timeline } from '@capsuisse/web-ui-timeline';
import { formatLongDate, MILESTONE_STATUS_LABELS, milestoneTypeLabel, type MilestoneDto, type MilestoneStatus } from '@capsuisse/contracts';
import { useMyMilestones } from '../hooks/useMyMilestones';

export const TIMELINE_TEXTS = {
  title: 'Votre parcours',
  empty: 'Aucune étape configurée — votre accompagnateur va créer votre parcours',
  loadFailed: 'Impossible de charger votre parcours',
} as const;

const STATUS_LOOK: Record<MilestoneStatus, { icon: ReactNode; tag: string; color: string }> = {
  termine: { icon: <CheckCircleFilled />, tag: 'success', color: 'green' },
  planifie: { icon: <ClockCircleOutlined />, tag: 'processing', color: 'blue' },
  a_faire: { icon: <MinusCircleOutlined />, tag: 'default', color: 'gray' },
};

function MilestoneItem({ milestone }: { milestone: MilestoneDto }) {
  const look = STATUS_LOOK[milestone.status];
  return (
    <div data-testid="milestone" data-status={milestone.status} style={{ display: 'grid', gap: 4, paddingBottom: 8 }}>
      <Space wrap size={8}>
        <Typography.Text code data-testid="milestone-code">
          {milestone.code}
        </Typography.Text>
        <Typography.Text strong data-testid="milestone-label">
          {milestone.label}
        </Typography.Text>
        <Tag color={look.tag} icon={look.icon} data-testid="milestone-badge">
          {MILESTONE_STATUS_LABELS[milestone.status]}
        </Tag>
      </Space>
      <Typography.Text type="secondary" data-testid="milestone-type">
        {milestoneTypeLabel(milestone.type)}
      </Typography.Text>
      {milestone.scheduled_at && (
        <Typography.Text data-testid="milestone-date">
          <CalendarOutlined /> Prévue le {formatLongDate(milestone.scheduled_at)}
        </Typography.Text>
      )}
      {milestone.notes_client && (
        <Typography.Paragraph data-testid="milestone-notes" style={{ margin: 0, whiteSpace: 'pre-line' }}>
          {milestone.notes_client}
        </Typography.Paragraph>
      )}
    </div>
  );
}

/** /timeline 'Votre parcours' (spec §2): the client's milestones in code order, or the empty state. */
export function TimelinePage() {
  const { milestones, failed, unpaid } = useMyMilestones();

  let body: ReactNode;
  if (failed) body = <Alert type="error" showIcon title={TIMELINE_TEXTS.loadFailed} />;
  else if (!milestones || unpaid) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (milestones.length === 0) body = <Empty data-testid="timeline-empty" description={TIMELINE_TEXTS.empty} />;
  else
    body = (
      <Timeline
        data-testid="timeline"
        items={milestones.map((m) => ({ key: m.id, icon: STATUS_LOOK[m.status].icon, color: STATUS_LOOK[m.status].color, content: <MilestoneItem milestone={m} /> }))}
      />
    );

  return (
    <div data-testid="timeline-page" style={{ display: 'grid', gap: 24 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {TIMELINE_TEXTS.title}
      </Typography.Title>
      <Card>{body}</Card>
    </div>
  );
}
