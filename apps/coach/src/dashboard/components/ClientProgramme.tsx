import { useCallback } from 'react';
import { Alert, Empty, Skeleton, Typography, formatDate } from '@capsuisse/web-ui';
import { Descriptions } from '@capsuisse/web-ui-descriptions';
import { List } from '@capsuisse/web-ui-list';
import { Progress } from '@capsuisse/web-ui-progress';
import { API, APPLICATION_CHANNEL_LABELS, APPLICATION_OUTCOME_LABELS, type FollowUpEntry } from '@capsuisse/contracts';
import { api, useLatest } from '@capsuisse/web-api-client';
import { ClientJobSearch } from './ClientJobSearch';

/** Training, 10-day campaign and job-search log of the expanded client (loaded when its tab opens): both progresses, the applications, the daily notes and the monthly target. */
export function ClientProgramme({ clientId }: { clientId: string }) {
  const load = useCallback(() => api.call(API.programme.ofClient, { params: { id: clientId } }), [clientId]);
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
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 16 }}>
        <div>
          <Typography.Text type="secondary">Formation 5 jours</Typography.Text>
          <Progress data-testid="coach-progress-5j" percent={training.progress} aria-label="Formation 5 jours" />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {training.days.map((d) => `J${d.day} ${d.exercises.filter((e) => e.done).length}/${d.exercises.length}${d.video ? `, vidéo ${d.video.watched ? 'vue' : 'non vue'}` : ''}`).join(' · ')}
          </Typography.Text>
        </div>
        <div>
          <Typography.Text type="secondary">Campagne 10 jours</Typography.Text>
          <Progress data-testid="coach-progress-10j" percent={followUp.progress} aria-label="Campagne 10 jours" />
        </div>
      </div>
      <ClientJobSearch clientId={clientId} log={data.job_search} />
      <Typography.Text type="secondary">Campagne 10 jours : candidatures et notes</Typography.Text>
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Aucune candidature enregistrée" />
      ) : (
        <List<FollowUpEntry>
          size="small"
          dataSource={entries}
          rowKey="id"
          renderItem={(e) => (
            <List.Item>
              {`Jour ${e.day} · ${formatDate(e.applied_on)} · ${e.employer} · ${e.position} · ${APPLICATION_CHANNEL_LABELS[e.channel]}${e.contact_person ? ` · ${e.contact_person}` : ''} · ${APPLICATION_OUTCOME_LABELS[e.outcome]}`}
            </List.Item>
          )}
        />
      )}
      {notes.length > 0 && (
        <Descriptions size="small" column={1} title="Notes du client" items={notes.map((d) => ({ key: d.day, label: `Jour ${d.day}`, children: d.note }))} />
      )}
    </div>
  );
}
