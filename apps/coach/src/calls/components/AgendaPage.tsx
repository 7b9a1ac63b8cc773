import { useCallback, useState } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography, useToast } from '@capsuisse/web-ui';
import {
  CALL_KIND_LABELS,
  CALL_RULES,
  CALL_STATUS_COLORS,
  CALL_STATUS_LABELS,
  CALLS_TEXTS,
  PAGES,
  browserZone,
  zurichInstant,
  callDay,
  callDayKey,
  callTime,
  type CallDto,
  type CallOutcome,
} from '@capsuisse/contracts';
import { api, useLatest } from '@capsuisse/web-api-client';
import { nextCode } from '../../milestones/next-code';
import { CallsPageHeader } from './CallsPageHeader';
import { ProposeCallCard } from './ProposeCallCard';
import { ZurichSlotInput } from './ZurichSlotInput';

const T = CALLS_TEXTS.coach;
const DAY_MS = 86_400_000;
const messageOf = (error: unknown): string | undefined => (error instanceof Error ? error.message : undefined);

/** /accompagnateur-agenda: the coach's week from today (calls with client, kind, time, video link), outcomes to record, proposals. */
export function AgendaPage() {
  const toast = useToast();
  const zone = browserZone();
  const [week, setWeek] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  // Held calls made steps of their client's journey in this visit: their button goes.
  const [inJourney, setInJourney] = useState<ReadonlySet<string>>(new Set());
  // The call being moved, and where to (Zurich's date and time): the coach may move it at any time before it starts.
  const [moving, setMoving] = useState<{ id: string; date: string; time: string } | null>(null);
  const load = useCallback(() => api.calls.agenda(), []);
  const { data, failed, reload } = useLatest(load, (error) => toast.error(T.loadFailed, messageOf(error)));
  const now = Date.now();

  /** Runs one action on a call; whether it went through (a refusal is toasted with the server's French reason). */
  const act = async (call: CallDto, run: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(call.id);
    try {
      await run();
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(T.failed, messageOf(error));
      return false;
    } finally {
      setBusy(null);
      reload();
    }
  };

  /** A held call becomes a done step of the client's journey, numbered after its others (the server checks the assignment). */
  const toMilestone = (call: CallDto) =>
    act(
      call,
      async () => {
        const { milestones } = await api.milestones.ofClient(call.client_id);
        const label = T.milestoneLabel(CALL_KIND_LABELS[call.kind]);
        await api.milestones.create(call.client_id, { code: nextCode(milestones), label, type: 'entretien', status: 'termine', scheduled_at: callDayKey(call.starts_at, CALL_RULES.zone) });
        setInJourney((done) => new Set(done).add(call.id));
      },
      T.milestoneAdded,
    );

  const days = Array.from({ length: 7 }, (_, i) => new Date(now + (week * 7 + i) * DAY_MS).toISOString());
  const toRecord = (data ?? []).filter((c) => c.status === 'booked' && Date.parse(c.starts_at) <= now);

  const row = (call: CallDto) => {
    const started = Date.parse(call.starts_at) <= now;
    const open = call.status === 'booked' || call.status === 'proposed';
    return (
      <Card key={call.id} size="small" data-testid="agenda-call" data-status={call.status}>
        <div style={{ display: 'grid', gap: 6 }}>
          <Flex gap={8} wrap align="center" justify="space-between">
            <Typography.Text strong>
              {callTime(call.starts_at, zone)}–{callTime(call.ends_at, zone)} · {call.client_name}
            </Typography.Text>
            <Tag color={CALL_STATUS_COLORS[call.status]}>{CALL_STATUS_LABELS[call.status]}</Tag>
          </Flex>
          <Typography.Text type="secondary">
            {callDay(call.starts_at, zone)} · {CALL_KIND_LABELS[call.kind]}
          </Typography.Text>
          {open &&
            (call.video_url ? (
              <Typography.Link href={call.video_url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                {T.video}
              </Typography.Link>
            ) : (
              <Typography.Text type="secondary">{T.noVideo}</Typography.Text>
            ))}
          <Flex gap={8} wrap>
            {call.status === 'booked' &&
              started &&
              (['held', 'missed'] as const satisfies readonly CallOutcome[]).map((outcome) => (
                <Button key={outcome} size="small" danger={outcome === 'missed'} loading={busy === call.id} onClick={() => void act(call, () => api.calls.outcome(call.id, outcome), T.outcomeSaved)}>
                  {T[outcome]}
                </Button>
              ))}
            {call.status === 'held' && !inJourney.has(call.id) && (
              <Button size="small" loading={busy === call.id} onClick={() => void toMilestone(call)}>
                {T.toMilestone}
              </Button>
            )}
            {open && !started && (
              <Button size="small" onClick={() => setMoving(moving?.id === call.id ? null : { id: call.id, date: callDayKey(call.starts_at, CALL_RULES.zone), time: '' })}>
                {T.move}
              </Button>
            )}
            {open && !started && (
              <Button size="small" danger loading={busy === call.id} onClick={() => void act(call, () => api.calls.coachCancel(call.id), T.cancelled)}>
                {T.cancel}
              </Button>
            )}
          </Flex>
          {moving?.id === call.id && (
            <div data-testid="move-call" style={{ display: 'grid', gap: 8 }}>
              <ZurichSlotInput date={moving.date} time={moving.time} onDate={(date) => setMoving({ ...moving, date })} onTime={(time) => setMoving({ ...moving, time })} />
              <div>
                <Button
                  type="primary"
                  size="small"
                  disabled={!moving.date || !moving.time}
                  loading={busy === call.id}
                  onClick={() => void act(call, () => api.calls.coachMove(call.id, zurichInstant(moving.date, moving.time)), T.moved).then((done) => done && setMoving(null))}
                >
                  {T.moveTo}
                </Button>
              </div>
            </div>
          )}
        </div>
      </Card>
    );
  };

  return (
    <div data-testid="coach-agenda" style={{ display: 'grid', gap: 24 }}>
      <CallsPageHeader title={T.agendaTitle} other={{ path: PAGES.coachAvailability.path, label: T.availabilityTitle }} />
      {zone !== CALL_RULES.zone && <Typography.Text type="secondary">{CALLS_TEXTS.zoneNote(zone)}</Typography.Text>}
      {failed && !data && <Alert type="error" showIcon title={T.loadFailed} />}
      {!data && !failed && <Skeleton active paragraph={{ rows: 6 }} />}
      {data && (
        <>
          {toRecord.length > 0 && (
            <Card title={T.toRecord} data-testid="agenda-to-record">
              <div style={{ display: 'grid', gap: 8 }}>{toRecord.map(row)}</div>
            </Card>
          )}
          <Flex gap={8} wrap>
            <Button disabled={week === 0} onClick={() => setWeek(week - 1)}>
              {T.previousWeek}
            </Button>
            <Button disabled={week === 0} onClick={() => setWeek(0)}>
              {T.thisWeek}
            </Button>
            <Button disabled={week >= Math.ceil(CALL_RULES.horizonDays / 7)} onClick={() => setWeek(week + 1)}>
              {T.nextWeek}
            </Button>
          </Flex>
          <div style={{ display: 'grid', gap: 16 }}>
            {days.map((day) => {
              const key = callDayKey(day, zone);
              const calls = data.filter((c) => callDayKey(c.starts_at, zone) === key && !toRecord.includes(c));
              return (
                <section key={key} data-testid="agenda-day" data-day={key} style={{ display: 'grid', gap: 8 }}>
                  <Typography.Title level={5} style={{ margin: 0, textTransform: 'capitalize' }}>
                    {callDay(day, zone)}
                  </Typography.Title>
                  {calls.length === 0 ? <Typography.Text type="secondary">{T.noCall}</Typography.Text> : calls.map(row)}
                </section>
              );
            })}
          </div>
          <ProposeCallCard onChanged={reload} />
        </>
      )}
    </div>
  );
}
