import { EyeOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tag, Typography, formatDate } from '@capsuisse/web-ui';
import type { RecruiterCandidate } from '@capsuisse/contracts';
import { RECRUITER_TEXTS as T } from '../texts';
import { CandidateProgress } from './CandidateProgress';

/**
 * One candidate: email, registration date, badge, 5-day and 10-day progress. No contact data is ever sent.
 * Every card has the same rows (the email on one line, cut with an ellipsis) and its buttons at the bottom,
 * so the cards of a row line up whatever their emails.
 */
export function CandidateCard({ candidate, onContact, onView }: { candidate: RecruiterCandidate; onContact: () => void; onView: () => void }) {
  return (
    <Card data-testid="candidate-card" style={{ height: '100%', display: 'flex', flexDirection: 'column' }} styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 16 } }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <Typography.Text strong data-testid="candidate-email" title={candidate.email} style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {candidate.email}
        </Typography.Text>
        <Tag color="blue" data-testid="candidate-badge" style={{ marginInlineEnd: 0, flexShrink: 0 }}>
          {T.badge}
        </Tag>
      </div>
      <Typography.Text type="secondary" data-testid="candidate-registered">
        {/* The one date the spec asks in fr-FR (26/11/2026), the recruiter's registration date. */}
        {T.registered} {formatDate(candidate.created_at, 'fr-FR')}
      </Typography.Text>
      <CandidateProgress label={T.training} value={candidate.progress_5j} testId="candidate-progress-5j" />
      <CandidateProgress label={T.followUp} value={candidate.progress_10j} testId="candidate-progress-10j" />
      <Space orientation="vertical" style={{ width: '100%', marginTop: 'auto' }}>
        <Button block icon={<EyeOutlined />} onClick={onView}>
          {T.view}
        </Button>
        <Button block icon={<MailOutlined />} onClick={onContact}>
          {T.contact}
        </Button>
      </Space>
    </Card>
  );
}
