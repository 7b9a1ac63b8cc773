import { useState } from 'react';
import { Button, Card, Input, Space, useToast } from '@capsuisse/web-ui';
import { Modal } from '@capsuisse/web-ui-modal';
import { Select } from '@capsuisse/web-ui-select';
import { adminPasswordSchema, ASSIGNABLE_ROLES, type Role } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { roleOptions, serverMessage } from '../../shared/roles';
import { DETAIL_TEXTS, DETAIL_TOASTS } from '../texts';

const T = DETAIL_TEXTS.actions;

/** Change the role (the button waits for a different one) and reset the password in a dialog. */
export function AdminActionsCard({ userId, role, onChanged }: { userId: string; role: Role; onChanged: () => Promise<void> }) {
  const toast = useToast();
  const [nextRole, setNextRole] = useState<Role>(role);
  const [savingRole, setSavingRole] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [resetting, setResetting] = useState(false);

  const updateRole = async () => {
    setSavingRole(true);
    try {
      await api.admin.setRole(userId, nextRole);
      toast.success(DETAIL_TOASTS.roleUpdated);
      await onChanged();
    } catch (error) {
      toast.error(DETAIL_TOASTS.roleFailed, serverMessage(error));
    } finally {
      setSavingRole(false);
    }
  };

  const closeReset = () => {
    setResetOpen(false);
    setPassword('');
  };

  const reset = async () => {
    const parsed = adminPasswordSchema.safeParse({ new_password: password });
    if (!parsed.success) {
      // 'Le mot de passe doit contenir au moins 6 caractères' (or the 128 maximum): nothing is sent.
      toast.error(parsed.error.issues[0]?.message ?? DETAIL_TOASTS.passwordTooShort);
      return;
    }
    setResetting(true);
    try {
      await api.admin.resetPassword(userId, parsed.data.new_password);
      toast.success(DETAIL_TOASTS.passwordReset);
      closeReset();
    } catch (error) {
      toast.error(DETAIL_TOASTS.passwordFailed, serverMessage(error));
    } finally {
      setResetting(false);
    }
  };

  return (
    <Card title={T.title} data-testid="admin-actions">
      <Space wrap>
        <Select<Role> aria-label={T.role} data-testid="role-select" style={{ width: 220 }} value={nextRole} onChange={setNextRole} options={roleOptions(ASSIGNABLE_ROLES)} />
        <Button type="primary" disabled={nextRole === role} loading={savingRole} onClick={() => void updateRole()}>
          {T.updateRole}
        </Button>
        <Button danger onClick={() => setResetOpen(true)}>
          {T.resetPassword}
        </Button>
      </Space>
      <Modal
        title={T.resetPassword}
        open={resetOpen}
        okText={T.confirmReset}
        cancelText={T.cancel}
        confirmLoading={resetting}
        onOk={() => void reset()}
        onCancel={closeReset}
        destroyOnHidden
      >
        <Input.Password aria-label={T.newPassword} placeholder={T.newPassword} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} onPressEnter={() => void reset()} />
      </Modal>
    </Card>
  );
}
