import { Flex, Input, Typography } from '@capsuisse/web-ui';
import { CALLS_TEXTS } from '@capsuisse/contracts';

const T = CALLS_TEXTS.coach;

/** A date and a quarter hour in Zurich's time: where the coach proposes a call, or moves one. */
export function ZurichSlotInput({ date, time, onDate, onTime }: { date: string; time: string; onDate: (date: string) => void; onTime: (time: string) => void }) {
  return (
    <Flex gap={12} wrap>
      <label style={{ display: 'grid', gap: 4, flex: '1 1 140px' }}>
        <Typography.Text type="secondary">{T.date}</Typography.Text>
        <Input type="date" aria-label={T.date} value={date} onChange={(e) => onDate(e.target.value)} />
      </label>
      <label style={{ display: 'grid', gap: 4, flex: '1 1 120px' }}>
        <Typography.Text type="secondary">{T.time}</Typography.Text>
        <Input type="time" step={900} aria-label={T.time} value={time} onChange={(e) => onTime(e.target.value)} />
      </label>
    </Flex>
  );
}
