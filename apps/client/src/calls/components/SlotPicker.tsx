import { useMemo, useState } from 'react';
import { Button, Flex, Typography } from '@capsuisse/web-ui';
import { CALLS_TEXTS, callTime, slotsByDay, type CallSlotDto } from '@capsuisse/contracts';

const T = CALLS_TEXTS.client;
/** Days one screen offers: a phone shows them without scrolling sideways. */
const DAYS_PER_PAGE = 7;

interface SlotPickerProps {
  slots: readonly CallSlotDto[];
  zone: string;
  selected: CallSlotDto | null;
  onSelect: (slot: CallSlotDto) => void;
}

/** Free slots grouped by day in the visitor's zone: a day, then one of its times. */
export function SlotPicker({ slots, zone, selected, onSelect }: SlotPickerProps) {
  const days = useMemo(() => slotsByDay(slots, zone), [slots, zone]);
  const [page, setPage] = useState(0);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const day = days.find((d) => d.day === (dayKey ?? days[0]?.day));
  if (days.length === 0) return <Typography.Text type="secondary">{T.noSlots}</Typography.Text>;
  const shown = days.slice(page * DAYS_PER_PAGE, (page + 1) * DAYS_PER_PAGE);

  return (
    <div data-testid="slot-picker" style={{ display: 'grid', gap: 12 }}>
      <Typography.Text strong>{T.pickDay}</Typography.Text>
      <Flex gap={8} wrap role="group" aria-label={T.pickDay}>
        {shown.map((d) => (
          <Button key={d.day} type={d.day === day?.day ? 'primary' : 'default'} aria-pressed={d.day === day?.day} onClick={() => setDayKey(d.day)}>
            {d.label}
          </Button>
        ))}
      </Flex>
      <Flex gap={8} wrap>
        {page > 0 && <Button type="link" onClick={() => setPage(page - 1)}>{T.earlierDays}</Button>}
        {(page + 1) * DAYS_PER_PAGE < days.length && <Button type="link" onClick={() => setPage(page + 1)}>{T.moreDays}</Button>}
      </Flex>
      {day && (
        <>
          <Typography.Text strong>
            {T.pickTime} · {day.label}
          </Typography.Text>
          <Flex gap={8} wrap role="group" aria-label={T.pickTime}>
            {day.slots.map((slot) => {
              const chosen = selected?.starts_at === slot.starts_at && selected.coach_id === slot.coach_id;
              return (
                <Button key={`${slot.coach_id}-${slot.starts_at}`} type={chosen ? 'primary' : 'default'} aria-pressed={chosen} onClick={() => onSelect(slot)}>
                  {callTime(slot.starts_at, zone)}
                </Button>
              );
            })}
          </Flex>
        </>
      )}
    </div>
  );
}
