import { useCallback, useState } from 'react';
import { Button, Space, Tag, Typography, formatDateTime, useToast } from '@capsuisse/web-ui';
import { Select } from '@capsuisse/web-ui-select';
import { Table, type TableProps } from '@capsuisse/web-ui-table';
import { API, MAIL_KIND_LABELS, MAIL_STATUS_LABELS, MAIL_STATUSES, MAILS_PAGE_SIZE_DEFAULT, type MailDeliveryDto, type MailStatus } from '@capsuisse/contracts';
import { api, useLatest } from '@capsuisse/web-api-client';
import { serverMessage } from '../../shared/roles';
import { usePager } from '../../shared/use-pager';
import { MAILS_TEXTS as T } from '../texts';

const STATUS_COLORS: Record<MailStatus, string> = { queued: 'gold', sending: 'blue', sent: 'green', failed: 'red' };

/** 'E-mails' in axel's dashboard: failed mails first (`GET /api/admin/mails`), each with 'Renvoyer'. */
export function MailsTab() {
  const toast = useToast();
  const [status, setStatus] = useState<MailStatus | undefined>('failed');
  const { page, pageSize, restart, pagination } = usePager(MAILS_PAGE_SIZE_DEFAULT);
  const [resending, setResending] = useState<string | null>(null);

  const load = useCallback(() => api.call(API.mails.list, { query: { status, page, page_size: pageSize } }), [status, page, pageSize]);
  const { data, loading, reload } = useLatest(load, (error) => toast.error(T.loadFailed, serverMessage(error)));

  const resend = async (mail: MailDeliveryDto) => {
    setResending(mail.id);
    try {
      await api.call(API.mails.resend, { params: { id: mail.id } });
      toast.success(T.resent(mail.to));
      reload();
    } catch (error) {
      toast.error(T.resendFailed, serverMessage(error));
    } finally {
      setResending(null);
    }
  };

  const columns: TableProps<MailDeliveryDto>['columns'] = [
    { key: 'date', title: T.columns.date, dataIndex: 'created_at', render: (value: string) => formatDateTime(value) },
    { key: 'to', title: T.columns.to, dataIndex: 'to' },
    { key: 'subject', title: T.columns.subject, dataIndex: 'subject' },
    { key: 'kind', title: T.columns.kind, dataIndex: 'kind', render: (kind: MailDeliveryDto['kind']) => MAIL_KIND_LABELS[kind] },
    { key: 'status', title: T.columns.status, dataIndex: 'status', render: (value: MailStatus) => <Tag color={STATUS_COLORS[value]}>{MAIL_STATUS_LABELS[value]}</Tag> },
    { key: 'attempts', title: T.columns.attempts, dataIndex: 'attempts' },
    { key: 'error', title: T.columns.error, dataIndex: 'last_error', render: (value: string | null) => <Typography.Text type="secondary">{value ?? '-'}</Typography.Text> },
    {
      key: 'actions',
      title: T.columns.actions,
      render: (_, mail) =>
        mail.status === 'failed' ? (
          <Button size="small" loading={resending === mail.id} disabled={resending !== null} onClick={() => void resend(mail)}>
            {T.resend}
          </Button>
        ) : null,
    },
  ];

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Text type="secondary">{T.intro}</Typography.Text>
      <Space wrap>
        <Select
          aria-label={T.status}
          data-testid="mails-status"
          style={{ width: 220 }}
          value={status ?? 'all'}
          onChange={(value: MailStatus | 'all') => {
            restart();
            setStatus(value === 'all' ? undefined : value);
          }}
          options={[{ value: 'all', label: T.allStatuses }, ...MAIL_STATUSES.map((value) => ({ value, label: MAIL_STATUS_LABELS[value] }))]}
        />
      </Space>
      <Table<MailDeliveryDto>
        data-testid="mails-table"
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={data?.mails ?? []}
        locale={{ emptyText: T.empty }}
        pagination={pagination(data?.total ?? 0)}
        scroll={{ x: true }}
      />
    </div>
  );
}
