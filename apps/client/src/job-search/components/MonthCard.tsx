import { useEffect, useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Input, Space, Typography, theme, useToast } from '@capsuisse/web-ui';
import { Progress } from '@capsuisse/web-ui-progress';
import { Select } from '@capsuisse/web-ui-select';
import { API, type JobSearchLog, ORP_NUMBER_MAX, monthLabel, proofCsvFileName, proofDueLabel, proofFileName } from '@capsuisse/contracts';
import { api, ApiError } from '@capsuisse/web-api-client';
import { recentMonths } from '../../programme/dates';
import { JOB_SEARCH_TEXTS as T, monthCountLabel, proofDueText } from '../texts';

export interface MonthCardProps {
  log: JobSearchLog;
  onSaveOrpNumber: (orpNumber: string) => Promise<boolean>;
}

const FORMATS = {
  pdf: { route: API.programme.proof, type: 'application/pdf', name: proofFileName },
  csv: { route: API.programme.proofCsv, type: 'text/csv', name: proofCsvFileName },
} as const;

/** This month's applications against the target agreed with the ORP, the ORP number, and the month's proof (PDF or CSV). */
export function MonthCard({ log, onSaveOrpNumber }: MonthCardProps) {
  const { token } = theme.useToken();
  const toast = useToast();
  const months = recentMonths();
  const [month, setMonth] = useState(months[0]);
  const [busy, setBusy] = useState<keyof typeof FORMATS | null>(null);
  const [orpNumber, setOrpNumber] = useState(log.orp_number ?? '');
  useEffect(() => setOrpNumber(log.orp_number ?? ''), [log.orp_number]);

  const { count, target } = log.month;
  const percent = Math.min(100, Math.round((count / target) * 100));

  const download = async (format: keyof typeof FORMATS) => {
    const { route, type, name } = FORMATS[format];
    setBusy(format);
    try {
      const bytes = await api.call(route, { query: { month } });
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
      const link = document.createElement('a');
      link.href = url;
      link.download = name(month);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) {
      toast.error(T.proofFailed, e instanceof ApiError ? e.message : undefined);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card data-testid="job-search-month">
      <div style={{ display: 'grid', gap: 16 }}>
        <div>
          <Typography.Text type="secondary">{T.monthTitle}</Typography.Text>
          <Typography.Title level={4} data-testid="job-search-count" style={{ margin: 0, color: count >= target ? token.colorSuccess : undefined }}>
            {monthCountLabel(count, target, monthLabel(log.month.month))}
          </Typography.Title>
          <Progress percent={percent} showInfo={false} strokeColor={count >= target ? token.colorSuccess : token.colorPrimary} size={{ height: 12 }} style={{ margin: '8px 0' }} aria-label={T.monthTitle} />
          <Typography.Text type="secondary">{T.targetHint}</Typography.Text>
        </div>

        <div>
          <Typography.Text strong>
            <label htmlFor="orp-number">{T.orpNumber}</label>
          </Typography.Text>
          <Space.Compact style={{ width: '100%', maxWidth: 420, marginTop: 4 }}>
            <Input id="orp-number" value={orpNumber} maxLength={ORP_NUMBER_MAX} placeholder={T.orpPlaceholder} onChange={(e) => setOrpNumber(e.target.value)} />
            <Button disabled={orpNumber.trim() === (log.orp_number ?? '')} onClick={() => void onSaveOrpNumber(orpNumber)}>
              {T.save}
            </Button>
          </Space.Compact>
        </div>

        <div data-testid="proof-download">
          <Typography.Text strong>{T.proofTitle}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
            {proofDueText(proofDueLabel(month))}
          </Typography.Paragraph>
          <Space wrap>
            <Select aria-label={T.month} value={month} onChange={setMonth} style={{ minWidth: 180 }} options={months.map((m) => ({ value: m, label: monthLabel(m) }))} />
            <Button type="primary" icon={<DownloadOutlined />} loading={busy === 'pdf'} disabled={busy !== null} onClick={() => void download('pdf')}>
              {T.pdf}
            </Button>
            <Button icon={<DownloadOutlined />} loading={busy === 'csv'} disabled={busy !== null} onClick={() => void download('csv')}>
              {T.csv}
            </Button>
          </Space>
        </div>
      </div>
    </Card>
  );
}
