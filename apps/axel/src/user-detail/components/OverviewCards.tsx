import { Card, Tag, formatDate } from '@capsuisse/web-ui';
import { Descriptions } from '@capsuisse/web-ui-descriptions';
import { Progress } from '@capsuisse/web-ui-progress';
import type { Profile } from '@capsuisse/contracts';
import { statusLabel } from '../../shared/roles';
import { DETAIL_TEXTS } from '../texts';

const G = DETAIL_TEXTS.general;
const P = DETAIL_TEXTS.progress;
const none = DETAIL_TEXTS.none;

/** Status, risk, dates, scheduling link and CRM id (fr-CH dates, Swiss time). */
export function GeneralInfoCard({ profile }: { profile: Profile }) {
  const status = statusLabel(profile.documents_state);
  return (
    <Card title={G.title} data-testid="general-info">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={G.status}>
          <Tag color={status === 'Validé' ? 'green' : 'default'} data-testid="general-status">
            {status}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={G.risk}>
          <Tag color={profile.risk_flag ? 'red' : 'default'} data-testid="general-risk">
            {profile.risk_flag ? G.riskFlagged : G.riskNormal}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={G.createdAt}>
          <span data-testid="general-created">{formatDate(profile.created_at)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={G.closedAt}>{profile.date_close ? formatDate(profile.date_close) : none}</Descriptions.Item>
        <Descriptions.Item label={G.scheduling}>
          {profile.calendly_link ? (
            <a href={profile.calendly_link} target="_blank" rel="noopener noreferrer">
              {profile.calendly_link}
            </a>
          ) : (
            none
          )}
        </Descriptions.Item>
        <Descriptions.Item label={G.crm}>{profile.crm_contact_id ?? none}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** Overall progress, 5-day training and 10-day follow-up. */
export function ProgressCard({ profile }: { profile: Profile }) {
  const bars = [
    { key: 'overall', label: P.overall, value: profile.overall_progress },
    { key: '5j', label: P.training, value: profile.progress_5j },
    { key: '10j', label: P.followUp, value: profile.progress_10j },
  ];
  return (
    <Card title={P.title} data-testid="progress-card">
      {bars.map((bar) => (
        <div key={bar.key} data-testid={`progress-${bar.key}`}>
          {bar.label}
          <Progress percent={bar.value} aria-label={`${bar.label} ${bar.value}%`} />
        </div>
      ))}
    </Card>
  );
}
