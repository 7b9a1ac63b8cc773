import { useEffect, useState } from 'react';
import { Button, Form, useToast } from '@capsuisse/web-ui';
import { Select } from '@capsuisse/web-ui-select';
import { ADMIN_PAGE_SIZE_MAX, type AdminUser } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { ROLE_LABELS, serverMessage } from '../../shared/roles';
import { ASSIGN_TEXTS as T, TAB_TOASTS } from '../tab-texts';
import { DASHBOARD_TOASTS } from '../texts';


// Spec §6: only coaches, and clients of either kind, are listed.
async function loadPeople(): Promise<{ coaches: AdminUser[]; clients: AdminUser[] }> {
  const list = (role: AdminUser['role']) => api.admin.users({ role, sort: 'email', order: 'asc', page_size: ADMIN_PAGE_SIZE_MAX }).then((r) => r.users);
  const [coaches, clients, housing] = await Promise.all([list('accompagnateur'), list('client'), list('client_se_loger')]);
  return { coaches, clients: [...clients, ...housing].sort((a, b) => a.email.localeCompare(b.email)) };
}

const option = (user: AdminUser, withRole = false) => ({ value: user.id, label: withRole ? `${user.email} (${ROLE_LABELS[user.role]})` : user.email });

/** 'Assigner': a coach and a client chosen from the server's lists, then assigned. */
export function AssignTab({ refreshKey, onAssigned }: { refreshKey: number; onAssigned: () => void }) {
  const toast = useToast();
  const [people, setPeople] = useState<{ coaches: AdminUser[]; clients: AdminUser[] }>({ coaches: [], clients: [] });
  const [loading, setLoading] = useState(true);
  const [coachId, setCoachId] = useState<string>();
  const [clientId, setClientId] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    setLoading(true);
    loadPeople().then(
      (result) => {
        if (!live) return;
        setPeople(result);
        setLoading(false);
      },
      (error: unknown) => {
        if (!live) return;
        setLoading(false);
        toast.error(DASHBOARD_TOASTS.loadFailed, serverMessage(error));
      },
    );
    return () => {
      live = false;
    };
  }, [refreshKey, toast]);

  const assign = async () => {
    if (!coachId || !clientId) {
      toast.error(TAB_TOASTS.assignMissing);
      return;
    }
    setBusy(true);
    try {
      await api.admin.assign(coachId, clientId);
      toast.success(TAB_TOASTS.assigned);
      setClientId(undefined);
      onAssigned();
    } catch (error) {
      toast.error(TAB_TOASTS.assignFailed, serverMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" style={{ maxWidth: 520 }} onFinish={() => void assign()}>
      <Form.Item label={T.coach} htmlFor="assign-coach">
        <Select
          id="assign-coach"
          data-testid="assign-coach"
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          loading={loading}
          placeholder={T.coachPlaceholder}
          value={coachId}
          onChange={setCoachId}
          options={people.coaches.map((user) => option(user))}
        />
      </Form.Item>
      <Form.Item label={T.client} htmlFor="assign-client">
        <Select
          id="assign-client"
          data-testid="assign-client"
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          loading={loading}
          placeholder={T.clientPlaceholder}
          value={clientId}
          onChange={setClientId}
          options={people.clients.map((user) => option(user, true))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {T.submit}
      </Button>
    </Form>
  );
}
