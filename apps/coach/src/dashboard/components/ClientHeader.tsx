import { Space, Tag, Typography, formatDate } from '@capsuisse/web-ui';
import { Avatar } from '@capsuisse/web-ui-avatar';
import { documentsState, type CoachClient } from '@capsuisse/contracts';

function initials(client: CoachClient): string {
  const fromName = `${client.first_name?.[0] ?? ''}${client.last_name?.[0] ?? ''}`;
  return (fromName || client.email.slice(0, 2)).toUpperCase();
}

/** One line of the client list: who, since when, where they stand. */
export function ClientHeader({ client }: { client: CoachClient }) {
  // The list leaves out documents to correct, which cannot make the three validated anyway.
  const validated = documentsState(client.documents.map((d) => d.status)) === 'validated';
  const count = client.documents.length;
  const name = [client.first_name, client.last_name].filter(Boolean).join(' ');
  return (
    <div data-testid="client-header" style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
      <Space>
        <Avatar style={{ background: '#3a86ff' }}>{initials(client)}</Avatar>
        <div>
          <Typography.Text strong style={{ display: 'block' }}>
            {client.email}
          </Typography.Text>
          <Typography.Text type="secondary">
            {name && `${name} · `}inscrit le {formatDate(client.created_at)}
          </Typography.Text>
        </div>
      </Space>
      <Space wrap>
        {client.unread_messages > 0 && (
          <Tag data-testid="client-unread" color="red">
            {client.unread_messages} message{client.unread_messages > 1 ? 's' : ''} non lu{client.unread_messages > 1 ? 's' : ''}
          </Tag>
        )}
        <Tag data-testid="client-badge" color={validated ? 'green' : 'gold'}>
          {validated ? 'Validé' : 'En attente'}
        </Tag>
        <Typography.Text data-testid="client-progress">{Math.round(client.overall_progress)}%</Typography.Text>
        <Typography.Text type="secondary" data-testid="client-document-count">
          {count} document{count > 1 ? 's' : ''}
        </Typography.Text>
      </Space>
    </div>
  );
}
