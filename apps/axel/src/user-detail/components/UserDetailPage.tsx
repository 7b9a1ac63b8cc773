import { lazy, Suspense } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Row, Skeleton, Space, Typography } from '@capsuisse/web-ui';
import { Result } from '@capsuisse/web-ui-result';
import { useNavigate, useParams } from '@capsuisse/web-router';
import { PAGES } from '@capsuisse/contracts';
import { RoleTag } from '../../shared/roles';
import { useUserDetail } from '../hooks/useUserDetail';
import { DETAIL_TEXTS as T, DETAIL_TOASTS } from '../texts';
import { AccessCard } from './AccessCard';
import { AdminActionsCard } from './AdminActionsCard';
import { ClientInfoCard } from './ClientInfoCard';
import { DeletionRequestAlert } from './DeletionRequestAlert';
import { DocumentsCard } from './DocumentsCard';
import { GeneralInfoCard, ProgressCard } from './OverviewCards';

// The thread (and its composer) is fetched only for a client's page, after the page itself.
const ConversationCard = lazy(() => import('./ConversationCard').then((m) => ({ default: m.ConversationCard })));
// The client's calls (issue 31), a chunk of their own too.
const UserCallsCard = lazy(() => import('../../calls/components/UserCallsCard').then((m) => ({ default: m.UserCallsCard })));

/** /user/:userId: one account seen by axel, with the changes axel may make to it (spec §2, §6). */
export function UserDetailPage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const { state, reload } = useUserDetail(userId);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(PAGES.axelDashboard.path)}>
      {T.back}
    </Button>
  );

  if (state.kind === 'loading') return <Skeleton active paragraph={{ rows: 8 }} />;
  if (state.kind === 'not-found') return <Result status="404" title={T.notFound} extra={back} data-testid="user-not-found" />;
  if (state.kind === 'failed')
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="error" showIcon title={DETAIL_TOASTS.loadFailed} />
        {back}
      </Space>
    );

  const { profile, role, documents } = state.detail;
  return (
    <div data-testid="user-detail" style={{ display: 'grid', gap: 24 }}>
      <div>{back}</div>
      <div>
        <Space wrap align="center">
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="user-email">
            {profile.email}
          </Typography.Title>
          <RoleTag role={role} />
        </Space>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {T.id} : <Typography.Text copyable data-testid="user-id">{profile.user_id}</Typography.Text>
        </Typography.Paragraph>
      </div>
      {profile.deletion_requested_at && <DeletionRequestAlert email={profile.email} userId={profile.user_id} requestedAt={profile.deletion_requested_at} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ClientInfoCard profile={profile} onSaved={reload} />
        </Col>
        <Col xs={24} lg={12}>
          <AccessCard profile={profile} onChanged={reload} />
        </Col>
        <Col xs={24} lg={12}>
          <GeneralInfoCard profile={profile} />
        </Col>
        <Col xs={24} lg={12}>
          <ProgressCard profile={profile} />
        </Col>
        <Col xs={24}>
          <DocumentsCard documents={documents} />
        </Col>
        {role === 'client' && (
          <Col xs={24}>
            <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
              <ConversationCard clientId={profile.user_id} />
            </Suspense>
          </Col>
        )}
        {role === 'client' && (
          <Col xs={24}>
            <Suspense fallback={<Skeleton active />}>
              <UserCallsCard userId={profile.user_id} />
            </Suspense>
          </Col>
        )}
        <Col xs={24}>
          {/* Keyed by the role: after a change the select starts from the new one. */}
          <AdminActionsCard key={role} userId={profile.user_id} role={role} onChanged={reload} />
        </Col>
      </Row>
    </div>
  );
}
