import { useEffect } from 'react';
import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Row, Skeleton, Typography, theme } from '@capsuisse/web-ui';
import { Progress } from '@capsuisse/web-ui-progress';
import { useNavigate } from '@capsuisse/web-router';
import { PAGES, TOASTS, type DocumentsState } from '@capsuisse/contracts';
import { useProfile, useSession } from '@capsuisse/web-api-client';
import { useGoToRoleHome } from '@capsuisse/web-auth';
import { QUICK_ACTIONS } from '../quick-actions';
import { CoachMessageCard } from './CoachMessageCard';
import { HelpBlock } from './HelpBlock';
import { NextCallCard } from './NextCallCard';
import { QuickActionCard } from './QuickActionCard';

// The same four cases as the message of /uploads, from the documents' own states.
const PROGRESS_HINTS: Record<DocumentsState, string> = {
  none: 'Commencez par déposer vos documents',
  pending: 'Vos documents sont en cours de validation',
  rejected: 'Documents rejetés : consultez les notes de votre accompagnateur',
  validated: 'Documents validés : place à la suite du programme',
};

/** /dashboard of the client space: global progress, six quick actions, help (spec §2). */
export function DashboardPage() {
  const { session } = useSession();
  const { data: profile, error } = useProfile();
  const goHome = useGoToRoleHome();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const role = session?.user.role;

  // Housing clients have the external housing guide as their home, not this page.
  useEffect(() => {
    if (role === 'client_se_loger') void goHome(role);
  }, [role, goHome]);

  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!profile || role === 'client_se_loger') return <Skeleton active paragraph={{ rows: 8 }} />;

  const locked = !profile.has_paid;
  const progress = Math.round(profile.overall_progress);
  // Red while a document waits for its correction, as on /uploads.
  const barColor = profile.documents_state === 'rejected' ? token.colorError : token.colorPrimary;
  const greeting = profile.first_name ? `Bonjour ${profile.first_name} 👋` : 'Bonjour 👋';

  return (
    <div data-testid="client-dashboard" style={{ display: 'grid', gap: 24 }}>
      <div>
        <Typography.Text type="secondary">{greeting}</Typography.Text>
        <Typography.Title level={2} style={{ margin: '4px 0 0' }}>
          Votre tableau de bord
        </Typography.Title>
      </div>

      {locked && (
        <Alert
          type="warning"
          showIcon
          icon={<LockOutlined />}
          title={TOASTS.paymentRequired.title}
          description={TOASTS.paymentRequired.description}
          action={
            <Button type="primary" onClick={() => navigate(PAGES.payment.path)}>
              Payer maintenant
            </Button>
          }
        />
      )}

      {/* Outside the locked part: an unpaid client books its free first call from here. */}
      <NextCallCard paid={!locked} />

      <div data-testid="dashboard-content" data-locked={locked} style={{ display: 'grid', gap: 24, opacity: locked ? 0.55 : 1, filter: locked ? 'grayscale(0.4)' : undefined }}>
        <Card styles={{ body: { padding: 28 } }} style={{ background: `linear-gradient(135deg, ${token.colorPrimaryBg}, ${token.colorBgContainer} 70%)` }}>
          <div style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap' }}>
            <div>
              <Typography.Text type="secondary">Progression globale</Typography.Text>
              <div data-testid="global-progress" style={{ fontSize: 44, fontWeight: 700, lineHeight: 1.1, color: barColor }}>
                {progress}%
              </div>
            </div>
            <Typography.Text data-testid="progress-hint" data-state={profile.documents_state} type={profile.documents_state === 'rejected' ? 'danger' : 'secondary'}>
              {PROGRESS_HINTS[profile.documents_state]}
            </Typography.Text>
          </div>
          <Progress aria-label="Progression globale" percent={progress} showInfo={false} strokeColor={barColor} size={{ height: 12 }} style={{ marginTop: 12 }} />
        </Card>

        {!locked && <CoachMessageCard />}

        <Row gutter={[16, 16]} style={{ pointerEvents: locked ? 'none' : undefined }}>
          {QUICK_ACTIONS.map((action) => (
            <Col key={action.key} xs={24} md={12} lg={8}>
              <QuickActionCard action={action} locked={locked} />
            </Col>
          ))}
        </Row>
      </div>

      <HelpBlock />
    </div>
  );
}
