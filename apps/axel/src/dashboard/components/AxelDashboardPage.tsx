import { lazy, Suspense, useState } from 'react';
import { Card, Col, Row, Spin, Statistic, Typography } from '@capsuisse/web-ui';
import { Tabs } from '@capsuisse/web-ui-tabs';
import { MfaInvite } from '@capsuisse/web-auth';
import { ResourcesTab } from '../../resources/components/ResourcesTab';
import { RESOURCES_TEXTS } from '../../resources/texts';
import { useAdminCounters } from '../hooks/useAdminUsers';
import { DASHBOARD_TEXTS as T } from '../texts';
import { AssignTab } from './AssignTab';
import { TrainingTab } from './TrainingTab';
import { UsersTab } from './UsersTab';

// Its own chunk with uPlot: fetched when the tab first opens (antd renders a tab's content on first view).
const AnalyticsTab = lazy(() => import('../analytics/AnalyticsTab'));
// Likewise the journal, the one page of the platform with a date picker (the UI kit keeps it apart).
const AuditTab = lazy(() => import('./AuditTab').then((m) => ({ default: m.AuditTab })));
// And the creation form, which validates with the contract's schema: zod comes with it, not with the home.
const CreateUserTab = lazy(() => import('./CreateUserTab').then((m) => ({ default: m.CreateUserTab })));

/**
 * /axel-dashboard: the counters, then the users table, assignment, account creation, the audit log and
 * the analytics.
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
            { key: 'users', label: T.tabs.users, children: <UsersTab refreshKey={refreshKey} onDeleted={refresh} /> },
            { key: 'assign', label: T.tabs.assign, children: <AssignTab refreshKey={refreshKey} onAssigned={refresh} /> },
            {
              key: 'create',
              label: T.tabs.create,
              children: (
                <Suspense fallback={<Spin />}>
                  <CreateUserTab onCreated={refresh} />
                </Suspense>
              ),
            },
            {
              key: 'audit',
              label: T.tabs.audit,
              children: (
                <Suspense fallback={<Spin />}>
                  <AuditTab refreshKey={refreshKey} />
                </Suspense>
              ),
            },
            {
              key: 'analytics',
              label: T.tabs.analytics,
              children: (
                <Suspense fallback={<Spin />}>
                  <AnalyticsTab refreshKey={refreshKey} />
                </Suspense>
              ),
            },
            { key: 'resources', label: RESOURCES_TEXTS.tab, children: <ResourcesTab /> },
            { key: 'training', label: T.tabs.training, children: <TrainingTab /> },
          ]}
        />
      </Card>
    </div>
  );
}
