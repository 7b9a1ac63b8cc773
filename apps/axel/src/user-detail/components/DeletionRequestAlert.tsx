import { useState } from 'react';
import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, formatDateTime, useToast } from '@capsuisse/web-ui';
import { Popconfirm } from '@capsuisse/web-ui-popconfirm';
import { useNavigate } from '@capsuisse/web-router';
import { PAGES } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { serverMessage } from '../../shared/roles';
import { DASHBOARD_TOASTS } from '../../dashboard/texts';
import { DETAIL_TEXTS } from '../texts';

const T = DETAIL_TEXTS.deletion;

/** The user asked for deletion (/compte): axel confirms it, which deletes the account for good. */
export function DeletionRequestAlert({ email, userId, requestedAt }: { email: string; userId: string; requestedAt: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await api.admin.deleteUser(userId);
      toast.success(DASHBOARD_TOASTS.deleted(email));
      navigate(PAGES.axelDashboard.path);
    } catch (error) {
      toast.error(DASHBOARD_TOASTS.deleteFailed, serverMessage(error));
      setDeleting(false);
    }
  };

  return (
    <Alert
      type="warning"
      showIcon
      data-testid="deletion-request"
      title={T.requested(formatDateTime(requestedAt))}
      description={T.detail}
      action={
        <Popconfirm title={T.confirmTitle} okText={T.confirm} okButtonProps={{ danger: true }} cancelText={T.cancel} onConfirm={() => confirm()}>
          <Button danger icon={<DeleteOutlined />} loading={deleting}>
            {T.confirm}
          </Button>
        </Popconfirm>
      }
    />
  );
}
