import { useEffect, useState } from 'react';
import { Alert, Skeleton, formatDate } from '@capsuisse/web-ui';
import { Descriptions } from '@capsuisse/web-ui-descriptions';
import { Modal } from '@capsuisse/web-ui-modal';
import type { RecruiterCandidate } from '@capsuisse/contracts';
import { api, ApiError } from '@capsuisse/web-api-client';
import { RECRUITER_TEXTS as T } from '../texts';
import { CandidateProgress } from './CandidateProgress';

/** A candidate's card, read from the server when opened: the server writes each view to the audit log. */
export function CandidateModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const [state, setState] = useState<{ candidate?: RecruiterCandidate; error?: string }>({});

  useEffect(() => {
    if (!id) return;
    let current = true;
    setState({});
    api.recruiter.candidate(id).then(
      (candidate) => current && setState({ candidate }),
      (error: unknown) => current && setState({ error: error instanceof ApiError ? error.message : T.viewFailed }),
    );
    return () => {
      current = false;
    };
  }, [id]);

  const { candidate, error } = state;
  return (
    <Modal open={id !== null} title={T.viewTitle} onCancel={onClose} footer={null} destroyOnHidden>
      {error && <Alert type="error" showIcon title={error} />}
      {!candidate && !error && <Skeleton active />}
      {candidate && (
        <div data-testid="candidate-detail" style={{ display: 'grid', gap: 16 }}>
          <Descriptions column={1}>
            <Descriptions.Item label="Email">{candidate.email}</Descriptions.Item>
            <Descriptions.Item label={T.registered}>{formatDate(candidate.created_at, 'fr-FR')}</Descriptions.Item>
          </Descriptions>
          <CandidateProgress label={T.training} value={candidate.progress_5j} testId="detail-progress-5j" />
          <CandidateProgress label={T.followUp} value={candidate.progress_10j} testId="detail-progress-10j" />
        </div>
      )}
    </Modal>
  );
}
