import { useEffect, useState } from 'react';
import { MessageOutlined } from '@ant-design/icons';
import { Button, Card, Space, Tag, Typography } from '@capsuisse/web-ui';
import { Link } from '@capsuisse/web-router';
import { CONVERSATION_TEXTS, type LatestMessageDto, MESSAGE_SENDER_LABELS, messageExcerpt, messageWhen, PAGES } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';

/** How much of the message the card shows: the thread has the rest. */
const EXCERPT = 280;

/** The dashboard's card with the coach's newest message (issue 30), leading to the thread. */
export function CoachMessageCard() {
  const [latest, setLatest] = useState<LatestMessageDto>();
  useEffect(() => {
    let alive = true;
    // Without it the dashboard is whole: the card stays away rather than show an error.
    api.conversation.latest().then((found) => alive && setLatest(found), () => undefined);
    return () => {
      alive = false;
    };
  }, []);
  if (!latest) return null;
  const { message, unread } = latest;
  const excerpt = message && messageExcerpt(message, EXCERPT);

  return (
    <Card data-testid="coach-message" title={<Space><MessageOutlined />{CONVERSATION_TEXTS.latestTitle}</Space>} extra={unread && <Tag color="red">{CONVERSATION_TEXTS.unreadTag}</Tag>}>
      {message ? (
        <div style={{ display: 'grid', gap: 8 }}>
          <Typography.Text type="secondary">
            {message.sender_name || MESSAGE_SENDER_LABELS[message.sender_kind]} · {messageWhen(message.created_at)}
          </Typography.Text>
          <Typography.Paragraph data-testid="coach-message-body" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>
            {excerpt}
          </Typography.Paragraph>
        </div>
      ) : (
        <Typography.Text type="secondary">{CONVERSATION_TEXTS.noLatest}</Typography.Text>
      )}
      <Link to={PAGES.messages.path}>
        <Button type={unread ? 'primary' : 'default'} style={{ marginTop: 16 }}>
          {message ? CONVERSATION_TEXTS.openThread : CONVERSATION_TEXTS.writeFirst}
        </Button>
      </Link>
    </Card>
  );
}
