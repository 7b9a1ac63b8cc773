import { MailOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography, theme } from '@capsuisse/web-ui';
import { Link } from '@capsuisse/web-router';
import { PAGES, VALIDATION_WORKING_HOURS } from '@capsuisse/contracts';
import { usePublicConfig } from '@capsuisse/web-api-client';

export function HelpBlock() {
  const { token } = theme.useToken();
  const { data: config } = usePublicConfig();
  return (
    <Card style={{ background: token.colorFillQuaternary }} styles={{ body: { display: 'flex', gap: 20, alignItems: 'center', flexWrap: 'wrap' } }}>
      <QuestionCircleOutlined style={{ fontSize: 32, color: token.colorInfo }} />
      <div style={{ flex: 1, minWidth: 240 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Besoin d’aide ?
        </Typography.Title>
        <Typography.Text type="secondary">
          Votre coach valide vos documents sous {VALIDATION_WORKING_HOURS} heures ouvrées. Pour toute question, notre équipe vous répond par e-mail.
        </Typography.Text>
      </div>
      <Space wrap>
        {config && (
          <Button icon={<MailOutlined />} href={`mailto:${config.supportEmail}`}>
            {config.supportEmail}
          </Button>
        )}
        <Link to={PAGES.support.path}>
          <Button type="primary">Centre d’aide</Button>
        </Link>
      </Space>
    </Card>
  );
}
