import { useState } from 'react';
import { Alert, Skeleton, Typography } from '@capsuisse/web-ui';
import { API, FOLLOW_UP_DAYS, type FollowUpEntry, type FollowUpEntryRequest } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { loadFollowUp, PROGRAMME_TOASTS, useProgrammeView } from '../hooks/useProgrammeView';
import { EntryModal, type EntryModalProps } from './EntryModal';
import { FollowUpDayCard } from './FollowUpDayCard';
import { ProgressCard } from './ProgressCard';
import { ProofDownload } from './ProofDownload';

/** /suivi-10j: ten campaign days, the applications of each with a note, progress_10j and the monthly proof. */
export function FollowUpPage() {
  const { view, error, change } = useProgrammeView(loadFollowUp);
  const [target, setTarget] = useState<EntryModalProps['target']>(null);

  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!view) return <Skeleton active paragraph={{ rows: 8 }} />;

  const counted = view.days.filter((d) => d.entries.length > 0).length;
  const submit = (values: FollowUpEntryRequest) =>
    target && 'entry' in target
      ? change(() => api.call(API.programme.updateEntry, { params: { id: target.entry.id }, body: values }), PROGRAMME_TOASTS.entryUpdated)
      : change(() => api.call(API.programme.addEntry, { body: values }), PROGRAMME_TOASTS.entryAdded);

  return (
    <div data-testid="follow-up-page" style={{ display: 'grid', gap: 24 }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Campagne {FOLLOW_UP_DAYS} jours
        </Typography.Title>
        <Typography.Text type="secondary">
          Dix journées de candidatures. Classez chaque candidature dans le jour de campagne où vous l'avez menée : une journée compte dès qu'elle en contient au moins une, même si vous faites une pause entre deux.
        </Typography.Text>
      </div>

      <ProgressCard label="Progression de la campagne" percent={view.progress} hint={`${counted} jour${counted > 1 ? 's' : ''} sur ${FOLLOW_UP_DAYS} avec au moins une candidature`} testId="follow-up-progress" />

      <ProofDownload />

      {view.days.map((day) => (
        <FollowUpDayCard
          key={day.day}
          day={day}
          onAdd={() => setTarget({ day: day.day })}
          onEdit={(entry: FollowUpEntry) => setTarget({ entry })}
          onDelete={(entry) => void change(() => api.call(API.programme.deleteEntry, { params: { id: entry.id } }), PROGRAMME_TOASTS.entryDeleted)}
          onSaveNote={(note) => change(() => api.call(API.programme.note, { params: { day: day.day }, body: { note } }), PROGRAMME_TOASTS.noteSaved)}
        />
      ))}

      <EntryModal target={target} onCancel={() => setTarget(null)} onSubmit={submit} />
    </div>
  );
}
