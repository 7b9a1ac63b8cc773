import { useEffect } from 'react';
import { Button, Form, Input, Space, Tag } from '@capsuisse/web-ui';
import { Modal } from '@capsuisse/web-ui-modal';
import { Popconfirm } from '@capsuisse/web-ui-popconfirm';
import { Segmented } from '@capsuisse/web-ui-segmented';
import { Select } from '@capsuisse/web-ui-select';
import { Switch } from '@capsuisse/web-ui-switch';
import {
  APPLICATION_CHANNEL_LABELS,
  APPLICATION_CHANNELS,
  APPLICATION_OUTCOME_LABELS,
  APPLICATION_OUTCOMES,
  type ApplicationChannel,
  type ApplicationOutcome,
  type ApplicationRequest,
  type JobApplication,
  PROGRAMME_ERRORS,
  PROGRAMME_LIMITS,
  SENT_OUTCOMES,
} from '@capsuisse/contracts';
import { todayIso } from '../../programme/dates';

/** What the form sends, creating or editing (a campaign day is set on the 10-day page only). */
export type ApplicationFields = Omit<ApplicationRequest, 'day'>;

export interface ApplicationModalProps {
  /** 'new', the application being edited, or null when closed. */
  target: 'new' | JobApplication | null;
  onCancel: () => void;
  onSubmit: (values: ApplicationFields) => Promise<boolean>;
  onDelete: (application: JobApplication) => Promise<boolean>;
}

interface FormValues {
  outcome: ApplicationOutcome;
  applied_on?: string;
  employer: string;
  employer_address?: string;
  position: string;
  contact_person?: string;
  contact_phone?: string;
  workload: 'full' | 'partial';
  workload_percent?: string | number;
  channel: ApplicationChannel;
  assigned_by_orp: boolean;
  refusal_reason?: string;
  follow_up_on?: string;
}

const WORKLOADS = [
  { value: 'full', label: 'Plein temps' },
  { value: 'partial', label: 'Temps partiel' },
];

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((value) => ({ value, label: labels[value] }));

function initialValues(target: 'new' | JobApplication): Partial<FormValues> {
  if (target === 'new') return { outcome: 'en_attente', applied_on: todayIso(), workload: 'full', channel: 'email', assigned_by_orp: false };
  const partial = target.workload_percent < 100;
  return {
    outcome: target.outcome,
    applied_on: target.applied_on ?? todayIso(),
    employer: target.employer,
    employer_address: target.employer_address ?? '',
    position: target.position,
    contact_person: target.contact_person ?? '',
    contact_phone: target.contact_phone ?? '',
    workload: partial ? 'partial' : 'full',
    workload_percent: partial ? target.workload_percent : undefined,
    channel: target.channel,
    assigned_by_orp: target.assigned_by_orp,
    refusal_reason: target.refusal_reason ?? '',
    follow_up_on: target.follow_up_on ?? '',
  };
}

// What a stage leaves out is sent empty: no date before sending, no reason unless refused.
function toRequest(v: FormValues): ApplicationFields {
  return {
    outcome: v.outcome,
    applied_on: v.outcome === 'a_postuler' ? null : (v.applied_on ?? null),
    employer: v.employer,
    employer_address: v.employer_address || null,
    position: v.position,
    contact_person: v.contact_person || null,
    contact_phone: v.contact_phone || null,
    workload_percent: v.workload === 'full' ? 100 : Number(v.workload_percent),
    channel: v.channel,
    assigned_by_orp: v.assigned_by_orp,
    refusal_reason: v.outcome === 'refus' ? v.refusal_reason || null : null,
    follow_up_on: v.follow_up_on || null,
  };
}

// The server's rules, checked before sending: the same French messages.
async function notInFuture(_: unknown, value?: string) {
  if (value && value > todayIso()) throw new Error(PROGRAMME_ERRORS.appliedFuture);
}
async function workloadPercent(_: unknown, value?: string | number) {
  const n = Number(value);
  if (value !== undefined && value !== '' && !(Number.isInteger(n) && n >= 1 && n <= 100)) throw new Error(PROGRAMME_ERRORS.workload);
}

/** Adds or edits one application of the log with every column of the ORP's form; the server checks each field again (French 400). */
export function ApplicationModal({ target, onCancel, onSubmit, onDelete }: ApplicationModalProps) {
  const [form] = Form.useForm<FormValues>();
  const editing = target !== null && target !== 'new' ? target : null;
  const outcome = Form.useWatch('outcome', form);
  const workload = Form.useWatch('workload', form);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(initialValues(target));
  }, [target, form]);

  const finish = async (values: FormValues) => {
    if (await onSubmit(toRequest(values))) onCancel();
  };
  const remove = async () => {
    if (editing && (await onDelete(editing))) onCancel();
  };

  const campaignDay = editing?.day ?? null;
  // A campaign entry was sent on its day: it cannot go back to « À postuler ».
  const stages = campaignDay !== null ? SENT_OUTCOMES : APPLICATION_OUTCOMES;

  return (
    <Modal
      open={target !== null}
      title={editing ? 'Modifier la candidature' : 'Nouvelle candidature'}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Space wrap style={{ justifyContent: 'flex-end' }}>
          {editing && (
            <Popconfirm title="Supprimer cette candidature ?" okText="Supprimer" cancelText="Annuler" onConfirm={() => void remove()}>
              <Button danger>Supprimer</Button>
            </Popconfirm>
          )}
          <Button onClick={onCancel}>Annuler</Button>
          <Button type="primary" onClick={() => form.submit()}>
            Enregistrer
          </Button>
        </Space>
      }
    >
      {campaignDay !== null && <Tag color="blue" style={{ marginBottom: 12 }}>{`Jour ${campaignDay} de la campagne`}</Tag>}
      <Form form={form} onFinish={(values) => void finish(values)} layout="vertical" requiredMark="optional" data-testid="application-form">
        <Form.Item name="outcome" label="Étape" rules={[{ required: true, message: PROGRAMME_ERRORS.outcome }]}>
          <Select options={options(stages, APPLICATION_OUTCOME_LABELS)} />
        </Form.Item>
        {outcome !== 'a_postuler' && (
          <Form.Item
            name="applied_on"
            label="Date de la candidature"
            rules={[{ required: true, message: PROGRAMME_ERRORS.appliedRequired }, { validator: notInFuture }]}
          >
            <Input type="date" max={todayIso()} />
          </Form.Item>
        )}
        <Form.Item name="employer" label="Employeur" rules={[{ required: true, whitespace: true, message: PROGRAMME_ERRORS.employerRequired }, { max: PROGRAMME_LIMITS.employer, message: PROGRAMME_ERRORS.employerMax }]}>
          <Input maxLength={PROGRAMME_LIMITS.employer} />
        </Form.Item>
        <Form.Item name="employer_address" label="Adresse de l'employeur" rules={[{ max: PROGRAMME_LIMITS.employerAddress, message: PROGRAMME_ERRORS.employerAddressMax }]}>
          <Input maxLength={PROGRAMME_LIMITS.employerAddress} />
        </Form.Item>
        <Form.Item name="position" label="Poste" rules={[{ required: true, whitespace: true, message: PROGRAMME_ERRORS.positionRequired }, { max: PROGRAMME_LIMITS.position, message: PROGRAMME_ERRORS.positionMax }]}>
          <Input maxLength={PROGRAMME_LIMITS.position} />
        </Form.Item>
        <Form.Item name="contact_person" label="Personne de contact" rules={[{ max: PROGRAMME_LIMITS.contactPerson, message: PROGRAMME_ERRORS.contactPersonMax }]}>
          <Input maxLength={PROGRAMME_LIMITS.contactPerson} />
        </Form.Item>
        <Form.Item name="contact_phone" label="Téléphone du contact" rules={[{ max: PROGRAMME_LIMITS.contactPhone, message: PROGRAMME_ERRORS.contactPhoneMax }]}>
          <Input type="tel" maxLength={PROGRAMME_LIMITS.contactPhone} />
        </Form.Item>
        <Form.Item name="workload" label="Taux d'occupation">
          <Segmented options={WORKLOADS} />
        </Form.Item>
        {workload === 'partial' && (
          <Form.Item
            name="workload_percent"
            label="Pourcentage"
            rules={[{ required: true, message: PROGRAMME_ERRORS.workload }, { validator: workloadPercent }]}
          >
            <Input type="number" min={1} max={99} step={1} suffix="%" style={{ maxWidth: 160 }} />
          </Form.Item>
        )}
        <Form.Item name="channel" label="Canal" rules={[{ required: true, message: PROGRAMME_ERRORS.channel }]}>
          <Select options={options(APPLICATION_CHANNELS, APPLICATION_CHANNEL_LABELS)} />
        </Form.Item>
        <Form.Item name="assigned_by_orp" label="Assigné par l'ORP" valuePropName="checked">
          <Switch checkedChildren="Oui" unCheckedChildren="Non" />
        </Form.Item>
        {outcome === 'refus' && (
          <Form.Item name="refusal_reason" label="Motif du refus" rules={[{ max: PROGRAMME_LIMITS.refusalReason, message: PROGRAMME_ERRORS.refusalReasonMax }]}>
            <Input.TextArea maxLength={PROGRAMME_LIMITS.refusalReason} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        )}
        <Form.Item name="follow_up_on" label="Relancer le">
          <Input type="date" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
