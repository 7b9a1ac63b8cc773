import { EyeOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tag, Typography, formatDate } from '@capsuisse/web-ui';
import type { RecruiterCandidate } from '@capsuisse/contracts';
import { RECRUITER_TEXTS as T } from '../texts';
import { CandidateProgress } from './CandidateProgress';

/** One candidate: email, registration date, badge, 5-day and 10-day progress. No contact data is ever sent. */
export function CandidateCard({ candidate, onContact, onView }: { candidate: RecruiterCandidate; onContact: () => void; onView: () => void }) {
  return (
    <Card data-testid="candidate-card" style={{ height: '100%' }}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Text strong data-testid="candidate-email">
            {candidate.email}
          </Typography.Text>
          <Tag color="blue" data-testid="candidate-badge">
            {T.badge}
          </Tag>
        </Space>
        <Typography.Text type="secondary" data-testid="candidate-registered">
          {T.registered} {formatDate(candidate.created_at)}
        </Typography.Text>
        <CandidateProgress label={T.training} value={candidate.progress_5j} testId="candidate-progress-5j" />
        <CandidateProgress label={T.followUp} value={candidate.progress_10j} testId="candidate-progress-10j" />
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
