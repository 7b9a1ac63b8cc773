import { type ReactNode, useEffect, useState } from 'react';
import { ArrowLeftOutlined, CheckCircleFilled, CreditCardOutlined, LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Space, Tag, Typography, theme } from '@capsuisse/web-ui';
import { Result } from '@capsuisse/web-ui-result';
import { Segmented } from '@capsuisse/web-ui-segmented';
import { Link, useNavigate } from '@capsuisse/web-router';
import {
  CURRENCIES,
  PAGES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS_BY_CURRENCY,
  type Currency,
  type PaymentMethod,
  formatPrice,
} from '@capsuisse/contracts';
import { profileResource, useProfile } from '@capsuisse/web-api-client';
import { useCheckout } from '../hooks/useCheckout';
import { BENEFITS } from '../offer';

const METHOD_ICONS: Record<PaymentMethod, ReactNode> = { card: <CreditCardOutlined />, twint: <MobileOutlined /> };

/** /payment: the offer in CHF or EUR, its benefits, the methods the currency offers, and checkout at the provider in a new tab (spec §2). */
export function PaymentPage() {
  const { data: profile, error } = useProfile();
  const { checkout, opening } = useCheckout();
  const [currency, setCurrency] = useState<Currency>('CHF');
  const navigate = useNavigate();
  const { token } = theme.useToken();

  // The client pays in the other tab: coming back here shows the member view without a reload.
  useEffect(() => {
    const refresh = () => void profileResource.load(true).catch(() => undefined);
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, []);

  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!profile) return <Skeleton active paragraph={{ rows: 8 }} />;

  if (profile.has_paid) {
    return (
      <div data-testid="payment-member">
        <Result
          status="success"
          title="Membre de la communauté"
          subTitle="Vous avez accès à tout le programme."
          extra={
            <Button type="primary" onClick={() => navigate(PAGES.dashboard.path)}>
              Accéder au tableau de bord
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div data-testid="payment-page" style={{ display: 'grid', gap: 24, maxWidth: 640, margin: '0 auto' }}>
      <div>
        <Link to="/">
          <ArrowLeftOutlined /> Retour à l'accueil
        </Link>
        <Typography.Title level={2} style={{ margin: '12px 0 0' }}>
          Rejoignez le programme
        </Typography.Title>
        <Typography.Text type="secondary">
          Un accompagnement complet pour décrocher votre emploi en Suisse.
        </Typography.Text>
      </div>

      <Card styles={{ body: { padding: 28, display: 'grid', gap: 20 } }}>
        <div
          style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}
        >
          <div
            data-testid="payment-price"
            style={{ fontSize: 40, fontWeight: 700, lineHeight: 1.1, color: token.colorPrimary }}
          >
            {formatPrice(currency)}
          </div>
          <Segmented<Currency> aria-label="Devise" options={[...CURRENCIES]} value={currency} onChange={setCurrency} />
        </div>

        <ul
          aria-label="Ce qui est inclus"
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}
        >
          {BENEFITS.map((benefit) => (
            <li key={benefit} style={{ display: 'flex', gap: 10, alignItems: 'baseline' }}>
              <CheckCircleFilled style={{ color: token.colorSuccess }} />
              <Typography.Text>{benefit}</Typography.Text>
            </li>
          ))}
        </ul>

        <Space orientation="vertical" size={8} style={{ width: '100%' }}>
          <Button
            type="primary"
            size="large"
            block
            icon={<CreditCardOutlined />}
            loading={opening}
            onClick={() => void checkout(currency)}
          >
            Procéder au paiement
          </Button>
          <Flex gap={8} wrap align="center" data-testid="payment-methods">
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              <LockOutlined /> Paiement sécurisé dans un nouvel onglet, par :
            </Typography.Text>
            {PAYMENT_METHODS_BY_CURRENCY[currency].map((method) => (
              <Tag key={method} icon={METHOD_ICONS[method]} style={{ marginInlineEnd: 0 }}>
                {PAYMENT_METHOD_LABELS[method]}
              </Tag>
            ))}
          </Flex>
        </Space>
      </Card>
    </div>
  );
}
