import { useCallback, useEffect, useState } from 'react';
import { Button, Flex, Input, Typography, useToast } from '@capsuisse/web-ui';
import { Switch } from '@capsuisse/web-ui-switch';
import { CALLS_TEXTS, type CallSettingsDto } from '@capsuisse/contracts';
import { api, useLatest } from '@capsuisse/web-api-client';
import { serverMessage } from '../../shared/roles';

const T = CALLS_TEXTS.axel;

/** 'Appels' in axel's dashboard (issue 31): the session length and the coaches taking first calls. */
export function CallsTab() {
  const toast = useToast();
  const load = useCallback(() => api.calls.settings(), []);
  const { data, reload } = useLatest(load, (error) => toast.error(T.loadFailed, serverMessage(error)));
  const [settings, setSettings] = useState<CallSettingsDto>();
  const [minutes, setMinutes] = useState('');
  const [saving, setSaving] = useState<string | null>(null);
  const current = settings ?? data;

  useEffect(() => {
    if (current) setMinutes(String(current.session_minutes));
  }, [current]);

  const save = async (key: string, run: () => Promise<CallSettingsDto>, done?: string) => {
    setSaving(key);
    try {
      setSettings(await run());
      if (done) toast.success(done);
    } catch (error) {
      toast.error(T.saveFailed, serverMessage(error));
      reload();
    } finally {
      setSaving(null);
    }
  };

  if (!current) return null;
  return (
    <div data-testid="calls-settings" style={{ display: 'grid', gap: 24 }}>
      <div style={{ display: 'grid', gap: 8 }}>
        <Typography.Text strong>{T.sessionTitle}</Typography.Text>
        <Flex gap={8} wrap align="center">
          <Input
            type="number"
            aria-label={T.sessionTitle}
            min={current.min}
            max={current.max}
            style={{ width: 96 }}
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
          />
          <Typography.Text type="secondary">{T.minutes}</Typography.Text>
          <Button loading={saving === 'minutes'} disabled={saving !== null || minutes === String(current.session_minutes)} onClick={() => void save('minutes', () => api.calls.setSettings(Number(minutes)), T.saved)}>
            {T.save}
          </Button>
        </Flex>
      </div>
      <div style={{ display: 'grid', gap: 8 }}>
        <Typography.Text strong>{T.firstCallsTitle}</Typography.Text>
        {current.coaches.length === 0 && <Typography.Text type="secondary">{T.noCoach}</Typography.Text>}
        {current.coaches.map((coach) => (
          <Flex key={coach.id} gap={12} align="center" data-testid="first-call-coach">
            <Switch
              aria-label={`${T.takesFirstCalls} : ${coach.name}`}
              checked={coach.takes_first_calls}
              loading={saving === coach.id}
              disabled={saving !== null}
              onChange={(enabled) => void save(coach.id, () => api.calls.setFirstCalls(coach.id, enabled))}
            />
            <Typography.Text style={{ overflowWrap: 'anywhere' }}>{coach.name}</Typography.Text>
          </Flex>
        ))}
      </div>
    </div>
  );
}
