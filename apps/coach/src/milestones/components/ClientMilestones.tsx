import { useState } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined, CheckOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton, Space, Tag, Typography } from '@capsuisse/web-ui';
import { List } from '@capsuisse/web-ui-list';
import { Popconfirm } from '@capsuisse/web-ui-popconfirm';
import { formatLongDate, MILESTONE_STATUS_LABELS, milestoneTypeLabel, type MilestoneDto } from '@capsuisse/contracts';
import { nextCode } from '../next-code';
import { useClientMilestones } from '../hooks/useClientMilestones';
import { MILESTONE_TOASTS } from '../texts';
import { MilestoneFormModal } from './MilestoneFormModal';

const TAG_COLOR = { termine: 'success', planifie: 'processing', a_faire: 'default' } as const;


/**
 * The client's path in the coach's row (spec §3 milestones): add, edit, move up or down (codes follow),
 * mark done, delete. The server checks the assignment; this only mirrors it.
 */
export function ClientMilestones({ clientId, onChanged }: { clientId: string; onChanged: () => unknown }) {
  const { path, failed, busy, create, update, complete, remove, move } = useClientMilestones(clientId, onChanged);
  const [form, setForm] = useState<{ editing?: MilestoneDto } | null>(null);

  if (failed) return <Alert type="error" showIcon title={MILESTONE_TOASTS.loadFailed} />;
  if (!path) return <Skeleton active paragraph={{ rows: 3 }} />;
  const { milestones } = path;

  return (
    <div data-testid="coach-milestones" style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Parcours
        </Typography.Title>
        <Button icon={<PlusOutlined />} onClick={() => setForm({})} disabled={busy}>
          Ajouter une étape
        </Button>
      </div>
      {milestones.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Aucune étape configurée pour ce client" />
      ) : (
        <List
          dataSource={milestones}
          rowKey="id"
          renderItem={(m, index) => (
            <List.Item
              data-testid="coach-milestone"
              data-code={m.code}
              actions={[
                <Button key="up" size="small" icon={<ArrowUpOutlined />} aria-label={`Monter l'étape ${m.code}`} disabled={busy || index === 0} onClick={() => void move(m.id, -1)} />,
                <Button
                  key="down"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={`Descendre l'étape ${m.code}`}
                  disabled={busy || index === milestones.length - 1}
                  onClick={() => void move(m.id, 1)}
                />,
                <Button key="done" size="small" icon={<CheckOutlined />} disabled={busy || m.status === 'termine'} onClick={() => void complete(m.id)}>
                  Terminer
                </Button>,
                <Button key="edit" size="small" icon={<EditOutlined />} disabled={busy} onClick={() => setForm({ editing: m })}>
                  Modifier
                </Button>,
                <Popconfirm
                  key="delete"
                  title={`Supprimer l'étape ${m.code} ?`}
                  okText="Supprimer"
                  cancelText="Annuler"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(m.id)}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} disabled={busy}>
                    Supprimer
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space wrap size={8}>
                    <Typography.Text code>{m.code}</Typography.Text>
                    <span>{m.label}</span>
                    <Tag color={TAG_COLOR[m.status]}>{MILESTONE_STATUS_LABELS[m.status]}</Tag>
                  </Space>
                }
                description={[milestoneTypeLabel(m.type), m.scheduled_at && `prévue le ${formatLongDate(m.scheduled_at)}`].filter(Boolean).join(' · ')}
              />
            </List.Item>
          )}
        />
      )}
      <MilestoneFormModal
        open={form !== null}
        editing={form?.editing}
        suggestedCode={nextCode(milestones)}
        busy={busy}
        onSubmit={(fields) => (form?.editing ? update(form.editing.id, fields) : create(fields))}
        onClose={() => setForm(null)}
      />
    </div>
  );
}
