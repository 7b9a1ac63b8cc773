import type { ReactNode } from 'react';
import { CheckCircleFilled, CloseCircleFilled, EyeInvisibleOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Alert, Spin, Tag, Typography } from '@capsuisse/web-ui';
import { CV_CHECK_TEXTS, CV_RULES, type CvCheckDto, type CvChecklistMark } from '@capsuisse/contracts';
import type { CvCheckState } from './use-cv-check';

// Icon and colour together, as the app's other tags: the verdict never rests on the colour alone.
const MARK_LOOK: Record<CvChecklistMark, { icon: ReactNode; color: string }> = {
  passed: { icon: <CheckCircleFilled />, color: 'success' },
  failed: { icon: <CloseCircleFilled />, color: 'error' },
  not_applicable: { icon: <MinusCircleOutlined />, color: 'default' },
  illisible: { icon: <EyeInvisibleOutlined />, color: 'warning' },
};

/** A rule the server could not judge on an unread CV is shown "Illisible", not "Sans objet". */
function markOf(check: CvCheckDto, verdict: CvCheckDto['rules'][number]['verdict']): CvChecklistMark {
  return check.status === 'illisible' && verdict === 'not_applicable' ? 'illisible' : verdict;
}

/** The Swiss CV check (issue 32), read-only: each rule's label, verdict and the text found; nothing before the review. */
export function CvChecklist({ state }: { state: CvCheckState }) {
  const { check, error, polling } = state;
  if (error) return <Alert data-testid="cv-checklist" type="warning" showIcon title={CV_CHECK_TEXTS.failedToLoad} />;
  if (check?.status === 'en_attente_revue') return null;

  return (
    <section data-testid="cv-checklist" data-status={check?.status ?? 'en_cours'} aria-label={CV_CHECK_TEXTS.title} style={{ display: 'grid', gap: 8 }}>
      <Typography.Text strong>{CV_CHECK_TEXTS.title}</Typography.Text>
      {(!check || check.status === 'en_cours') &&
        (polling || !check ? (
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Spin size="small" />
            <Typography.Text type="secondary">{CV_CHECK_TEXTS.pending}</Typography.Text>
          </div>
        ) : (
          <Typography.Text type="secondary">{CV_CHECK_TEXTS.stillPending}</Typography.Text>
        ))}
      {check?.status === 'illisible' && <Alert type="warning" showIcon title={CV_CHECK_TEXTS.unreadable} />}
      {check && check.rules.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
          {check.rules.map((rule) => {
            const mark = markOf(check, rule.verdict);
            return (
              <li key={rule.id} data-testid="cv-rule" data-rule={rule.id} data-mark={mark} style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'baseline', gap: 8 }}>
                <Tag color={MARK_LOOK[mark].color} icon={MARK_LOOK[mark].icon} style={{ marginInlineEnd: 0 }}>
                  {CV_CHECK_TEXTS.marks[mark]}
                </Tag>
                <span style={{ display: 'flex', flexWrap: 'wrap', columnGap: 8, minWidth: 0 }}>
                  <Typography.Text>{CV_RULES[rule.id].label}</Typography.Text>
                  {(rule.found || mark === 'passed' || mark === 'failed') && (
                    <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                      {rule.found ? `${CV_CHECK_TEXTS.found} « ${rule.found} »` : CV_CHECK_TEXTS.nothingFound}
                    </Typography.Text>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
