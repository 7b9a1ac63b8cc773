import { useCallback, useState } from 'react';
import { DownloadOutlined, FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Row, Skeleton, Tag, Typography, theme } from '@capsuisse/web-ui';
import { FILE_EXTENSIONS, RESOURCE_KINDS, RESOURCES, type ResourceDto, type ResourceKind } from '@capsuisse/contracts';
import { api, useLatest } from '@capsuisse/web-api-client';
import { usePaymentGate } from '../../uploads/hooks/usePaymentGate';

const ICONS: Record<ResourceKind, typeof FilePdfOutlined> = { formulaire: FilePdfOutlined, carnet: FileExcelOutlined };
const DESCRIPTIONS: Record<ResourceKind, string> = {
  formulaire: 'Le formulaire à remplir puis à déposer dans vos documents',
  carnet: 'Les contacts utiles pour votre recherche d’emploi en Suisse',
};

/** /ressources: the blank form and the address book, downloadable once axel has put them online (spec §2). */
export function ResourcesPage() {
  const paymentGate = usePaymentGate();
  const load = useCallback(() => api.resources.list(), []);
  // A 402 (unpaid) sends the client to /payment: the page stays a placeholder meanwhile.
  const [gated, setGated] = useState(false);
  const { data: resources, failed } = useLatest(load, (error) => setGated(paymentGate(error)));

  if (failed && !gated) return <Alert type="error" showIcon title="Les ressources n’ont pas pu être chargées" />;
  if (!resources) return <Skeleton active paragraph={{ rows: 6 }} />;

  return (
    <div data-testid="resources-page" style={{ display: 'grid', gap: 24 }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Ressources
        </Typography.Title>
        <Typography.Text type="secondary">Téléchargez les documents utiles à votre recherche.</Typography.Text>
      </div>
      <Row gutter={[16, 16]}>
        {RESOURCE_KINDS.map((kind) => (
          <Col key={kind} xs={24} md={12}>
            <ResourceCard kind={kind} resource={resources.find((r) => r.kind === kind)} />
          </Col>
        ))}
      </Row>
    </div>
  );
}

function ResourceCard({ kind, resource }: { kind: ResourceKind; resource: ResourceDto | undefined }) {
  const { token } = theme.useToken();
  const { label, format, fileName } = RESOURCES[kind];
  const Icon = ICONS[kind];
  return (
    <Card data-testid={`resource-${kind}`} style={{ height: '100%' }} styles={{ body: { display: 'flex', gap: 16, alignItems: 'flex-start' } }}>
      <Icon aria-hidden style={{ fontSize: 32, color: token.colorPrimary }} />
      <div style={{ flex: 1, display: 'grid', gap: 8 }}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }}>
            {label}
          </Typography.Title>
          <Tag>{format}</Tag>
        </div>
        <Typography.Text type="secondary">{DESCRIPTIONS[kind]}</Typography.Text>
        <div>
          {resource ? (
            <Button type="primary" icon={<DownloadOutlined />} href={resource.link.url} download={`${fileName}.${FILE_EXTENSIONS[resource.mime_type] ?? 'bin'}`}>
              Télécharger
            </Button>
          ) : (
            <Button disabled icon={<DownloadOutlined />}>
              Bientôt disponible
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
