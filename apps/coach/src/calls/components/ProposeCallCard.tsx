import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, useToast } from '@capsuisse/web-ui';
import { Select } from '@capsuisse/web-ui-select';
import { CALLS_TEXTS, zurichInstant, type ClientCallsDto } from '@capsuisse/contracts';
import { api, useLatest } from '@capsuisse/web-api-client';
import { ZurichSlotInput } from './ZurichSlotInput';

const T = CALLS_TEXTS.coach;
const messageOf = (error: unknown): string | undefined => (error instanceof Error ? error.message : undefined);

/** The coach offers one of its clients a slot (any time of its own, Zurich time); a client blocked by missed calls is re-enabled here. */
export function ProposeCallCard({ onChanged }: { onChanged: () => void }) {
  const toast = useToast();
  const loadClients = useCallback(() => api.coach.clients('', 1), []);
  const { data: clients } = useLatest(loadClients, () => undefined);
  const [clientId, setClientId] = useState<string>();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [standing, setStanding] = useState<ClientCallsDto>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setStanding(undefined);
    if (!clientId) return;
    let alive = true;
    api.calls.clientCalls(clientId).then((found) => alive && setStanding(found), () => undefined);
    return () => {
      alive = false;
    };
  }, [clientId]);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      onChanged();
      if (clientId) setStanding(await api.calls.clientCalls(clientId));
    } catch (error) {
      toast.error(T.failed, messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={T.proposeTitle} data-testid="propose-call">
      <div style={{ display: 'grid', gap: 12 }}>
        <Select
          showSearch
          data-testid="propose-client"
          optionFilterProp="label"
          aria-label={T.client}
          placeholder={T.client}
          value={clientId}
          onChange={setClientId}
          style={{ width: '100%' }}
          options={(clients?.clients ?? []).map((c) => ({ value: c.user_id, label: [c.first_name, c.last_name].filter(Boolean).join(' ') || c.email }))}
        />
        {standing?.blocked && (
          <Alert
            type="warning"
            showIcon
            data-testid="client-blocked"
            title={T.blocked(standing.missed)}
            action={
              <Button size="small" loading={busy} onClick={() => clientId && void run(() => api.calls.reenable(clientId), T.reenabled)}>
                {T.reenable}
              </Button>
            }
          />
        )}
        <ZurichSlotInput date={date} time={time} onDate={setDate} onTime={setTime} />
        <div>
          <Button type="primary" loading={busy} disabled={!clientId || !date || !time} onClick={() => clientId && void run(() => api.calls.propose(clientId, zurichInstant(date, time)), T.proposed)}>
            {T.propose}
          </Button>
        </div>
      </div>
    </Card>
  );
}
