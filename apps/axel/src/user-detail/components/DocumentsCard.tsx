import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Typography, formatDate, useToast } from '@capsuisse/web-ui';
import { downloadFile, viewFile } from '@capsuisse/web-ui-files';
import { List } from '@capsuisse/web-ui-list';
import { DOCUMENT_KINDS, type AdminDocument } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { DocumentStatusBadge } from '@capsuisse/web-documents';
import { DETAIL_TEXTS, DETAIL_TOASTS } from '../texts';

const T = DETAIL_TEXTS.documents;
// A link about to expire is asked again rather than handed to the browser.
const LINK_MARGIN_MS = 30_000;

async function freshUrl(document: AdminDocument): Promise<string> {
  const link = Date.parse(document.link.expires_at) - Date.now() > LINK_MARGIN_MS ? document.link : await api.documents.link(document.id);
  return link.url;
}

/** The client's documents with the reviewer's notes; 'Voir' shows the file in a new tab. */
export function DocumentsCard({ documents }: { documents: AdminDocument[] }) {
  const toast = useToast();

  const view = async (document: AdminDocument) => {
    // Opened before any await so the browser still sees the click (no popup blocking).
    const tab = window.open('', '_blank');
    try {
      await viewFile(tab, await freshUrl(document), document.mime_type);
    } catch {
      tab?.close();
      toast.error(DETAIL_TOASTS.openFailed);
    }
  };

  const download = async (document: AdminDocument) => {
    try {
      downloadFile(await freshUrl(document));
    } catch {
      toast.error(DETAIL_TOASTS.downloadFailed);
    }
  };

  return (
    <Card title={T.title} data-testid="documents-card">
      {documents.length === 0 ? (
        <Empty description={T.empty} />
      ) : (
        <List
          dataSource={documents}
          renderItem={(document) => (
            <List.Item data-testid={`document-${document.type}`} style={{ display: 'block' }}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
                <Space wrap>
                  <Typography.Text strong>{DOCUMENT_KINDS[document.type].label}</Typography.Text>
                  <Typography.Text type="secondary">
                    {T.uploaded} {formatDate(document.created_at)}
                  </Typography.Text>
                  <DocumentStatusBadge status={document.status} />
                </Space>
                <Space>
                  <Button icon={<EyeOutlined />} onClick={() => void view(document)}>
                    {T.view}
                  </Button>
                  <Button icon={<DownloadOutlined />} onClick={() => void download(document)}>
                    {T.download}
                  </Button>
                </Space>
              </div>
              {document.reviewer_notes && (
                <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }} data-testid="reviewer-notes">
                  {T.notes} {document.reviewer_notes}
                </Typography.Paragraph>
              )}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
