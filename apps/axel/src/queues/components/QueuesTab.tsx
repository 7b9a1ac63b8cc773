import { useCallback, useState } from 'react';
import { Alert, Button, Space, Typography, formatDateTime, useToast } from '@capsuisse/web-ui';
import { Popconfirm } from '@capsuisse/web-ui-popconfirm';
import { Table, type TableProps } from '@capsuisse/web-ui-table';
import { API, type FailedJobDto, type QueueCountsDto } from '@capsuisse/contracts';
import { api, useLatest } from '@capsuisse/web-api-client';
import { serverMessage } from '../../shared/roles';
import { QUEUES_TEXTS as T } from '../texts';

/** 'Tâches' in axel's dashboard: each queue's jobs by state, the failed ones (never their data), 'Relancer'. */
export function QueuesTab() {
  const toast = useToast();
  const [retrying, setRetrying] = useState<string | null>(null);
  const load = useCallback(() => api.call(API.queues.list), []);
  const { data, loading, reload } = useLatest(load, (error) => toast.error(T.loadFailed, serverMessage(error)));

  const retry = async (job: FailedJobDto) => {
    setRetrying(job.id);
    try {
      await api.call(API.queues.retry, { params: { queue: job.queue, id: job.id } });
      toast.success(T.retried);
      reload();
    } catch (error) {
      toast.error(T.retryFailed, serverMessage(error));
    } finally {
      setRetrying(null);
    }
  };

  const counts: TableProps<QueueCountsDto>['columns'] = (['queue', 'waiting', 'active', 'delayed', 'failed'] as const).map((key) => ({ key, title: T.columns[key], dataIndex: key }));
  const failed: TableProps<FailedJobDto>['columns'] = [
    { key: 'job', title: T.failedColumns.job, render: (_, job) => `${job.queue} · ${job.name}` },
    { key: 'attempts', title: T.failedColumns.attempts, dataIndex: 'attempts' },
    { key: 'reason', title: T.failedColumns.reason, dataIndex: 'reason', render: (reason: string) => <Typography.Text type="secondary">{reason}</Typography.Text> },
    { key: 'at', title: T.failedColumns.at, dataIndex: 'failed_at', render: (at: string | null) => (at ? formatDateTime(at) : '-') },
    {
      key: 'actions',
      title: T.failedColumns.actions,
      render: (_, job) => (
        <Popconfirm title={T.retryConfirm} okText={T.retry} cancelText="Annuler" onConfirm={() => retry(job)}>
          <Button size="small" loading={retrying === job.id} disabled={retrying !== null}>
            {T.retry}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="queues-tab">
      <Typography.Text type="secondary">{T.intro}</Typography.Text>
      <Space wrap>
        {data && <Typography.Text strong>{T.backend[data.backend]}</Typography.Text>}
        <Button size="small" onClick={reload}>
          {T.refresh}
        </Button>
      </Space>
      {data && data.deferred > 0 && <Alert type="warning" showIcon title={T.deferred(data.deferred)} />}
      <Table<QueueCountsDto> data-testid="queues-table" rowKey="queue" size="small" loading={loading} columns={counts} dataSource={data?.queues ?? []} pagination={false} scroll={{ x: true }} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {T.failedTitle}
      </Typography.Title>
      <Table<FailedJobDto>
        data-testid="failed-jobs-table"
        rowKey="id"
        size="small"
        loading={loading}
        columns={failed}
        dataSource={data?.failed ?? []}
        locale={{ emptyText: T.noFailed }}
        pagination={false}
        scroll={{ x: true }}
      />
    </div>
  );
}
