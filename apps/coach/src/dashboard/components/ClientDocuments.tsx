import { Empty } from '@capsuisse/web-ui';
import { List } from '@capsuisse/web-ui-list';
import type { CoachClient } from '@capsuisse/contracts';
import { useDocumentActions } from '../hooks/useDocumentActions';
import { DocumentReviewItem } from './DocumentReviewItem';

/** The expanded part of a client: its documents to review or already validated. */
export function ClientDocuments({ client, onReviewed }: { client: CoachClient; onReviewed: () => Promise<void> }) {
  const actions = useDocumentActions(onReviewed);
  if (client.documents.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Aucun document déposé" />;
  return (
    <List
      dataSource={client.documents}
      rowKey="id"
      renderItem={(document) => (
        <DocumentReviewItem
          document={document}
          busy={actions.busy === document.id}
          onView={() => void actions.view(document.id, document.mime_type)}
          onDownload={() => void actions.download(document.id)}
          onValidate={() => void actions.validate(document.id)}
          onReject={(reason) => actions.reject(document.id, reason)}
        />
      )}
    />
  );
}
