import { Typography, theme } from '@capsuisse/web-ui';
import { Progress } from '@capsuisse/web-ui-progress';
import { progressBand, type ProgressBand } from '@capsuisse/contracts';

/** A progress bar coloured by the recruiter bands of spec §9 (the rule is in contracts). */
export function CandidateProgress({ label, value, testId }: { label: string; value: number; testId: string }) {
  const { token } = theme.useToken();
  const band = progressBand(value);
  const colours: Record<ProgressBand, string> = { high: token.colorSuccess, medium: token.colorWarning, low: token.colorError };
  return (
    <div data-testid={testId} data-band={band}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Progress percent={value} status="normal" format={(p) => `${p}%`} strokeColor={colours[band]} size="small" aria-label={`${label} ${value}%`} />
    </div>
  );
}
