import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CALL_ERRORS, CALLS_TEXTS, browserZone, callDay, callTime, callWhen, type CallSlotDto, type CallSlotsDto, type Profile } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { fakeCall, routedFetch } from '@capsuisse/web-testing';
import { CallsPage } from './CallsPage';

const T = CALLS_TEXTS.client;
let profile: Partial<Profile> = {};
jest.mock('@capsuisse/web-api-client', () => ({
  ...jest.requireActual('@capsuisse/web-api-client'),
  useProfile: () => ({ data: profile, error: undefined, loading: false, reload: jest.fn() }),
}));
jest.setTimeout(60_000);

const { fetchFn, calls, setRoutes } = routedFetch();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Local noon three days ahead: in the future, and the slots an hour or two after it fall on the same local day whatever the hour of the run.
const base = new Date(new Date().setHours(24 * 3 + 12, 0, 0, 0)).getTime();
const at = (ms: number) => new Date(ms).toISOString();
const slot = (ms: number, minutes = 30): CallSlotDto => ({ coach_id: 'c1', starts_at: at(ms), ends_at: at(ms + minutes * 60_000) });
/** The server's compact answer (per coach, per UTC date, the UTC times) of these slots. */
function answer(minutes: number, slots: CallSlotDto[]): CallSlotsDto {
  const days = new Map<string, string[]>();
  for (const s of slots) days.set(s.starts_at.slice(0, 10), [...(days.get(s.starts_at.slice(0, 10)) ?? []), s.starts_at.slice(11, 16)]);
  return { minutes, coaches: [{ coach_id: 'c1', days: [...days].map(([date, times]) => ({ date, times })) }] };
}
const call = fakeCall;

beforeEach(() => {
  calls.length = 0;
  globalThis.fetch = fetchFn as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

function renderPage(p: Partial<Profile>) {
  profile = { first_name: 'Léa', ...p };
  render(
    <MemoryRouter>
      <UiProviders>
        <CallsPage />
      </UiProviders>
    </MemoryRouter>,
  );
  return screen.findByTestId('calls-page');
}

it('offers an unpaid client the first-call slots by day in its own zone, books one, and shows the next free slots when it was just taken', async () => {
  const zone = browserZone();
  const slots = [slot(base), slot(base + 30 * 60_000), slot(base + DAY)];
  const next = [slot(base + 2 * DAY), slot(base + 2 * DAY + 15 * 60_000)];
  setRoutes({
    'GET /api/calls': { status: 200, body: { calls: [], missed: 0, blocked: false } },
    'GET /api/calls/first-call/slots': { status: 200, body: answer(30, slots) },
    'POST /api/calls/first-call': { status: 409, body: { statusCode: 409, error: 'Conflict', message: CALL_ERRORS.taken, next_slots: next } },
  });
  await renderPage({ has_paid: false });
  const picker = await screen.findByTestId('slot-picker');
  const days = within(within(picker).getByRole('group', { name: T.pickDay })).getAllByRole('button');
  expect(days.map((d) => d.textContent)).toEqual([callDay(slots[0].starts_at, zone), callDay(slots[2].starts_at, zone)]);
  const times = within(within(picker).getByRole('group', { name: T.pickTime })).getAllByRole('button');
  expect(times.map((b) => b.textContent)).toEqual([callTime(slots[0].starts_at, zone), callTime(slots[1].starts_at, zone)]);

  fireEvent.click(times[1]);
  fireEvent.click(await screen.findByTestId('confirm-slot'));
  const taken = await screen.findByTestId('slot-taken');
  expect(taken.textContent).toContain(CALL_ERRORS.taken);
  expect(within(taken).getAllByRole('button').map((b) => b.textContent)).toEqual(next.map((s) => callWhen(s.starts_at, zone)));
  expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/api/calls/first-call', body: { starts_at: slots[1].starts_at } }]);

  // One of the next free slots, chosen from the message, is booked.
  setRoutes({
    'GET /api/calls': { status: 200, body: { calls: [call('f1', base + 2 * DAY, { kind: 'first_call' })], missed: 0, blocked: false } },
    'GET /api/calls/first-call/slots': { status: 200, body: answer(30, slots) },
    'POST /api/calls/first-call': { status: 201, body: call('f1', base + 2 * DAY, { kind: 'first_call' }) },
  });
  fireEvent.click(within(taken).getAllByRole('button')[0]);
  fireEvent.click(await screen.findByTestId('confirm-slot'));
  expect(await screen.findByText(T.firstCallBooked)).toBeTruthy();
  expect(calls.at(-3)).toEqual({ method: 'POST', url: '/api/calls/first-call', body: { starts_at: next[0].starts_at } });
  expect(screen.queryByTestId('slot-picker')).toBeNull();
});

it("lists a paid client's calls upcoming first; within 24 h it says why it cannot change one; it accepts a proposal and moves a session", async () => {
  const soon = call('soon', Date.now() + 2 * HOUR);
  const later = call('later', base + DAY);
  const proposal = call('prop', base + 3 * DAY, { status: 'proposed' });
  const past = call('past', Date.now() - 5 * DAY, { status: 'held' });
  const sessionSlots = [slot(base + 4 * DAY, 45)];
  setRoutes({
    'GET /api/calls': { status: 200, body: { calls: [proposal, later, soon, past], missed: 0, blocked: false } },
    'GET /api/calls/sessions/slots': { status: 200, body: answer(45, sessionSlots) },
    'POST /api/calls/prop/accept': { status: 200, body: { ...proposal, status: 'booked' } },
    'POST /api/calls/later/move': { status: 200, body: later },
  });
  await renderPage({ has_paid: true });
  await waitFor(() => expect(screen.getAllByTestId('call-card')).toHaveLength(4));
  const cards = screen.getAllByTestId('call-card');
  expect(cards.map((c) => c.dataset['status'])).toEqual(['booked', 'booked', 'proposed', 'held']);

  const first = cards[0];
  expect(within(first).getByTestId('call-too-late').textContent).toBe(T.tooLate);
  expect(within(first).getByRole('button', { name: T.move }).hasAttribute('disabled')).toBe(true);
  expect(within(first).getByRole('button', { name: T.cancel }).hasAttribute('disabled')).toBe(true);
  expect(within(cards[1]).getByRole('button', { name: T.move }).hasAttribute('disabled')).toBe(false);

  fireEvent.click(within(cards[2]).getByRole('button', { name: T.accept }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/calls/prop/accept')).toBe(true));

  fireEvent.click(within(screen.getAllByTestId('call-card')[1]).getByRole('button', { name: T.move }));
  const picker = await screen.findByTestId('slot-picker');
  fireEvent.click(within(within(picker).getByRole('group', { name: T.pickTime })).getAllByRole('button')[0]);
  fireEvent.click(await screen.findByTestId('confirm-slot'));
  await waitFor(() => expect(calls.find((c) => c.url === '/api/calls/later/move')?.body).toEqual({ starts_at: sessionSlots[0].starts_at }));
});

it('tells a blocked client why it cannot book', async () => {
  setRoutes({
    'GET /api/calls': { status: 200, body: { calls: [], missed: 2, blocked: true } },
    'GET /api/calls/sessions/slots': { status: 200, body: answer(45, [slot(base, 45)]) },
  });
  await renderPage({ has_paid: true });
  expect((await screen.findByTestId('calls-blocked')).textContent).toContain(CALL_ERRORS.blocked);
  expect(screen.queryByTestId('slot-picker')).toBeNull();
});
