import { ClockCircleOutlined } from '@ant-design/icons';
import { Tag } from '@capsuisse/web-ui';
import { COUNTDOWN_REFRESH_MS } from '@capsuisse/contracts';
import { countdownState, type CountdownBand } from './countdown';
import { useNow } from './use-now';

const COLORS: Record<CountdownBand, string> = { green: 'green', orange: 'orange', 'red-pulse': 'red', expired: 'red' };

// A plain keyframe rule: the libs are built without side-effect CSS imports.
const PULSE_CSS = '@keyframes cs-countdown-pulse{0%,100%{opacity:1}50%{opacity:.45}}';

/** Reviewer widget: time left before a pending document's validation deadline, refreshed every 60 s. */
export function DeadlineCountdown({ deadline }: { deadline: string }) {
  const now = useNow(COUNTDOWN_REFRESH_MS);
  const { band, label } = countdownState(deadline, now);
  return (
    <Tag
      data-testid="deadline-countdown"
      data-band={band}
      color={COLORS[band]}
      icon={<ClockCircleOutlined />}
      style={band === 'red-pulse' ? { animation: 'cs-countdown-pulse 1.2s ease-in-out infinite' } : undefined}
    >
      {band === 'red-pulse' && <style>{PULSE_CSS}</style>}
      {label}
    </Tag>
  );
}
