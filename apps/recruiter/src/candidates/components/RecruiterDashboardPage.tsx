import { lazy, Suspense, useState } from 'react';
import { Alert, Card, Col, Empty, Row, Skeleton, Statistic, Typography, useToast } from '@capsuisse/web-ui';
import { RECRUITER_MESSAGES, RECRUITER_PAGE_SIZE_DEFAULT } from '@capsuisse/contracts';
import { useCandidates } from '../hooks/useCandidates';
import { RECRUITER_TEXTS as T, RECRUITER_TOASTS } from '../texts';
import { CandidateCard } from './CandidateCard';

// What the home does not show before a click, or unless there are more candidates than one page, comes in
// chunks of its own: the candidate's modal at the first view (then it stays mounted, for its closing
// animation), the pager (antd's Pagination, with its Select) when there are pages.
const CandidateModal = lazy(() => import('./CandidateModal').then((m) => ({ default: m.CandidateModal })));
const CandidatesPager = lazy(() => import('./CandidatesPager').then((m) => ({ default: m.CandidatesPager })));

/**
 * /recruiter-dashboard: counters and the candidates who consented, a page at a time. Other roles never
 * reach it: the page guard refuses them from the registry (spec §6), the API answers them 403. A recruiter
 * axel has not approved gets the server's word for it instead (waiting, or refused).
 */
export function RecruiterDashboardPage() {
  const [page, setPage] = useState(1);
  const { data, failed, loading, denied } = useCandidates(page);
  const toast = useToast();
  const contact = () => toast.info(RECRUITER_TOASTS.contactSoon);
  const [viewing, setViewing] = useState<string | null>(null);
  const [viewed, setViewed] = useState(false);
  const view = (id: string) => {
    setViewing(id);
    setViewed(true);
  };

  return (
    <div data-testid="recruiter-dashboard" style={{ display: 'grid', gap: 24 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {T.title}
      </Typography.Title>

      {denied && (
        <Alert
          data-testid="recruiter-approval"
          type={denied === RECRUITER_MESSAGES.refused ? 'error' : 'info'}
          showIcon
          title={denied === RECRUITER_MESSAGES.refused ? T.refused : T.waiting}
          description={denied}
        />
      )}
      {failed && !data && !denied && <Alert type="error" showIcon title={RECRUITER_TOASTS.loadFailed} />}
      {!data && !failed && <Skeleton active paragraph={{ rows: 6 }} />}

      {data && (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={8}>
              <Card>
                <Statistic data-testid="counter-total" title={T.counters.total} value={data.counters.total} />
              </Card>
            </Col>
            <Col xs={24} md={8}>
              <Card>
                <Statistic data-testid="counter-training" title={T.counters.trainingDone} value={data.counters.training_done} />
              </Card>
            </Col>
            <Col xs={24} md={8}>
              <Card>
                <Statistic data-testid="counter-follow-up" title={T.counters.followUpDone} value={data.counters.follow_up_done} />
              </Card>
            </Col>
          </Row>

          {data.candidates.length === 0 ? (
            <Card>
              <Empty description={T.empty} />
            </Card>
          ) : (
            <Row gutter={[16, 16]} data-testid="candidate-list" style={{ opacity: loading ? 0.6 : 1 }}>
              {data.candidates.map((candidate) => (
                <Col key={candidate.id} xs={24} md={12} xl={8}>
                  <CandidateCard candidate={candidate} onContact={contact} onView={() => view(candidate.id)} />
                </Col>
              ))}
            </Row>
          )}

          {data.total > data.page_size && (
            <Suspense fallback={null}>
              <CandidatesPager page={page} pageSize={data.page_size || RECRUITER_PAGE_SIZE_DEFAULT} total={data.total} onChange={setPage} />
            </Suspense>
          )}
        </>
      )}
      {viewed && (
        <Suspense fallback={null}>
          <CandidateModal id={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </div>
  );
}
