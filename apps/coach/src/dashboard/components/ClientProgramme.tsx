import { useCallback } from 'react';
import { Alert, Col, Descriptions, Empty, Progress, Row, Skeleton, Table, Typography } from 'antd';
import { APPLICATION_CHANNEL_LABELS, APPLICATION_OUTCOME_LABELS, type FollowUpEntry } from '@capsuisse/contracts';
import { api, useLatest } from '@capsuisse/web-api-client';
import { formatDate } from '@capsuisse/web-ui';

/** The expanded client's training and 10-day campaign: both progresses, its applications and daily notes. */
export function ClientProgramme({ clientId }: { clientId: string }) {
  const load = useCallback(() => api.programme.ofClient(clientId), [clientId]);
  const { data, failed } = useLatest(load, () => undefined);

  if (failed) return <Alert type="error" showIcon title="Impossible de charger le programme du client" />;
  if (!data) return <Skeleton active paragraph={{ rows: 3 }} />;

  const { training, follow_up: followUp } = data;
  const entries = followUp.days.flatMap((d) => d.entries);
  const notes = followUp.days.filter((d) => d.note);

  return (
    <div data-testid={`client-programme-${clientId}`} style={{ display: 'grid', gap: 16, marginTop: 16 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Programme
      </Typography.Title>
      <Row gutter={[16, 8]}>
        <Col xs={24} md={12}>
          <Typography.Text type="secondary">Formation 5 jours</Typography.Text>
          <Progress data-testid="coach-progress-5j" percent={training.progress} aria-label="Formation 5 jours" />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {training.days.map((d) => `J${d.day} ${d.exercises.filter((e) => e.done).length}/${d.exercises.length}`).join(' · ')}
          </Typography.Text>
        </Col>
        <Col xs={24} md={12}>
          <Typography.Text type="secondary">Campagne 10 jours</Typography.Text>
          <Progress data-testid="coach-progress-10j" percent={followUp.progress} aria-label="Campagne 10 jours" />
        </Col>
      </Row>
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Aucune candidature enregistrée" />
      ) : (
        <Table<FollowUpEntry>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: true }}
          dataSource={entries}
          columns={[
            { title: 'Jour', dataIndex: 'day' },
            { title: 'Date', dataIndex: 'applied_on', render: (d: string) => formatDate(d) },
            { title: 'Employeur', dataIndex: 'employer' },
            { title: 'Poste', dataIndex: 'position' },
            { title: 'Canal', dataIndex: 'channel', render: (c: FollowUpEntry['channel']) => APPLICATION_CHANNEL_LABELS[c] },
            { title: 'Contact', dataIndex: 'contact_person', render: (c: string | null) => c ?? '—' },
            { title: 'Résultat', dataIndex: 'outcome', render: (o: FollowUpEntry['outcome']) => APPLICATION_OUTCOME_LABELS[o] },
          ]}
        />
      )}
      {notes.length > 0 && (
        <Descriptions size="small" column={1} title="Notes du client" items={notes.map((d) => ({ key: d.day, label: `Jour ${d.day}`, children: d.note }))} />
      )}
    </div>
  );
}
