import { useCallback, useEffect } from 'react';
import { Alert, Button, Card, Col, Row, Skeleton, Typography, theme } from '@capsuisse/web-ui';
import { Progress } from '@capsuisse/web-ui-progress';
import { useNavigate } from '@capsuisse/web-router';
import { DOCUMENT_TYPES } from '@capsuisse/contracts';
import { useProfile } from '@capsuisse/web-api-client';
import { useDocuments } from '../hooks/useDocuments';
import { usePaymentGate } from '../hooks/usePaymentGate';
import { useUpload } from '../hooks/useUpload';
import { uploadsMessage } from '../progress-message';
import { DocumentCard } from './DocumentCard';

/** /uploads 'Vos documents': global progress with its message, and the three document cards. */
export function UploadsPage() {
  const { data: profile, reload: reloadProfile } = useProfile();
  const { documents, error, reload: reloadDocuments } = useDocuments();
  const paymentGate = usePaymentGate();
  const navigate = useNavigate();
  const { token } = theme.useToken();

  // Progress is recomputed by the server on every change: re-read it with the documents.
  const reload = useCallback(async () => {
    await Promise.all([reloadDocuments(), reloadProfile().catch(() => undefined)]);
  }, [reloadDocuments, reloadProfile]);
  const { upload, uploading } = useUpload(reload);

  const unpaid = profile?.has_paid === false;
  useEffect(() => {
    if (error) paymentGate(error);
  }, [error, paymentGate]);

  if (error && error.status !== 402) return <Alert type="error" showIcon title={error.message} />;
  if (!documents || !profile || unpaid || error) return <Skeleton active paragraph={{ rows: 8 }} />;

  const progress = Math.round(profile.overall_progress);
  const message = uploadsMessage(documents);
  const barColor = message.tone === 'rejected' ? token.colorError : token.colorSuccess;

  return (
    <div data-testid="uploads-page" style={{ display: 'grid', gap: 24 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Vos documents
      </Typography.Title>

      <Card data-testid="uploads-progress" data-tone={message.tone}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 16, flexWrap: 'wrap' }}>
          <Typography.Text type="secondary">Progression globale</Typography.Text>
          <Typography.Text data-testid="uploads-progress-value" strong style={{ fontSize: 24, color: barColor }}>
            {progress}%
          </Typography.Text>
        </div>
        <Progress aria-label="Progression globale" percent={progress} showInfo={false} strokeColor={barColor} size={{ height: 12 }} style={{ margin: '8px 0 16px' }} />
        <Alert
          data-testid="uploads-message"
          type={message.tone === 'rejected' ? 'error' : message.tone === 'validated' ? 'success' : 'info'}
          showIcon
          title={message.title}
          description={message.text}
          action={
            message.tone === 'validated' && (
              <Button type="primary" onClick={() => navigate('/formation-5j')}>
                Étape suivante
              </Button>
            )
          }
        />
      </Card>

      <Row gutter={[16, 16]}>
        {DOCUMENT_TYPES.map((type) => (
          <Col key={type} xs={24} lg={8}>
            <DocumentCard
              type={type}
              document={documents.find((d) => d.type === type)}
              uploading={uploading === type}
              busy={uploading !== null && uploading !== type}
              onFile={(file) => void upload(type, file, documents.some((d) => d.type === type))}
            />
          </Col>
        ))}
      </Row>
    </div>
  );
}
