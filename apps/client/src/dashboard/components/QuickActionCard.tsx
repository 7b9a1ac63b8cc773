import { LockOutlined, RightOutlined } from '@ant-design/icons';
import { Card, Typography, theme } from '@capsuisse/web-ui';
import { Link } from '@capsuisse/web-router';
import type { QuickAction } from '../quick-actions';

/** One quick action; locked (not a link) until the programme is paid. */
export function QuickActionCard({ action, locked }: { action: QuickAction; locked: boolean }) {
  const { token } = theme.useToken();
  const Icon = action.icon;
  const card = (
    <Card hoverable={!locked} style={{ height: '100%' }} styles={{ body: { display: 'flex', gap: 16, alignItems: 'flex-start', padding: 22 } }}>
      <div
        style={{
          flex: 'none',
          display: 'grid',
          placeItems: 'center',
          width: 46,
          height: 46,
          borderRadius: 12,
          fontSize: 22,
          background: locked ? token.colorFillSecondary : token.colorPrimaryBg,
          color: locked ? token.colorTextDisabled : token.colorPrimary,
        }}
      >
        {locked ? <LockOutlined /> : <Icon />}
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {action.title}
        </Typography.Title>
        <Typography.Text type="secondary">{action.description}</Typography.Text>
      </div>
      {!locked && <RightOutlined style={{ color: token.colorTextTertiary, marginTop: 4 }} />}
    </Card>
  );
  if (locked) {
    return (
      <div aria-disabled="true" data-testid={`quick-action-${action.key}`} data-locked="true">
        {card}
      </div>
    );
  }
  return (
    <Link to={action.to} data-testid={`quick-action-${action.key}`} style={{ display: 'block', height: '100%' }}>
      {card}
    </Link>
  );
}
