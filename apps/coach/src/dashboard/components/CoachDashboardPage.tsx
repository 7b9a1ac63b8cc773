import { useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Empty, Input, Row, Skeleton, Statistic, Typography } from '@capsuisse/web-ui';
import { Collapse } from '@capsuisse/web-ui-collapse';
import { Pagination } from '@capsuisse/web-ui-pagination';
import { Tabs } from '@capsuisse/web-ui-tabs';
import { MfaInvite } from '@capsuisse/web-auth';
import { ClientMilestones } from '../../milestones/components/ClientMilestones';
import { useCoachClients } from '../hooks/useCoachClients';
import { ClientDocuments } from './ClientDocuments';
import { ClientHeader } from './ClientHeader';
import { ClientProgramme } from './ClientProgramme';

/**
 * /accompagnateur-dashboard: the coach's assigned clients and the review of their documents. Other
 * roles never reach it: the page guard refuses them from the registry (spec §6).
 */
export function CoachDashboardPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<string[]>([]);
  const { data, failed, reload } = useCoachClients(search, page);

  return (
    <div data-testid="coach-dashboard" style={{ display: 'grid', gap: 24 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Tableau de bord accompagnateur
      </Typography.Title>
      <MfaInvite />

      <Input
        allowClear
        size="large"
        prefix={<SearchOutlined />}
        placeholder="Rechercher un client par email"
        aria-label="Rechercher un client par email"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
      />

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
              <Empty description={search.trim() ? 'Aucun client trouvé pour cette recherche' : 'Aucun client assigné'} />
            </Card>
          ) : (
            <Collapse
              data-testid="client-list"
              activeKey={expanded}
              onChange={(keys) => setExpanded(typeof keys === 'string' ? [keys] : keys)}
              items={data.clients.map((client) => ({
                key: client.user_id,
                label: <ClientHeader client={client} />,
                // One tab per part of the client's programme; a tab's content loads when first opened.
                children: (
                  <Tabs
                    items={[
                      { key: 'documents', label: 'Documents', children: <ClientDocuments client={client} onReviewed={reload} /> },
                      { key: 'parcours', label: 'Parcours', children: <ClientMilestones clientId={client.user_id} onChanged={reload} /> },
                      { key: 'programme', label: 'Formation et campagne', children: <ClientProgramme clientId={client.user_id} /> },
                    ]}
                  />
                ),
              }))}
            />
          )}

          {data.total > data.page_size && (
            <Pagination align="center" current={page} pageSize={data.page_size} total={data.total} showSizeChanger={false} onChange={setPage} />
          )}
        </>
      )}
    </div>
  );
}
