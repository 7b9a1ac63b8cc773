import { Typography, formatDateTime } from '@capsuisse/web-ui';
import { Timeline } from '@capsuisse/web-ui-timeline';
import type { ReviewEntry } from '@capsuisse/contracts';
import { DocumentStatusBadge } from './DocumentStatusBadge';

/** Earlier verdicts on one document type, newest first: why a previous version was refused. */
export function ReviewHistory({ entries }: { entries: readonly ReviewEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <div data-testid="review-history">
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        Historique des vérifications
      </Typography.Text>
      <Timeline
        items={entries.map((entry) => ({
          key: `${entry.reviewed_at}-${entry.verdict}`,
          color: entry.verdict === 'valide' ? 'green' : 'red',
          content: (
            <div data-testid="review-entry">
              <DocumentStatusBadge status={entry.verdict} testId="review-verdict" />
              <Typography.Text type="secondary">{formatDateTime(entry.reviewed_at)}</Typography.Text>
              {entry.note && <Typography.Paragraph style={{ margin: '4px 0 0' }}>{entry.note}</Typography.Paragraph>}
            </div>
          ),
        }))}
      />
    </div>
  );
}
