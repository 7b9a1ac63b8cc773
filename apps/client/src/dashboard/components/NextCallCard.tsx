import { useEffect, useState } from 'react';
import { VideoCameraOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Space, Typography } from '@capsuisse/web-ui';
import { Link } from '@capsuisse/web-router';
import { CALL_KIND_LABELS, CALLS_TEXTS, browserZone, callTime, callWhen, isUpcomingCall, joinOpen, PAGES, type ClientCallsDto } from '@capsuisse/contracts';
import { api } from '@capsuisse/web-api-client';
import { useNow } from '../../calls/hooks/useNow';

const T = CALLS_TEXTS.dashboard;

/** The dashboard's next call (issue 31): when, with whom, and 'Rejoindre' from 10 minutes before; else an invitation to book. */
export function NextCallCard({ paid }: { paid: boolean }) {
  const [mine, setMine] = useState<ClientCallsDto>();
  const now = useNow();
  const zone = browserZone();
  useEffect(() => {
    let alive = true;
    // Without it the dashboard is whole: the card stays away rather than show an error.
    api.calls.mine().then((found) => alive && setMine(found), () => undefined);
    return () => {
      alive = false;
    };
  }, []);
  if (!mine) return null;
  const next = mine.calls
    .filter((c) => c.status === 'booked' && isUpcomingCall(c, now))
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at))[0];

  return (
    <Card data-testid="next-call" title={<Space><VideoCameraOutlined />{T.title}</Space>}>
      {next ? (
        <div style={{ display: 'grid', gap: 8 }}>
          <Typography.Text strong data-testid="next-call-when">
            {callWhen(next.starts_at, zone)}–{callTime(next.ends_at, zone)}
          </Typography.Text>
          <Typography.Text type="secondary">
            {CALL_KIND_LABELS[next.kind]} · {next.coach_name}
          </Typography.Text>
          {!next.video_url ? (
            <Typography.Text type="secondary">{T.noLink}</Typography.Text>
          ) : (
            !joinOpen(next, now) && <Typography.Text type="secondary">{T.joinLater}</Typography.Text>
          )}
        </div>
      ) : (
        <Typography.Text type="secondary">{paid ? T.session : T.firstCall}</Typography.Text>
      )}
      <Flex gap={8} wrap style={{ marginTop: 16 }}>
        {next && (
          <Button type="primary" data-testid="join-call" disabled={!next.video_url || !joinOpen(next, now)} href={next.video_url && joinOpen(next, now) ? next.video_url : undefined} target="_blank" rel="noopener noreferrer">
            {T.join}
          </Button>
        )}
        <Link to={PAGES.calls.path}>
          <Button type={next ? 'default' : 'primary'}>{next ? T.all : T.book}</Button>
        </Link>
      </Flex>
    </Card>
  );
}
