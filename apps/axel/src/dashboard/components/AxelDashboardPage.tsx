import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Card, Col, Row, Spin, Statistic, Typography } from '@capsuisse/web-ui';
import { Tabs } from '@capsuisse/web-ui-tabs';
import { MfaInvite } from '@capsuisse/web-auth';
import { useAdminCounters } from '../hooks/useAdminUsers';
import { DASHBOARD_TEXTS as T } from '../texts';
import { UsersTab } from './UsersTab';

// Every tab but the first is a chunk of its own, fetched when the tab first opens (antd renders a tab's
// content on first view): the home downloads only what it shows. The analytics come with uPlot, the journal
// with the platform's one date picker, the creation form with zod (it validates with the contract's schema).
const AssignTab = lazy(() => import('./AssignTab').then((m) => ({ default: m.AssignTab })));
const CreateUserTab = lazy(() => import('./CreateUserTab').then((m) => ({ default: m.CreateUserTab })));
const AuditTab = lazy(() => import('./AuditTab').then((m) => ({ default: m.AuditTab })));
const AnalyticsTab = lazy(() => import('../analytics/AnalyticsTab'));
const ResourcesTab = lazy(() => import('../../resources/components/ResourcesTab').then((m) => ({ default: m.ResourcesTab })));
const TrainingTab = lazy(() => import('./TrainingTab').then((m) => ({ default: m.TrainingTab })));
const MailsTab = lazy(() => import('../../mails/components/MailsTab').then((m) => ({ default: m.MailsTab })));
const CallsTab = lazy(() => import('../../calls/components/CallsTab').then((m) => ({ default: m.CallsTab })));
const QueuesTab = lazy(() => import('../../queues/components/QueuesTab').then((m) => ({ default: m.QueuesTab })));
const RemindersTab = lazy(() => import('../../reminders/components/RemindersTab').then((m) => ({ default: m.RemindersTab })));

/** A tab's content, once its chunk has come. */
const later = (tab: ReactNode) => <Suspense fallback={<Spin />}>{tab}</Suspense>;

/**
 * /axel-dashboard: the counters, then the users table, assignment, account creation, the audit log, the
 * analytics, the resources, the training and the mails (failed ones first, to resend).
 * Other roles never reach it: the page guard refuses them from the registry, the API answers 403.
 */
export function AxelDashboardPage() {
  // Bumped after a creation, a deletion or an assignment: the counters, lists and log ask the server again.
  const [refreshKey, setRefreshKey] = useState(0);
  const refresh = () => setRefreshKey((n) => n + 1);
  const { data: counters } = useAdminCounters(refreshKey);

  const counter = (testId: string, title: string, value: number | undefined) => (
    <Col xs={12} md={6}>
      <Card>
        <Statistic data-testid={testId} title={title} value={value ?? '-'} />
      </Card>
    </Col>
  );

  return (
    <div data-testid="axel-dashboard" style={{ display: 'grid', gap: 24 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {T.title}
      </Typography.Title>
      <MfaInvite />
      <Row gutter={[16, 16]}>
        {counter('counter-users', T.counters.users, counters?.users)}
        {counter('counter-coaches', T.counters.coaches, counters?.coaches)}
        {counter('counter-clients', T.counters.clients, counters?.clients)}
        {counter('counter-recruiters', T.counters.recruiters, counters?.recruiters)}
      </Row>
      <Card>
        <Tabs
          items={[
            { key: 'users', label: T.tabs.users, children: <UsersTab refreshKey={refreshKey} onChanged={refresh} /> },
            { key: 'assign', label: T.tabs.assign, children: later(<AssignTab refreshKey={refreshKey} onAssigned={refresh} />) },
            { key: 'create', label: T.tabs.create, children: later(<CreateUserTab onCreated={refresh} />) },
            { key: 'audit', label: T.tabs.audit, children: later(<AuditTab refreshKey={refreshKey} />) },
            { key: 'analytics', label: T.tabs.analytics, children: later(<AnalyticsTab refreshKey={refreshKey} />) },
            { key: 'resources', label: T.tabs.resources, children: later(<ResourcesTab />) },
            { key: 'training', label: T.tabs.training, children: later(<TrainingTab />) },
            { key: 'mails', label: T.tabs.mails, children: later(<MailsTab />) },
            { key: 'reminders', label: T.tabs.reminders, children: later(<RemindersTab />) },
            { key: 'calls', label: T.tabs.calls, children: later(<CallsTab />) },
            { key: 'queues', label: T.tabs.queues, children: later(<QueuesTab />) },
          ]}
        />
      </Card>
    </div>
  );
}
