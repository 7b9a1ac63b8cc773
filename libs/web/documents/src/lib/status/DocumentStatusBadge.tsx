import { Tag } from '@capsuisse/web-ui';
import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from '@capsuisse/contracts';

const COLORS: Record<DocumentStatus, string> = { en_attente: 'gold', valide: 'green', a_corriger: 'red' };

/** A document's status (spec §4); `null` is a type not uploaded yet. */
export function DocumentStatusBadge({ status, testId = 'document-status' }: { status: DocumentStatus | null; testId?: string }) {
  if (!status) return <Tag data-testid={testId}>Non déposé</Tag>;
  return (
    <Tag data-testid={testId} data-status={status} color={COLORS[status]}>
      {DOCUMENT_STATUS_LABELS[status]}
    </Tag>
  );
}
