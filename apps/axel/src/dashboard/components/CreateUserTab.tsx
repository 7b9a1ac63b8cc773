import { useState } from 'react';
import { Button, Form, Input, useToast } from '@capsuisse/web-ui';
import { Checkbox } from '@capsuisse/web-ui-checkbox';
import { Select } from '@capsuisse/web-ui-select';
import { ADMIN_CREATABLE_ROLES, adminCreateUserSchema, type AdminCreatableRole } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { roleOptions, serverMessage } from '../../shared/roles';
import { CREATE_TEXTS as T, TAB_TOASTS } from '../tab-texts';


/** 'Créer': an account with a role axel may give; paid unless 'Paiement requis' is ticked (spec §9). */
export function CreateUserTab({ onCreated }: { onCreated: () => void }) {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<AdminCreatableRole>('client');
  const [paymentRequired, setPaymentRequired] = useState(false);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    // The server's rules, checked here first: the first issue is shown, nothing is sent.
    const parsed = adminCreateUserSchema.safeParse({ email, password, role, payment_required: paymentRequired });
    if (!parsed.success) {
      toast.error(TAB_TOASTS.validation, parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      const user = await api.admin.createUser(parsed.data);
      toast.success(TAB_TOASTS.created(user.email, !user.has_paid));
      setEmail('');
      setPassword('');
      setPaymentRequired(false);
      onCreated();
    } catch (error) {
      toast.error(TAB_TOASTS.createFailed, serverMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" style={{ maxWidth: 520 }} onFinish={() => void create()}>
      <Form.Item label={T.email} htmlFor="create-email">
        <Input id="create-email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Form.Item>
      <Form.Item label={T.password} htmlFor="create-password">
        <Input.Password id="create-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Form.Item>
      <Form.Item label={T.role} htmlFor="create-role">
        <Select id="create-role" data-testid="create-role" value={role} onChange={setRole} options={roleOptions(ADMIN_CREATABLE_ROLES)} />
      </Form.Item>
      <Form.Item>
        <Checkbox checked={paymentRequired} onChange={(e) => setPaymentRequired(e.target.checked)}>
          {T.paymentRequired}
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {T.submit}
      </Button>
    </Form>
  );
}
