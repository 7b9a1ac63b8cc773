import { useRef, type ChangeEvent } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Typography, formatDate } from '@capsuisse/web-ui';
import { DOCUMENT_KINDS, type DocumentDto, type DocumentType } from '@capsuisse/contracts';
import { CvChecklist, DocumentStatusBadge, ReviewHistory, useCvCheck } from '@capsuisse/web-documents';

const ACCEPTED: Record<DocumentType, string> = { cv: 'PDF uniquement', formulaire: 'PDF uniquement', photo: 'JPG ou PNG' };

export interface DocumentCardProps {
  type: DocumentType;
  document: DocumentDto | undefined;
  uploading: boolean;
  /** Another card is uploading: one upload at a time. */
  busy: boolean;
  onFile: (file: File) => void;
}

/** One of the three documents: status, coach note, upload/replace, earlier verdicts (spec §2 /uploads); a reviewed CV's check. */
export function DocumentCard({ type, document, uploading, busy, onFile }: DocumentCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const kind = DOCUMENT_KINDS[type];
  const locked = document?.status === 'valide';
  // The server shows the client its CV's check only once reviewed: not asked before.
  const reviewed = type === 'cv' && document !== undefined && document.status !== 'en_attente';
  const cvCheck = useCvCheck(reviewed ? document.id : null, document?.created_at ?? '');

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again still fires a change.
    event.target.value = '';
    if (file) onFile(file);
  };

  return (
    <Card
      data-testid={`document-card-${type}`}
      title={kind.label}
      extra={<DocumentStatusBadge status={document?.status ?? null} />}
      style={{ height: '100%' }}
      styles={{ body: { display: 'grid', gap: 12 } }}
    >
      <Typography.Text type="secondary">
        {ACCEPTED[type]} · 10 Mo maximum
        {document && ` · déposé le ${formatDate(document.created_at)}`}
      </Typography.Text>

      {document?.reviewer_notes && (
        <Alert
          data-testid="coach-note"
          type={document.status === 'a_corriger' ? 'error' : 'info'}
          showIcon
          title="Note de votre accompagnateur"
          description={document.reviewer_notes}
        />
      )}

      <input ref={input} type="file" accept={kind.accept} hidden data-testid={`upload-input-${type}`} onChange={picked} disabled={locked || uploading || busy} />
      <Button
        type={document ? 'default' : 'primary'}
        icon={<UploadOutlined />}
        loading={uploading}
        disabled={locked || busy}
        onClick={() => input.current?.click()}
      >
        {document ? 'Remplacer' : 'Déposer'}
      </Button>

      {reviewed && <CvChecklist state={cvCheck} />}

      {document && <ReviewHistory entries={document.history} />}
    </Card>
  );
}
