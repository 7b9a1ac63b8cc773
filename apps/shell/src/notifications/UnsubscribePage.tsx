import { useState } from 'react';
import { Alert, Button, Card, Flex, Typography } from '@capsuisse/web-ui';
import { useSearchParams } from '@capsuisse/web-router';
import { NOTIFICATION_ERRORS, NOTIFICATION_TEXTS } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { errorMessage } from '../auth/hooks/error-message';

/**
 * /desabonnement?token=: the page an e-mail's unsubscribe link opens. Nothing changes until the button is
 * pressed, so a mail scanner following the link turns nothing off (the mail's one-click header posts directly).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const [busy, setBusy] = useState(false);

  const unsubscribe = async () => {
    setBusy(true);
    setFailed(undefined);
    try {
      setDone(NOTIFICATION_TEXTS.unsubscribed((await api.notifications.unsubscribe(token)).label));
    } catch (error) {
      setFailed(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Card style={{ maxWidth: 560, width: '100%' }} data-testid="unsubscribe-page">
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {NOTIFICATION_TEXTS.unsubscribeTitle}
        </Typography.Title>
        {done ? (
          <Alert type="success" showIcon title={NOTIFICATION_TEXTS.unsubscribeDone} description={done} />
        ) : !token ? (
          <Alert type="error" showIcon title={NOTIFICATION_ERRORS.unsubscribeInvalid} />
        ) : (
          <Flex vertical gap="middle">
            <Typography.Paragraph style={{ margin: 0 }}>{NOTIFICATION_TEXTS.unsubscribeText}</Typography.Paragraph>
            {failed && <Alert type="error" showIcon title={failed} />}
            <Button type="primary" onClick={() => void unsubscribe()} loading={busy} data-testid="unsubscribe">
              {NOTIFICATION_TEXTS.unsubscribeButton}
            </Button>
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
