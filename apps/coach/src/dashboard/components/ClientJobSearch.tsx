import { useState } from 'react';
import { Button, Card, Empty, Input, Space, Typography, formatDate, useToast } from '@capsuisse/web-ui';
import { List } from '@capsuisse/web-ui-list';
import { Progress } from '@capsuisse/web-ui-progress';
import { API, APPLICATION_OUTCOME_LABELS, JOB_SEARCH_ERRORS, JOB_SEARCH_TARGET, JOB_SEARCH_TOASTS, type JobApplication, type JobSearchLog, monthLabel } from '@capsuisse/contracts';
import { api, ApiError } from '@capsuisse/web-api-client';

const PAGE_SIZE = 10;

const isTarget = (value: number) => Number.isInteger(value) && value >= JOB_SEARCH_TARGET.min && value <= JOB_SEARCH_TARGET.max;

/** The client's job-search log for its coach: this month's count against the target agreed with the ORP (which the coach sets), and the applications. */
export function ClientJobSearch({ clientId, log }: { clientId: string; log: JobSearchLog }) {
  const toast = useToast();
  const [month, setMonth] = useState(log.month);
  const [draft, setDraft] = useState(String(log.month.target));
  const [saving, setSaving] = useState(false);
  const percent = Math.min(100, Math.round((month.count / month.target) * 100));

  const save = async () => {
    const target = Number(draft);
    if (!isTarget(target)) {
      toast.error('Erreur', JOB_SEARCH_ERRORS.target);
      return;
    }
    setSaving(true);
    try {
      setMonth(await api.call(API.programme.target, { params: { id: clientId }, body: { target } }));
      toast.success(JOB_SEARCH_TOASTS.targetSaved);
    } catch (e) {
      toast.error('Erreur', e instanceof ApiError ? e.message : undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card size="small" title="Recherches d'emploi" data-testid={`client-job-search-${clientId}`}>
      <div style={{ display: 'grid', gap: 12 }}>
        <div>
          <Typography.Text data-testid="coach-job-search-count">{`${month.count} / ${month.target} candidatures en ${monthLabel(month.month)}`}</Typography.Text>
          <Progress percent={percent} aria-label="Candidatures du mois" status={month.count >= month.target ? 'success' : 'normal'} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {month.proof_downloaded_at ? `Preuves du mois téléchargées le ${formatDate(month.proof_downloaded_at)}` : 'Preuves du mois pas encore téléchargées'}
          </Typography.Text>
        </div>
        <div>
          <Typography.Text strong>
            <label htmlFor={`job-search-target-${clientId}`}>Objectif mensuel</label>
          </Typography.Text>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: 0 }}>
            Le nombre de candidatures par mois convenu avec l'ORP du client.
          </Typography.Paragraph>
          <Space.Compact style={{ marginTop: 4 }}>
            <Input
              id={`job-search-target-${clientId}`}
              type="number"
              min={JOB_SEARCH_TARGET.min}
              max={JOB_SEARCH_TARGET.max}
              step={1}
              style={{ width: 96 }}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
            <Button loading={saving} disabled={draft === String(month.target)} onClick={() => void save()}>
              Enregistrer
            </Button>
          </Space.Compact>
        </div>
        {log.applications.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Aucune candidature dans le journal" />
        ) : (
          <List<JobApplication>
            size="small"
            dataSource={log.applications}
            rowKey="id"
            pagination={log.applications.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, size: 'small' } : false}
            renderItem={(a) => (
              <List.Item data-testid="coach-job-application">
                {`${a.applied_on ? formatDate(a.applied_on) : 'Pas encore envoyée'} · ${a.employer} · ${a.position} · ${APPLICATION_OUTCOME_LABELS[a.outcome]}`}
              </List.Item>
            )}
          />
        )}
      </div>
    </Card>
  );
}
