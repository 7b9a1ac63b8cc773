import { useEffect } from 'react';
import { Form, Input } from '@capsuisse/web-ui';
import { Modal } from '@capsuisse/web-ui-modal';
import { Select } from '@capsuisse/web-ui-select';
import {
  APPLICATION_CHANNEL_LABELS,
  APPLICATION_CHANNELS,
  APPLICATION_OUTCOME_LABELS,
  FOLLOW_UP_DAYS,
  type FollowUpEntry,
  type FollowUpEntryRequest,
  PROGRAMME_ERRORS,
  PROGRAMME_LIMITS,
  SENT_OUTCOMES,
} from '@capsuisse/contracts';
import { todayIso } from '../dates';

export interface EntryModalProps {
  /** The day a new entry goes to, or the entry being edited. */
  target: { day: number } | { entry: FollowUpEntry } | null;
  onCancel: () => void;
  onSubmit: (values: FollowUpEntryRequest) => Promise<boolean>;
}

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((value) => ({ value, label: labels[value] }));

/** Adds or edits one application; the server checks every field again (French 400). */
export function EntryModal({ target, onCancel, onSubmit }: EntryModalProps) {
  const [form] = Form.useForm<FollowUpEntryRequest>();
  const editing = target && 'entry' in target ? target.entry : null;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? { day: editing.day, applied_on: editing.applied_on, employer: editing.employer, position: editing.position, channel: editing.channel, contact_person: editing.contact_person ?? '', outcome: editing.outcome }
        : { day: 'day' in target ? target.day : 1, applied_on: todayIso(), channel: 'email', outcome: 'en_attente' },
    );
  }, [target, editing, form]);

  // Through the form's own submit: fields that fail their rules show their messages, nothing is thrown.
  const finish = async (values: FollowUpEntryRequest) => {
    if (await onSubmit(values)) onCancel();
  };

  return (
    <Modal open={target !== null} title={editing ? 'Modifier la candidature' : 'Nouvelle candidature'} okText="Enregistrer" cancelText="Annuler" onOk={() => form.submit()} onCancel={onCancel} destroyOnHidden>
      <Form form={form} onFinish={(values) => void finish(values)} layout="vertical" requiredMark="optional" data-testid="entry-form">
        <Form.Item name="day" label="Jour de campagne" rules={[{ required: true }]}>
          <Select options={Array.from({ length: FOLLOW_UP_DAYS }, (_, i) => ({ value: i + 1, label: `Jour ${i + 1}` }))} />
        </Form.Item>
        <Form.Item name="applied_on" label="Date de la candidature" rules={[{ required: true, message: PROGRAMME_ERRORS.appliedOn }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="employer" label="Employeur" rules={[{ required: true, whitespace: true, message: PROGRAMME_ERRORS.employerRequired }, { max: PROGRAMME_LIMITS.employer, message: PROGRAMME_ERRORS.employerMax }]}>
          <Input maxLength={PROGRAMME_LIMITS.employer} />
        </Form.Item>
        <Form.Item name="position" label="Poste" rules={[{ required: true, whitespace: true, message: PROGRAMME_ERRORS.positionRequired }, { max: PROGRAMME_LIMITS.position, message: PROGRAMME_ERRORS.positionMax }]}>
          <Input maxLength={PROGRAMME_LIMITS.position} />
        </Form.Item>
        <Form.Item name="channel" label="Canal" rules={[{ required: true, message: PROGRAMME_ERRORS.channel }]}>
          <Select options={options(APPLICATION_CHANNELS, APPLICATION_CHANNEL_LABELS)} />
        </Form.Item>
        <Form.Item name="contact_person" label="Personne de contact">
          <Input maxLength={PROGRAMME_LIMITS.contactPerson} />
        </Form.Item>
        {/* A campaign entry was sent on its day: « À postuler » belongs to the job-search log only. */}
        <Form.Item name="outcome" label="Résultat" rules={[{ required: true, message: PROGRAMME_ERRORS.outcome }]}>
          <Select options={options(SENT_OUTCOMES, APPLICATION_OUTCOME_LABELS)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
