import { useCallback } from 'react';
import { Alert, Card, Tag, Typography } from '@capsuisse/web-ui';
import { Table, type TableProps } from '@capsuisse/web-ui-table';
import { CALL_KIND_LABELS, CALL_STATUS_COLORS, CALL_STATUS_LABELS, CALLS_TEXTS, CALL_RULES, callWhen, type CallDto } from '@capsuisse/contracts';
import { api, useLatest } from '@capsuisse/web-api-client';

const T = CALLS_TEXTS.axel;

const columns: TableProps<CallDto>['columns'] = [
  { key: 'when', title: T.columns.when, render: (_, c) => callWhen(c.starts_at, CALL_RULES.zone) },
  { key: 'kind', title: T.columns.kind, render: (_, c) => CALL_KIND_LABELS[c.kind] },
  { key: 'coach', title: T.columns.coach, dataIndex: 'coach_name' },
  { key: 'status', title: T.columns.status, render: (_, c) => <Tag color={CALL_STATUS_COLORS[c.status]}>{CALL_STATUS_LABELS[c.status]}</Tag> },
];

/** A client's calls and their outcomes on axel's user detail (issue 31), in Swiss time. */
export function UserCallsCard({ userId }: { userId: string }) {
  const load = useCallback(() => api.calls.userCalls(userId), [userId]);
  // The rest of the page stands without it: a failure is said inside the card, with no toast.
  const { data, failed, loading } = useLatest(load, () => undefined);
  return (
    <Card title={T.userTitle} data-testid="user-calls">
      {failed ? (
        <Alert type="error" showIcon title={T.userLoadFailed} />
      ) : (
        <div style={{ display: 'grid', gap: 12 }}>
          {data && (
            <Typography.Text type={data.missed > 0 ? 'danger' : 'secondary'} data-testid="user-calls-missed">
              {T.userMissed(data.missed)}
            </Typography.Text>
          )}
          {data?.blocked && <Alert type="warning" showIcon title={T.userBlocked} />}
          <Table<CallDto>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={data?.calls ?? []}
            loading={loading}
            pagination={false}
            scroll={{ x: true }}
            locale={{ emptyText: T.userNone }}
          />
        </div>
      )}
    </Card>
  );
}
