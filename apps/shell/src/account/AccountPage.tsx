import { Card, Flex, Typography } from '@capsuisse/web-ui';
import { Descriptions } from '@capsuisse/web-ui-descriptions';
import { useSession } from '@capsuisse/web-api-client';
import { ActiveSessionsSection } from './ActiveSessionsSection';
import { MfaSection } from './MfaSection';
import { DataRightsSection } from './DataRightsSection';
import { NotificationPreferencesSection } from '../notifications/NotificationPreferencesSection';

/**
 * /compte, every signed-in user's account page (the 'Mon compte' menu): who is signed in, then one
 * section per concern (sessions, second factor, personal data), each its own component.
 */
export function AccountPage() {
  const { session } = useSession();
  if (!session) return null;
  return (
    <Flex vertical gap="large" style={{ maxWidth: 880, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Sécurité et données
      </Typography.Title>
      <Card title="Votre compte">
        <Descriptions column={1}>
          <Descriptions.Item label="Email">{session.user.email}</Descriptions.Item>
        </Descriptions>
      </Card>
      <ActiveSessionsSection />
      <MfaSection />
      <NotificationPreferencesSection />
      <DataRightsSection isClient={session.user.role === 'client'} />
    </Flex>
  );
}
