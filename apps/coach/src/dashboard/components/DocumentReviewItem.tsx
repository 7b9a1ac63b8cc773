import { useState } from 'react';
import { CheckOutlined, CloseOutlined, DownloadOutlined, EyeOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography, formatDate } from '@capsuisse/web-ui';
import { List } from '@capsuisse/web-ui-list';
import { CV_CHECK_TEXTS, DOCUMENT_KINDS, REJECT_REASON_MAX_LENGTH, cvFailedExplanations, type DocumentDto } from '@capsuisse/contracts';
import { CvChecklist, DeadlineCountdown, DocumentStatusBadge, ReviewHistory, useCvCheck } from '@capsuisse/web-documents';

export interface DocumentReviewItemProps {
  document: DocumentDto;
  busy: boolean;
  onView: () => void;
  onDownload: () => void;
  onValidate: () => void;
  /** Resolves true when the rejection went through (the reason box then closes). */
  onReject: (reason: string) => Promise<boolean>;
}

/** Reviewer widget: one document with its countdown, view/download, validate, reject with a reason; a CV's Swiss check. */
export function DocumentReviewItem({ document, busy, onView, onDownload, onValidate, onReject }: DocumentReviewItemProps) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const pending = document.status === 'en_attente';
  const cvCheck = useCvCheck(document.type === 'cv' ? document.id : null, document.created_at);
  const failedItems = cvCheck.check ? cvFailedExplanations(cvCheck.check.rules) : '';

  // Appended after what the coach already wrote, cut at the reason's limit (the server refuses longer).
  const pasteFailed = () => setReason((current) => (current.trim() ? `${current.trimEnd()}\n${failedItems}` : failedItems).slice(0, REJECT_REASON_MAX_LENGTH));

  const confirmReject = async () => {
    if (await onReject(reason)) {
      setRejecting(false);
      setReason('');
    }
  };

  return (
    <List.Item data-testid={`review-item-${document.type}`} style={{ display: 'block' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <Space wrap>
          <Typography.Text strong>{DOCUMENT_KINDS[document.type].label}</Typography.Text>
          <Typography.Text type="secondary">déposé le {formatDate(document.created_at)}</Typography.Text>
          <DocumentStatusBadge status={document.status} />
          {pending && document.validation_deadline && <DeadlineCountdown deadline={document.validation_deadline} />}
        </Space>
        <Space wrap>
          <Button icon={<EyeOutlined />} onClick={onView}>
            Voir
          </Button>
          <Button icon={<DownloadOutlined />} onClick={onDownload}>
            Télécharger
          </Button>
          {pending && (
            <>
              <Button type="primary" icon={<CheckOutlined />} loading={busy && !rejecting} disabled={busy} onClick={onValidate}>
                Valider
              </Button>
              <Button danger icon={<CloseOutlined />} disabled={busy || rejecting} onClick={() => setRejecting(true)}>
                Rejeter
              </Button>
            </>
          )}
        </Space>
      </div>

      {document.type === 'cv' && (
        <div style={{ marginTop: 12 }}>
          <CvChecklist state={cvCheck} />
        </div>
      )}

      {rejecting && (
        <div data-testid="reject-form" style={{ display: 'grid', gap: 8, marginTop: 12 }}>
          <Input.TextArea
            aria-label="Raison du rejet"
            placeholder="Expliquez au client ce qu'il doit corriger"
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={REJECT_REASON_MAX_LENGTH}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Space wrap>
            {failedItems && (
              <Button icon={<UnorderedListOutlined />} disabled={busy} onClick={pasteFailed}>
                {CV_CHECK_TEXTS.pasteFailed}
              </Button>
            )}
            <Button danger type="primary" loading={busy} onClick={() => void confirmReject()}>
              Confirmer le rejet
            </Button>
            <Button
              disabled={busy}
              onClick={() => {
                setRejecting(false);
                setReason('');
              }}
            >
              Annuler
            </Button>
          </Space>
        </div>
      )}

      {document.history.length > 0 && (
        <div style={{ marginTop: 12 }}>
          <ReviewHistory entries={document.history} />
        </div>
      )}
    </List.Item>
  );
}
