import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from '@capsuisse/web-ui';
import { Segmented } from '@capsuisse/web-ui-segmented';
import { API, type ApplicationOutcome, JOB_SEARCH_TOASTS, type JobApplication } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { useJobSearch } from '../hooks/useJobSearch';
import { JOB_SEARCH_TEXTS as T } from '../texts';
import { ApplicationBoard } from './ApplicationBoard';
import { ApplicationList } from './ApplicationList';
import { type ApplicationFields, ApplicationModal, type ApplicationModalProps } from './ApplicationModal';
import { MonthCard } from './MonthCard';

type View = 'board' | 'list';

/** /recherches: the whole job-search log on a board or as the ORP's list, this month's count against the target, and the monthly proof. */
export function JobSearchPage() {
  const { view: log, error, change } = useJobSearch();
  const [view, setView] = useState<View>('board');
  const [target, setTarget] = useState<ApplicationModalProps['target']>(null);

  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!log) return <Skeleton active paragraph={{ rows: 8 }} />;

  const submit = (values: ApplicationFields) =>
    target && target !== 'new'
      ? change(() => api.call(API.programme.updateApplication, { params: { id: target.id }, body: values }), T.updated)
      : change(() => api.call(API.programme.addApplication, { body: values }), T.added);
  const move = (application: JobApplication, outcome: ApplicationOutcome) =>
    void change(() => api.call(API.programme.updateApplication, { params: { id: application.id }, body: { outcome } }), T.moved);
  const remove = (application: JobApplication) => change(() => api.call(API.programme.deleteApplication, { params: { id: application.id } }), T.deleted);
  const saveOrpNumber = (orpNumber: string) => change(() => api.call(API.programme.orpNumber, { body: { orp_number: orpNumber } }), JOB_SEARCH_TOASTS.orpSaved);

  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget('new')}>
      {T.add}
    </Button>
  );

  return (
    <div data-testid="job-search-page" style={{ display: 'grid', gap: 24, minWidth: 0 }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {T.title}
        </Typography.Title>
        <Typography.Text type="secondary">{T.intro}</Typography.Text>
      </div>

      <MonthCard log={log} onSaveOrpNumber={saveOrpNumber} />

      {log.applications.length === 0 ? (
        <Card data-testid="job-search-empty">
          <Empty description={<Typography.Text strong>{T.emptyTitle}</Typography.Text>}>
            <Typography.Paragraph type="secondary" style={{ maxWidth: 560, margin: '0 auto 16px' }}>
              {T.emptyText}
            </Typography.Paragraph>
            {addButton}
          </Empty>
        </Card>
      ) : (
        <Card title={`${log.applications.length} candidature${log.applications.length > 1 ? 's' : ''}`} styles={{ body: { display: 'grid', gap: 16, minWidth: 0 } }}>
          <Flex wrap gap={12} justify="space-between">
            {addButton}
            <Segmented<View> aria-label="Affichage" value={view} onChange={setView} options={[{ value: 'board', label: T.views.board }, { value: 'list', label: T.views.list }]} />
          </Flex>
          {view === 'board' ? <ApplicationBoard applications={log.applications} onOpen={setTarget} onMove={move} /> : <ApplicationList applications={log.applications} onOpen={setTarget} />}
        </Card>
      )}

      <ApplicationModal target={target} onCancel={() => setTarget(null)} onSubmit={submit} onDelete={remove} />
    </div>
  );
}
