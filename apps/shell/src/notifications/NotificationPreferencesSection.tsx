import { useEffect, useState } from 'react';
import { Alert, Card, Flex, Skeleton, Typography } from '@capsuisse/web-ui';
import { Switch } from '@capsuisse/web-ui-switch';
import { NOTIFICATION_TEXTS, type NotificationKind, type NotificationPreferenceDto } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { errorMessage } from '../auth/hooks/error-message';

/** The account page's e-mail switch per kind of notification the role receives (none: no section). */
export function NotificationPreferencesSection() {
  const [prefs, setPrefs] = useState<NotificationPreferenceDto[]>();
  const [failed, setFailed] = useState<string>();
  const [saving, setSaving] = useState<NotificationKind>();

  useEffect(() => {
    api.notifications.preferences().then(setPrefs, (error: unknown) => setFailed(errorMessage(error)));
  }, []);

  const set = async (kind: NotificationKind, email: boolean) => {
    setSaving(kind);
    setFailed(undefined);
    try {
      setPrefs(await api.notifications.setPreference(kind, email));
    } catch (error) {
      setFailed(errorMessage(error));
    } finally {
      setSaving(undefined);
    }
  };

  if (prefs?.length === 0) return null;
  return (
    <Card title={NOTIFICATION_TEXTS.preferencesTitle} data-testid="notification-preferences">
      <Typography.Paragraph type="secondary">{NOTIFICATION_TEXTS.preferencesHelp}</Typography.Paragraph>
      {failed && <Alert type="error" showIcon title={failed} style={{ marginBottom: 12 }} />}
      {!prefs && !failed && <Skeleton active paragraph={{ rows: 4 }} />}
      {prefs && (
        <Flex vertical gap="small">
          {prefs.map((pref) => (
            <Flex key={pref.kind} justify="space-between" align="center" gap={12}>
              <label htmlFor={`email-${pref.kind}`} style={{ overflowWrap: 'anywhere' }}>
                {pref.label}
              </label>
              <Switch id={`email-${pref.kind}`} checked={pref.email} loading={saving === pref.kind} onChange={(on) => void set(pref.kind, on)} data-testid={`email-${pref.kind}`} />
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
