import { act, render, screen } from '@testing-library/react';
import { COUNTDOWN_REFRESH_MS } from '@capsuisse/contracts';
import { DeadlineCountdown } from './DeadlineCountdown';
import { countdownState } from './countdown';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
const HOUR = 3_600_000;
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('countdownState', () => {
  it.each([
    [48 * HOUR, 'green', '48 h 00 min'],
    [24 * HOUR + 60_000, 'green', '24 h 01 min'],
    [24 * HOUR, 'orange', '24 h 00 min'],
    [12 * HOUR + 60_000, 'orange', '12 h 01 min'],
    [12 * HOUR, 'red-pulse', '12 h 00 min'],
    [90_000, 'red-pulse', '0 h 02 min'],
    [1, 'red-pulse', '0 h 01 min'],
    [0, 'expired', 'Expiré'],
    [-5 * HOUR, 'expired', 'Expiré'],
  ])('%d ms left → %s, "%s"', (left, band, label) => {
    expect(countdownState(at(left), NOW)).toMatchObject({ band, label });
  });
});

describe('DeadlineCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  const tag = () => screen.getByTestId('deadline-countdown');

  it('shows hours and minutes in green far from the deadline', () => {
    render(<DeadlineCountdown deadline={at(30 * HOUR + 15 * 60_000)} />);
    expect(tag().textContent).toContain('30 h 15 min');
    expect(tag().dataset['band']).toBe('green');
    expect(tag().style.animation).toBe('');
  });

  it('is orange at 24 h or less', () => {
    render(<DeadlineCountdown deadline={at(20 * HOUR)} />);
    expect(tag().dataset['band']).toBe('orange');
  });

  it('is red and pulsing at 12 h or less', () => {
    render(<DeadlineCountdown deadline={at(3 * HOUR)} />);
    expect(tag().dataset['band']).toBe('red-pulse');
    expect(tag().style.animation).toContain('cs-countdown-pulse');
  });

  it("says 'Expiré' in red, without pulsing, once past", () => {
    render(<DeadlineCountdown deadline={at(-60_000)} />);
    expect(tag().textContent).toContain('Expiré');
    expect(tag().dataset['band']).toBe('expired');
    expect(tag().style.animation).toBe('');
  });

  it('refreshes every 60 s, crossing the bands as time passes', () => {
    render(<DeadlineCountdown deadline={at(12 * HOUR + 2 * 60_000)} />);
    expect(tag().textContent).toContain('12 h 02 min');
    expect(tag().dataset['band']).toBe('orange');

    // Not before the refresh period: the text stays as it was.
    act(() => jest.advanceTimersByTime(COUNTDOWN_REFRESH_MS - 1));
    expect(tag().textContent).toContain('12 h 02 min');

    act(() => jest.advanceTimersByTime(1));
    expect(tag().textContent).toContain('12 h 01 min');
    act(() => jest.advanceTimersByTime(COUNTDOWN_REFRESH_MS));
    expect(tag().textContent).toContain('12 h 00 min');
    expect(tag().dataset['band']).toBe('red-pulse');

    act(() => jest.advanceTimersByTime(12 * HOUR));
    expect(tag().textContent).toContain('Expiré');
    expect(tag().dataset['band']).toBe('expired');
  });
});
