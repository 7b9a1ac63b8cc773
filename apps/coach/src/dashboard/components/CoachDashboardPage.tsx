import { lazy, Suspense, useState } from 'react';
import { CalendarOutlined, SearchOutlined } from '@ant-design/icons';
import { CALLS_TEXTS, COACH_FILTER_LABELS, PAGES, type CoachFilter } from '@capsuisse/contracts';
import { Link } from '@capsuisse/web-router';
import { Alert, Button, Card, Col, Empty, Flex, Input, Row, Skeleton, Statistic, Typography } from '@capsuisse/web-ui';
import { Collapse } from '@capsuisse/web-ui-collapse';
import { MfaInvite } from '@capsuisse/web-auth';
import { useCoachClients } from '../hooks/useCoachClients';
import { ClientHeader } from './ClientHeader';

// What the home does not show before a click, or unless the coach has more clients than one page, comes in
// chunks of its own: a client's panel (tabs, documents, path, programme) when first expanded, the pager
// (antd's Pagination, with its Select) when there are pages.
const ClientPanel = lazy(() => import('./ClientPanel').then((m) => ({ default: m.ClientPanel })));
const ClientsPager = lazy(() => import('./ClientsPager').then((m) => ({ default: m.ClientsPager })));

/**
 * /accompagnateur-dashboard: the coach's assigned clients and the review of their documents. Other
 * roles never reach it: the page guard refuses them from the registry (spec §6).
 */
export function CoachDashboardPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<CoachFilter>();
  const [expanded, setExpanded] = useState<string[]>([]);
  const { data, failed, reload } = useCoachClients(search, page, filter);

  return (
    <div data-testid="coach-dashboard" style={{ display: 'grid', gap: 24 }}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <Typography.Title level={2} style={{ margin: 0 }}>
          Tableau de bord accompagnateur
        </Typography.Title>
        <Flex gap={8} wrap>
          <Link to={PAGES.coachAgenda.path}>
            <Button icon={<CalendarOutlined />}>{CALLS_TEXTS.coach.agendaTitle}</Button>
          </Link>
          <Link to={PAGES.coachAvailability.path}>
            <Button>{CALLS_TEXTS.coach.availabilityTitle}</Button>
          </Link>
        </Flex>
      </Flex>
      <MfaInvite />

      <Flex gap={12} wrap align="center">
        <Input
          allowClear
          size="large"
          prefix={<SearchOutlined />}
          placeholder="Rechercher un client par email"
          aria-label="Rechercher un client par email"
          value={search}
          style={{ flex: '1 1 240px', minWidth: 0 }}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <Button
          size="large"
          data-testid="filter-to-treat"
          aria-pressed={filter === 'a_traiter'}
          type={filter === 'a_traiter' ? 'primary' : 'default'}
          onClick={() => {
            setFilter(filter === 'a_traiter' ? undefined : 'a_traiter');
            setPage(1);
          }}
        >
          {COACH_FILTER_LABELS.a_traiter}
        </Button>
      </Flex>

      {failed && !data && <Alert type="error" showIcon title="Impossible de charger vos clients" />}
      {!data && !failed && <Skeleton active paragraph={{ rows: 6 }} />}

      {data && (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={8}>
              <Card>
                <Statistic data-testid="counter-total" title="Total clients" value={data.counters.total} />
              </Card>
            </Col>
            <Col xs={24} md={8}>
              <Card>
                <Statistic data-testid="counter-active" title="Clients actifs" value={data.counters.active} />
              </Card>
            </Col>
            <Col xs={24} md={8}>
              <Card>
                <Statistic data-testid="counter-average" title="Progression moyenne" value={Math.round(data.counters.average_progress)} suffix="%" />
              </Card>
            </Col>
          </Row>

          {data.clients.length === 0 ? (
            <Card>
              <Empty description={filter ? 'Aucun client à traiter : ni message non lu, ni document en attente' : search.trim() ? 'Aucun client trouvé pour cette recherche' : 'Aucun client assigné'} />
            </Card>
          ) : (
            <Collapse
              data-testid="client-list"
              activeKey={expanded}
              onChange={(keys) => setExpanded(typeof keys === 'string' ? [keys] : keys)}
              items={data.clients.map((client) => ({
                key: client.user_id,
                label: <ClientHeader client={client} />,
                children: (
                  <Suspense fallback={<Skeleton active />}>
                    <ClientPanel client={client} onChanged={reload} />
                  </Suspense>
                ),
              }))}
            />
          )}

          {data.total > data.page_size && (
            <Suspense fallback={null}>
              <ClientsPager page={page} pageSize={data.page_size} total={data.total} onChange={setPage} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
