import { useCallback, useState } from 'react';
import { Button, Input, Space, Typography, formatDateTime, useToast } from '@capsuisse/web-ui';
import { Select } from '@capsuisse/web-ui-select';
import { DatePicker } from '@capsuisse/web-ui-dates';
import { Table, type TableProps } from '@capsuisse/web-ui-table';
import type { Dayjs } from 'dayjs';
import { ADMIN_PAGE_SIZE_DEFAULT, type AuditEntry, type AuditQuery } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { serverMessage } from '../../shared/roles';
import { usePager } from '../../shared/use-pager';
import { useLatest } from '@capsuisse/web-api-client';
import { AUDIT_ACTION_LABELS, AUDIT_TEXTS as T, TAB_TOASTS } from '../tab-texts';


interface Filters {
  actor?: string;
  target?: string;
  action?: string;
  from?: string;
  to?: string;
}

const json = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

function Details({ details }: { details: Record<string, unknown> }) {
  if ('before' in details || 'after' in details) {
    return (
      <div style={{ display: 'grid', gap: 2 }}>
        <Typography.Text type="secondary" data-testid="audit-before">
          {T.before} : {json(details['before'])}
        </Typography.Text>
        <Typography.Text data-testid="audit-after">
          {T.after} : {json(details['after'])}
        </Typography.Text>
      </div>
    );
  }
  return <Typography.Text type="secondary">{Object.keys(details).length ? json(details) : '-'}</Typography.Text>;
}

/** 'Journal': who did what, when, to whom (`GET /api/admin/audit`), newest first. */
export function AuditTab({ refreshKey }: { refreshKey: number }) {
  const toast = useToast();
  const [actorInput, setActorInput] = useState('');
  const [targetInput, setTargetInput] = useState('');
  const [action, setAction] = useState<string>();
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [filters, setFilters] = useState<Filters>({});
  const { page, pageSize, restart, pagination } = usePager(ADMIN_PAGE_SIZE_DEFAULT);

  const load = useCallback(() => {
    const query: AuditQuery = { ...filters, page, page_size: pageSize };
    return api.admin.audit(query);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refreshKey only asks again
  }, [filters, page, pageSize, refreshKey]);
  const { data, loading } = useLatest(load, (error) => toast.error(TAB_TOASTS.auditLoadFailed, serverMessage(error)));

  const apply = () => {
    restart();
    setFilters({
      actor: actorInput.trim() || undefined,
      target: targetInput.trim() || undefined,
      action,
      // The period covers whole days: from the first day's start to the day after the last.
      from: period?.[0]?.startOf('day').toISOString(),
      to: period?.[1]?.add(1, 'day').startOf('day').toISOString(),
    });
  };

  const columns: TableProps<AuditEntry>['columns'] = [
    { key: 'date', title: T.columns.date, dataIndex: 'created_at', render: (value: string) => formatDateTime(value) },
    { key: 'actor', title: T.columns.actor, render: (_, entry) => entry.actor_email ?? entry.actor_id ?? '-' },
    { key: 'action', title: T.columns.action, dataIndex: 'action', render: (value: string) => <span title={value}>{AUDIT_ACTION_LABELS[value] ?? value}</span> },
    {
      key: 'target',
      title: T.columns.target,
      render: (_, entry) => (entry.target_id ? <Typography.Text copyable={{ text: entry.target_id }}>{`${entry.target_type ?? ''} ${entry.target_id}`.trim()}</Typography.Text> : '-'),
    },
    { key: 'details', title: T.columns.details, render: (_, entry) => <Details details={entry.details} /> },
  ];

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space wrap>
        <Input aria-label={T.actor} placeholder={T.actor} allowClear style={{ width: 280 }} value={actorInput} onChange={(e) => setActorInput(e.target.value)} onPressEnter={apply} />
        <Input aria-label={T.target} placeholder={T.target} allowClear style={{ width: 280 }} value={targetInput} onChange={(e) => setTargetInput(e.target.value)} onPressEnter={apply} />
        <Select
          aria-label={T.action}
          data-testid="audit-action"
          placeholder={T.action}
          allowClear
          // A long list: typing part of a label narrows it.
          showSearch
          optionFilterProp="label"
          style={{ width: 260 }}
          value={action}
          onChange={setAction}
          options={Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <DatePicker.RangePicker aria-label={T.period} value={period} onChange={(value) => setPeriod(value)} format="DD/MM/YYYY" />
        <Button type="primary" onClick={apply}>
          {T.apply}
        </Button>
      </Space>
      <Table<AuditEntry>
        data-testid="audit-table"
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={data?.entries ?? []}
        locale={{ emptyText: T.empty }}
        pagination={pagination(data?.total ?? 0)}
        scroll={{ x: true }}
      />
    </div>
  );
}
