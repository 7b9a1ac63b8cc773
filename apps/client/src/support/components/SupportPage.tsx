import { useCallback, useState } from 'react';
import { MailOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton, Space, Typography } from '@capsuisse/web-ui';
import { Collapse } from '@capsuisse/web-ui-collapse';
import { api, useLatest } from '@capsuisse/web-api-client';
import { usePaymentGate } from '../../uploads/hooks/usePaymentGate';
import { FAQ } from '../faq';

/** /support: the product mailbox, WhatsApp (not open yet) and the FAQ (spec §2). */
export function SupportPage() {
  const paymentGate = usePaymentGate();
  const load = useCallback(() => api.support.contact(), []);
  // A 402 (unpaid) sends the client to /payment: the page stays a placeholder meanwhile.
  const [gated, setGated] = useState(false);
  const { data: contact, failed } = useLatest(load, (error) => setGated(paymentGate(error)));

  if (failed && !gated) return <Alert type="error" showIcon title="La page de support n’a pas pu être chargée" />;
  if (!contact) return <Skeleton active paragraph={{ rows: 6 }} />;

  return (
    <div data-testid="support-page" style={{ display: 'grid', gap: 24 }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Support
        </Typography.Title>
        <Typography.Text type="secondary">Une question ? Nous sommes là pour vous aider.</Typography.Text>
      </div>

      <Card title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>Nous contacter</h3>}>
        <Space wrap>
          <Button type="primary" icon={<MailOutlined />} href={`mailto:${contact.email}`} data-testid="support-email">
            {contact.email}
          </Button>
          <Button icon={<WhatsAppOutlined />} disabled data-testid="support-whatsapp">
            WhatsApp (bientôt)
          </Button>
        </Space>
      </Card>

      <section aria-labelledby="faq-title" style={{ display: 'grid', gap: 12 }}>
        <Typography.Title id="faq-title" level={3} style={{ margin: 0 }}>
          Questions fréquentes
        </Typography.Title>
        <Collapse data-testid="support-faq" items={FAQ.map(({ key, question, answer }) => ({ key, label: question, children: <Typography.Paragraph style={{ margin: 0 }}>{answer}</Typography.Paragraph> }))} />
      </section>
    </div>
  );
}
