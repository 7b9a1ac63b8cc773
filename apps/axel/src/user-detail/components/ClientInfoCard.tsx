import { useState } from 'react';
import { Button, Card, Input, Space, useToast } from '@capsuisse/web-ui';
import { Descriptions } from '@capsuisse/web-ui-descriptions';
import type { Profile } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { serverMessage } from '../../shared/roles';
import { DETAIL_TEXTS, DETAIL_TOASTS } from '../texts';

const T = DETAIL_TEXTS.info;
const FIELDS = ['first_name', 'last_name', 'country_code', 'phone'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;

const draftOf = (profile: Profile): Draft => ({
  first_name: profile.first_name ?? '',
  last_name: profile.last_name ?? '',
  country_code: profile.country_code ?? '',
  phone: profile.phone ?? '',
});

const LABELS: Record<Field, string> = { first_name: T.firstName, last_name: T.lastName, country_code: T.countryCode, phone: T.phone };

/** The client's names and phone, edited in place; empty fields are saved as null (spec §5). */
export function ClientInfoCard({ profile, onSaved }: { profile: Profile; onSaved: () => Promise<void> }) {
  const toast = useToast();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!draft) return;
    setBusy(true);
    try {
      await api.admin.updateUser(profile.user_id, draft);
      toast.success(DETAIL_TOASTS.profileUpdated);
      setDraft(null);
      await onSaved();
    } catch (error) {
      toast.error(DETAIL_TOASTS.profileFailed, serverMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const extra = draft ? (
    <Space>
      <Button type="primary" loading={busy} onClick={() => void save()}>
        {T.save}
      </Button>
      <Button disabled={busy} onClick={() => setDraft(null)}>
        {T.cancel}
      </Button>
    </Space>
  ) : (
    <Button onClick={() => setDraft(draftOf(profile))}>{T.edit}</Button>
  );

  return (
    <Card title={T.title} extra={extra} data-testid="client-info">
      <Descriptions column={1} size="small">
        {FIELDS.map((field) => (
          <Descriptions.Item key={field} label={LABELS[field]}>
            {draft ? (
              <Input
                aria-label={LABELS[field]}
                placeholder={field === 'country_code' ? T.countryCodePlaceholder : undefined}
                value={draft[field]}
                onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
              />
            ) : (
              <span data-testid={`info-${field}`}>{profile[field] || DETAIL_TEXTS.none}</span>
            )}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Card>
  );
}
