import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Typography, useToast } from '@capsuisse/web-ui';
import {
  CALL_ERRORS,
  CALLS_TEXTS,
  browserZone,
  callWhen,
  isUpcomingCall,
  slotList,
  CALL_RULES,
  type CallDto,
  type CallSlotDto,
  type CallSlotsDto,
  type ClientCallsDto,
} from '@capsuisse/contracts';
import { ApiError, api, useProfile } from '@capsuisse/web-api-client';
import { useNow } from '../hooks/useNow';
import { CallCard } from './CallCard';
import { SlotPicker } from './SlotPicker';

const T = CALLS_TEXTS.client;

const messageOf = (error: unknown): string | undefined => (error instanceof Error ? error.message : undefined);

/** Upcoming calls first (soonest first), then the others (newest first). */
function ordered(calls: readonly CallDto[], now: number): CallDto[] {
  const upcoming = calls.filter((c) => isUpcomingCall(c, now)).sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return [...upcoming, ...calls.filter((c) => !upcoming.includes(c))];
}

/**
 * /rendez-vous: an unpaid client books its free first call, a paid one sessions with its coach; both see
 * their calls, move or cancel them (until 24 h before) and accept a slot the coach proposed.
 */
export function CallsPage() {
  const toast = useToast();
  const { data: profile } = useProfile();
  const now = useNow();
  const zone = browserZone();
  const paid = profile?.has_paid ?? false;
  const [mine, setMine] = useState<ClientCallsDto>();
  const [slots, setSlots] = useState<CallSlotsDto>();
  const [slotsError, setSlotsError] = useState<string>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [selected, setSelected] = useState<CallSlotDto | null>(null);
  const [moving, setMoving] = useState<CallDto | null>(null);
  const [taken, setTaken] = useState<{ message: string; slots: CallSlotDto[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const slotsList = useMemo(() => (slots ? slotList(slots) : []), [slots]);
  const movingFirstCall = moving?.kind === 'first_call';
  const firstCallSide = moving ? movingFirstCall : !paid;

  const load = useCallback(async () => {
    if (!profile) return;
    try {
      setMine(await api.calls.mine());
      setLoadFailed(false);
    } catch (error) {
      setLoadFailed(true);
      toast.error(T.loadFailed, messageOf(error));
    }
    try {
      setSlots(await (firstCallSide ? api.calls.firstCallSlots() : api.calls.sessionSlots()));
      setSlotsError(undefined);
    } catch (error) {
      setSlots(undefined);
      setSlotsError(messageOf(error));
    }
  }, [profile, firstCallSide, toast]);

  useEffect(() => {
    void load();
  }, [load]);

  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      toast.success(done);
      setSelected(null);
      setMoving(null);
      setTaken(null);
    } catch (error) {
      const nextSlots = error instanceof ApiError ? error.body.next_slots : undefined;
      if (nextSlots) setTaken({ message: error instanceof Error ? error.message : CALL_ERRORS.taken, slots: nextSlots });
      toast.error(T.failed, messageOf(error));
    } finally {
      setBusy(false);
      await load();
    }
  };

  const startMoving = (call: CallDto | null) => {
    setMoving(call);
    setSelected(null);
    setTaken(null);
  };

  const confirm = (slot: CallSlotDto) => {
    if (moving) return act(() => api.calls.move(moving.id, slot.starts_at), T.moved);
    if (!paid) return act(() => api.calls.bookFirstCall(slot.starts_at), T.booked);
    return act(() => api.calls.bookSession(slot.coach_id, slot.starts_at), T.booked);
  };

  if (loadFailed && !mine) return <Alert type="error" showIcon title={T.loadFailed} />;
  if (!mine || !profile) return <Skeleton active paragraph={{ rows: 8 }} />;

  const calls = ordered(mine.calls, now);
  const liveFirstCall = calls.some((c) => c.kind === 'first_call' && isUpcomingCall(c, now));
  // A moved call keeps its coach: only that coach's slots are offered.
  const offered = slotsList.filter((s) => !moving || s.coach_id === moving.coach_id);
  const canBook = moving !== null || (!mine.blocked && !(firstCallSide && liveFirstCall));
  const minutes = slots?.minutes ?? CALL_RULES.sessionMinutes.default;

  return (
    <div data-testid="calls-page" style={{ display: 'grid', gap: 24 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {T.title}
      </Typography.Title>
      {zone !== CALL_RULES.zone && (
        <Typography.Text type="secondary" data-testid="zone-note">
          {CALLS_TEXTS.zoneNote(zone)}
        </Typography.Text>
      )}
      {mine.blocked && <Alert type="warning" showIcon title={T.blockedTitle} description={CALL_ERRORS.blocked} data-testid="calls-blocked" />}

      <Card data-testid="booking" title={moving ? T.moving(callWhen(moving.starts_at, zone)) : firstCallSide ? T.firstCallTitle : T.sessionTitle}>
        <div style={{ display: 'grid', gap: 16 }}>
          {!moving && <Typography.Text type="secondary">{firstCallSide ? T.firstCallIntro : T.sessionIntro(minutes)}</Typography.Text>}
          {taken && (
            <Alert
              type="error"
              showIcon
              data-testid="slot-taken"
              title={taken.message}
              description={
                <div style={{ display: 'grid', gap: 8 }}>
                  <span>{T.nextSlots}</span>
                  <Flex gap={8} wrap>
                    {taken.slots.map((slot) => (
                      <Button key={`${slot.coach_id}-${slot.starts_at}`} size="small" onClick={() => setSelected(slot)}>
                        {callWhen(slot.starts_at, zone)}
                      </Button>
                    ))}
                  </Flex>
                </div>
              }
            />
          )}
          {firstCallSide && liveFirstCall && !moving ? (
            <Alert type="success" showIcon title={T.firstCallBooked} />
          ) : slotsError ? (
            <Alert type="info" showIcon title={slotsError} data-testid="slots-error" />
          ) : (
            canBook && slots && <SlotPicker slots={offered} zone={zone} selected={selected} onSelect={setSelected} />
          )}
          <Flex gap={8} wrap>
            {selected && canBook && (
              <Button type="primary" size="large" loading={busy} data-testid="confirm-slot" onClick={() => void confirm(selected)} style={{ whiteSpace: 'normal', height: 'auto' }}>
                {(moving ? T.confirmMove : T.confirm)(`${callWhen(selected.starts_at, zone)}`)}
              </Button>
            )}
            {moving && (
              <Button size="large" onClick={() => startMoving(null)}>
                {T.stopMoving}
              </Button>
            )}
          </Flex>
        </div>
      </Card>

      <div style={{ display: 'grid', gap: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {T.callsTitle}
        </Typography.Title>
        {calls.length === 0 && <Typography.Text type="secondary">{T.noCalls}</Typography.Text>}
        {calls.map((call) => (
          <CallCard
            key={call.id}
            call={call}
            zone={zone}
            now={now}
            busy={busy}
            onMove={startMoving}
            onCancel={(c) => void act(() => api.calls.cancel(c.id), T.cancelled)}
            onAccept={(c) => void act(() => api.calls.accept(c.id), T.accepted)}
          />
        ))}
      </div>
    </div>
  );
}
