import { Button, Card, Flex, Tag, Typography } from '@capsuisse/web-ui';
import { CALL_KIND_LABELS, CALL_STATUS_COLORS, CALL_STATUS_LABELS, CALLS_TEXTS, callTime, callWhen, clientMayChange, isUpcomingCall, joinOpen, type CallDto } from '@capsuisse/contracts';

const T = CALLS_TEXTS.client;

interface CallCardProps {
  call: CallDto;
  zone: string;
  now: number;
  busy: boolean;
  onMove: (call: CallDto) => void;
  onCancel: (call: CallDto) => void;
  onAccept: (call: CallDto) => void;
}

/** One of the client's calls: when, with whom, where it stands, and what the client may still do. */
export function CallCard({ call, zone, now, busy, onMove, onCancel, onAccept }: CallCardProps) {
  const upcoming = isUpcomingCall(call, now);
  const mayChange = clientMayChange(call, now);
  const proposed = call.status === 'proposed';
  return (
    <Card size="small" data-testid="call-card" data-status={call.status} data-kind={call.kind}>
      <div style={{ display: 'grid', gap: 8 }}>
        <Flex gap={8} wrap align="center" justify="space-between">
          <Typography.Text strong>{CALL_KIND_LABELS[call.kind]}</Typography.Text>
          <Tag color={CALL_STATUS_COLORS[call.status]}>{CALL_STATUS_LABELS[call.status]}</Tag>
        </Flex>
        <Typography.Text data-testid="call-when">
          {callWhen(call.starts_at, zone)}–{callTime(call.ends_at, zone)} · {proposed ? T.proposedBy(call.coach_name) : T.withCoach(call.coach_name)}
        </Typography.Text>
        {upcoming && (
          <Flex gap={8} wrap>
            {joinOpen(call, now) && call.video_url && (
              <Button type="primary" href={call.video_url} target="_blank" rel="noopener noreferrer">
                {T.join}
              </Button>
            )}
            {proposed && (
              <Button type="primary" disabled={busy} onClick={() => onAccept(call)}>
                {T.accept}
              </Button>
            )}
            {!proposed && (
              <Button disabled={busy || !mayChange} onClick={() => onMove(call)}>
                {T.move}
              </Button>
            )}
            <Button danger disabled={busy || !mayChange} onClick={() => onCancel(call)}>
              {proposed ? T.decline : T.cancel}
            </Button>
          </Flex>
        )}
        {upcoming && !mayChange && (
          <Typography.Text type="secondary" data-testid="call-too-late">
            {T.tooLate}
          </Typography.Text>
        )}
      </div>
    </Card>
  );
}
