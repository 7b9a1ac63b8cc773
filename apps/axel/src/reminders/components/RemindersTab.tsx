import { useCallback, useState } from 'react';
import { Button, Input, Space, Typography, useToast } from '@capsuisse/web-ui';
import { Switch } from '@capsuisse/web-ui-switch';
import { Table, type TableProps } from '@capsuisse/web-ui-table';
import { API, REMINDER_UNIT_LABELS, type ReminderSettingDto } from '@capsuisse/contracts';
import { api, useLatest } from '@capsuisse/web-api-client';
import { serverMessage } from '../../shared/roles';
import { REMINDERS_TEXTS as T } from '../texts';

/** 'Rappels' in axel's dashboard: each kind on or off and its delay (`GET/PUT /api/admin/reminders`), saved per row. */
export function RemindersTab() {
  const toast = useToast();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<string | null>(null);
  const load = useCallback(() => api.call(API.reminders.list), []);
  const { data, loading, reload } = useLatest(load, (error) => toast.error(T.loadFailed, serverMessage(error)));
  // A row saves what it shows: nothing is sent again until the saved state has been read back.
  const busy = saving !== null || loading;

  const save = async (setting: ReminderSettingDto, changes: { enabled?: boolean; delay?: number }) => {
    setSaving(setting.kind);
    try {
      await api.call(API.reminders.update, { params: { kind: setting.kind }, body: { enabled: changes.enabled ?? setting.enabled, delay: changes.delay ?? setting.delay } });
      toast.success(T.saved);
      setDrafts(({ [setting.kind]: _saved, ...rest }) => rest);
      reload();
    } catch (error) {
      toast.error(T.saveFailed, serverMessage(error));
    } finally {
      setSaving(null);
    }
  };

  const columns: TableProps<ReminderSettingDto>['columns'] = [
    {
      key: 'kind',
      title: T.columns.kind,
      render: (_, s) => (
        <div style={{ display: 'grid' }}>
          <Typography.Text strong>{s.label}</Typography.Text>
          <Typography.Text type="secondary">{s.description}</Typography.Text>
        </div>
      ),
    },
    {
      key: 'enabled',
      title: T.columns.enabled,
      render: (_, s) => <Switch aria-label={`${T.columns.enabled} : ${s.label}`} checked={s.enabled} disabled={busy} onChange={(enabled) => void save(s, { enabled })} />,
    },
    {
      key: 'delay',
      title: T.columns.delay,
      render: (_, s) => (
        <Space>
          <Input
            type="number"
            aria-label={`${T.columns.delay} : ${s.label}`}
            min={s.min}
            max={s.max}
            style={{ width: 96 }}
            value={drafts[s.kind] ?? String(s.delay)}
            onChange={(event) => setDrafts((d) => ({ ...d, [s.kind]: event.target.value }))}
          />
          <Typography.Text type="secondary">{REMINDER_UNIT_LABELS[s.unit]}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'actions',
      title: T.columns.actions,
      render: (_, s) => (
        <Button size="small" loading={saving === s.kind} disabled={busy || drafts[s.kind] === undefined} onClick={() => void save(s, { delay: Number(drafts[s.kind]) })}>
          {T.save}
        </Button>
      ),
    },
  ];

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Typography.Text type="secondary">{T.intro}</Typography.Text>
      <Table<ReminderSettingDto> data-testid="reminders-table" rowKey="kind" size="middle" columns={columns} dataSource={data ?? []} loading={loading} pagination={false} scroll={{ x: true }} />
    </div>
  );
}
