import { useState } from 'react';
import { Card, Space, Typography, useToast } from '@capsuisse/web-ui';
import { Switch } from '@capsuisse/web-ui-switch';
import type { Profile } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { serverMessage } from '../../shared/roles';
import { DETAIL_TEXTS, DETAIL_TOASTS } from '../texts';

const T = DETAIL_TEXTS.access;

/** The payment gate by hand: on = has_paid (client features open), off = waiting for payment. */
export function AccessCard({ profile, onChanged }: { profile: Profile; onChanged: () => Promise<void> }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const toggle = async (hasPaid: boolean) => {
    setBusy(true);
    try {
      await api.admin.setAccess(profile.user_id, hasPaid);
      toast.success(hasPaid ? DETAIL_TOASTS.unblocked : DETAIL_TOASTS.blocked);
      await onChanged();
    } catch (error) {
      toast.error(DETAIL_TOASTS.accessFailed, serverMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={T.title} data-testid="access-card">
      <Space>
        <Switch aria-label={T.switch} checked={profile.has_paid} loading={busy} onChange={(checked) => void toggle(checked)} />
        <Typography.Text data-testid="access-label" type={profile.has_paid ? 'success' : 'warning'}>
          {profile.has_paid ? T.paid : T.unpaid}
        </Typography.Text>
      </Space>
    </Card>
  );
}
