import { CheckCircleFilled, SearchOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Col, Row, Typography, theme } from '@capsuisse/web-ui';
import type { ReactNode } from 'react';
import type { AccountType } from '@capsuisse/contracts';

const CHOICES: { type: AccountType; icon: ReactNode; title: string; points: string[] }[] = [
  {
    type: 'client',
    icon: <SearchOutlined />,
    title: 'Je cherche un emploi',
    points: ['Formation de 5 jours', 'Suivi personnalisé de 10 jours', 'Ressources premium'],
  },
  {
    type: 'recruteur',
    icon: <TeamOutlined />,
    title: 'Je recrute',
    points: ['Base de talents qualifiés', 'Outils de gestion des candidatures', 'Support dédié'],
  },
];

/** The two profile cards of /signup. */
export function AccountTypeCards({ onChoose }: { onChoose: (type: AccountType) => void }) {
  const { token } = theme.useToken();
  return (
    <Row gutter={[16, 16]}>
      {CHOICES.map((choice) => (
        <Col key={choice.type} xs={24} md={12}>
          <Card
            hoverable
            role="button"
            tabIndex={0}
            onClick={() => onChoose(choice.type)}
            onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && onChoose(choice.type)}
            style={{ height: '100%' }}
            styles={{ body: { padding: 28 } }}
          >
            <div
              style={{
                display: 'grid',
                placeItems: 'center',
                width: 52,
                height: 52,
                borderRadius: 14,
                background: token.colorPrimaryBg,
                color: token.colorPrimary,
                fontSize: 24,
                marginBottom: 16,
              }}
            >
              {choice.icon}
            </div>
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {choice.title}
            </Typography.Title>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
              {choice.points.map((point) => (
                <li key={point} style={{ color: token.colorTextSecondary }}>
                  <CheckCircleFilled style={{ color: token.colorSuccess, marginRight: 8 }} />
                  {point}
                </li>
              ))}
            </ul>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
