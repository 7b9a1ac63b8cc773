import { useEffect, useState } from 'react';
import { Input, useToast } from '@capsuisse/web-ui';
import { Modal } from '@capsuisse/web-ui-modal';
import { Select } from '@capsuisse/web-ui-select';
import { MILESTONE_LIMITS, MILESTONE_STATUS_LABELS, MILESTONE_STATUSES, type MilestoneDto, type MilestoneStatus, dayKey } from '@capsuisse/contracts';
import { MILESTONE_TOASTS } from '../texts';

/** What the coach edits of a milestone: all of it but its id. */
export type MilestoneFields = Omit<MilestoneDto, 'id'>;

// The date input speaks `YYYY-MM-DD`; the stored instant is shown as its day in Swiss time.
const dayOf = (iso: string | null) => (iso ? dayKey(iso) : '');

interface Props {
  open: boolean;
  /** The step being edited; none: a new one, its code suggested. */
  editing?: MilestoneDto;
  suggestedCode: string;
  busy: boolean;
  onSubmit: (fields: MilestoneFields) => Promise<boolean>;
  onClose: () => void;
}

/** Adds or edits one step; the contract's schema checks it first and its first French message is the toast. */
export function MilestoneFormModal({ open, editing, suggestedCode, busy, onSubmit, onClose }: Props) {
  const toast = useToast();
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [type, setType] = useState('');
  const [status, setStatus] = useState<MilestoneStatus>('a_faire');
  const [day, setDay] = useState('');
  const [notes, setNotes] = useState('');

  useEffect(() => {
    if (!open) return;
    setCode(editing?.code ?? suggestedCode);
    setLabel(editing?.label ?? '');
    setType(editing?.type ?? '');
    setStatus(editing?.status ?? 'a_faire');
    setDay(dayOf(editing?.scheduled_at ?? null));
    setNotes(editing?.notes_client ?? '');
  }, [open, editing, suggestedCode]);

  const submit = async () => {
    const { milestoneCreateSchema } = await import('../../schemas');
    const parsed = milestoneCreateSchema.safeParse({ code, label, type, status, scheduled_at: day || null, notes_client: notes });
    if (!parsed.success) {
      toast.error(MILESTONE_TOASTS.invalid, parsed.error.issues[0]?.message);
      return;
    }
    if (await onSubmit(parsed.data)) onClose();
  };

  return (
    <Modal
      open={open}
      title={editing ? `Modifier l'étape ${editing.code}` : 'Ajouter une étape'}
      okText="Enregistrer"
      cancelText="Annuler"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <div data-testid="milestone-form" style={{ display: 'grid', gap: 12 }}>
        <label>
          Code
          <Input value={code} maxLength={MILESTONE_LIMITS.code} onChange={(e) => setCode(e.target.value)} aria-label="Code" />
        </label>
        <label>
          Intitulé
          <Input value={label} maxLength={MILESTONE_LIMITS.label} onChange={(e) => setLabel(e.target.value)} aria-label="Intitulé" />
        </label>
        <label>
          Type
          <Input value={type} maxLength={MILESTONE_LIMITS.type} placeholder="ex. entretien_rh" onChange={(e) => setType(e.target.value)} aria-label="Type" />
        </label>
        <label>
          Statut
          <Select
            value={status}
            onChange={setStatus}
            aria-label="Statut"
            style={{ width: '100%' }}
            options={MILESTONE_STATUSES.map((s) => ({ value: s, label: MILESTONE_STATUS_LABELS[s] }))}
          />
        </label>
        <label>
          Date prévue
          <Input type="date" value={day} onChange={(e) => setDay(e.target.value)} aria-label="Date prévue" />
        </label>
        <label>
          Notes pour le client
          <Input.TextArea value={notes} maxLength={MILESTONE_LIMITS.notes} rows={3} onChange={(e) => setNotes(e.target.value)} aria-label="Notes pour le client" />
        </label>
      </div>
    </Modal>
  );
}
