import { Card, Typography, theme } from '@capsuisse/web-ui';
import { Progress } from '@capsuisse/web-ui-progress';

/** The page's own progress (progress_5j or progress_10j), as the server computed it. */
export function ProgressCard({ label, percent, hint, testId }: { label: string; percent: number; hint: string; testId: string }) {
  const { token } = theme.useToken();
  return (
    <Card>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 16, flexWrap: 'wrap' }}>
        <Typography.Text type="secondary">{label}</Typography.Text>
        <Typography.Text data-testid={testId} strong style={{ fontSize: 24, color: token.colorPrimary }}>
          {percent}%
        </Typography.Text>
      </div>
      <Progress percent={percent} showInfo={false} strokeColor={token.colorPrimary} size={{ height: 12 }} style={{ margin: '8px 0' }} aria-label={label} />
      <Typography.Text type="secondary">{hint}</Typography.Text>
    </Card>
  );
}
