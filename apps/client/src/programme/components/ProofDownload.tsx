import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography, useToast } from '@capsuisse/web-ui';
import { Select } from '@capsuisse/web-ui-select';
import { API, monthLabel, proofFileName } from '@capsuisse/contracts';
import { api, ApiError } from '@capsuisse/web-api-client';
import { recentMonths } from '../dates';
import { PROGRAMME_TOASTS } from '../hooks/useProgrammeView';

/** The month's « Preuves de recherches d'emploi » PDF, built by the server from the logged applications. */
export function ProofDownload() {
  const months = recentMonths();
  const [month, setMonth] = useState(months[0]);
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const download = async () => {
    setBusy(true);
    try {
      const bytes = await api.call(API.programme.proof, { query: { month } });
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = proofFileName(month);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      toast.error(PROGRAMME_TOASTS.proofFailed, e instanceof ApiError ? e.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card data-testid="proof-download">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Preuves de recherches d'emploi
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Le formulaire du mois choisi, rempli avec vos candidatures, à signer et à remettre à votre ORP au plus tard le 5 du mois suivant.
      </Typography.Paragraph>
      <Space wrap>
        <Select aria-label="Mois" value={month} onChange={setMonth} style={{ minWidth: 180 }} options={months.map((m) => ({ value: m, label: monthLabel(m) }))} />
        <Button type="primary" icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
          Preuves de recherches d'emploi
        </Button>
      </Space>
    </Card>
  );
}
