import { useEffect, useState } from 'react';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Space, Tag, Typography, formatDate } from '@capsuisse/web-ui';
import { Popconfirm } from '@capsuisse/web-ui-popconfirm';
import { Table } from '@capsuisse/web-ui-table';
import { APPLICATION_CHANNEL_LABELS, APPLICATION_OUTCOME_LABELS, type FollowUpDay, type FollowUpEntry, PROGRAMME_LIMITS } from '@capsuisse/contracts';

export interface FollowUpDayCardProps {
  day: FollowUpDay;
  onAdd: () => void;
  onEdit: (entry: FollowUpEntry) => void;
  onDelete: (entry: FollowUpEntry) => void;
  onSaveNote: (note: string) => Promise<boolean>;
}

/** One campaign day: its applications (a day counts once it holds one) and its note. */
export function FollowUpDayCard({ day, onAdd, onEdit, onDelete, onSaveNote }: FollowUpDayCardProps) {
  const [note, setNote] = useState(day.note ?? '');
  useEffect(() => setNote(day.note ?? ''), [day.note]);
  const counted = day.entries.length > 0;

  return (
    <Card
      data-testid={`follow-up-day-${day.day}`}
      title={`Jour ${day.day}`}
      extra={
        <Space>
          {counted ? <Tag color="success">{`${day.entries.length} candidature${day.entries.length > 1 ? 's' : ''}`}</Tag> : <Tag>À faire</Tag>}
          <Button size="small" icon={<PlusOutlined />} onClick={onAdd}>
            Ajouter une candidature
          </Button>
        </Space>
      }
    >
      <div style={{ display: 'grid', gap: 12 }}>
        {counted && (
          <Table<FollowUpEntry>
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: true }}
            dataSource={day.entries}
            columns={[
              { title: 'Date', dataIndex: 'applied_on', render: (d: string) => formatDate(d) },
              { title: 'Employeur', dataIndex: 'employer' },
              { title: 'Poste', dataIndex: 'position' },
              { title: 'Canal', dataIndex: 'channel', render: (c: FollowUpEntry['channel']) => APPLICATION_CHANNEL_LABELS[c] },
              { title: 'Contact', dataIndex: 'contact_person', render: (c: string | null) => c ?? '—' },
              { title: 'Résultat', dataIndex: 'outcome', render: (o: FollowUpEntry['outcome']) => APPLICATION_OUTCOME_LABELS[o] },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, entry) => (
                  <Space>
                    <Button size="small" icon={<EditOutlined />} aria-label={`Modifier la candidature chez ${entry.employer}`} onClick={() => onEdit(entry)} />
                    <Popconfirm title="Supprimer cette candidature ?" okText="Supprimer" cancelText="Annuler" onConfirm={() => onDelete(entry)}>
                      <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Supprimer la candidature chez ${entry.employer}`} />
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        )}
        <div>
          <Typography.Text type="secondary">Note du jour</Typography.Text>
          <Input.TextArea
            aria-label={`Note du jour ${day.day}`}
            value={note}
            maxLength={PROGRAMME_LIMITS.note}
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder="Ce que vous avez fait, appris ou prévu de relancer"
            onChange={(e) => setNote(e.target.value)}
          />
          <Button size="small" style={{ marginTop: 8 }} disabled={note === (day.note ?? '')} onClick={() => void onSaveNote(note)}>
            Enregistrer la note
          </Button>
        </div>
      </div>
    </Card>
  );
}
