import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CALLS_TEXTS, browserZone, callDayKey, type CallDto, type CoachClientsResponse, zurichInstant } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { fakeCall, routedFetch } from '@capsuisse/web-testing';
import { AgendaPage } from './AgendaPage';

const T = CALLS_TEXTS.coach;
const { fetchFn, calls, setRoutes } = routedFetch();
jest.setTimeout(60_000);
const MINUTE = 60_000;
const call = fakeCall;
const noClients = { clients: [], counters: { total: 0, active: 0, average_progress: 0 }, total: 0, page: 1, page_size: 20 } as unknown as CoachClientsResponse;

// A Wednesday afternoon in Zurich: a call two hours ago is today's, shown in the week from today, at any hour of the run.
const NOW = zurichInstant('2027-02-24', '14:00');

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(NOW), advanceTimers: true });
  calls.length = 0;
  globalThis.fetch = fetchFn as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});
afterEach(() => jest.useRealTimers());

function renderAgenda(agenda: () => CallDto[]) {
  setRoutes({
    'GET /api/coach/calls': () => ({ status: 200, body: agenda() }),
    'GET /api/coach/clients?page=1': { status: 200, body: noClients },
    'POST /api/coach/calls/started/outcome': { status: 200, body: call('started', Date.now() - 30 * MINUTE, { status: 'missed' }) },
  });
  render(
    <MemoryRouter>
      <UiProviders>
        <AgendaPage />
      </UiProviders>
    </MemoryRouter>,
  );
  return screen.findByTestId('coach-agenda');
}

it('shows the week from today, each call with client, kind and video link; a started call is marked missed', async () => {
  const upcoming = call('later', Date.now() + 2 * 24 * 60 * MINUTE, { kind: 'first_call' });
  let started = call('started', Date.now() - 30 * MINUTE);
  await renderAgenda(() => [started, upcoming]);
  const days = await screen.findAllByTestId('agenda-day');
  expect(days).toHaveLength(7);
  expect(days[0].dataset['day']).toBe(callDayKey(new Date().toISOString(), browserZone()));

  const toRecord = screen.getByTestId('agenda-to-record');
  expect(toRecord.textContent).toContain('Léa Martin');
  const later = days.find((d) => d.dataset['day'] === callDayKey(upcoming.starts_at, browserZone()));
  const row = within(later ?? document.body).getByTestId('agenda-call');
  expect(row.textContent).toContain('Premier appel offert');
  expect(within(row).getByText(T.video).closest('a')?.getAttribute('href')).toBe('https://meet.example.ch/marie');
  // Not started yet: no outcome to record.
  expect(within(row).queryByRole('button', { name: T.missed })).toBeNull();

  started = { ...started, status: 'missed' };
  fireEvent.click(within(toRecord).getByRole('button', { name: T.missed }));
  await waitFor(() => expect(calls.find((c) => c.url === '/api/coach/calls/started/outcome')?.body).toEqual({ outcome: 'missed' }));
  await waitFor(() => expect(screen.queryByTestId('agenda-to-record')).toBeNull());
});

it('makes a held call a done step of the client\'s journey, numbered after its others, once', async () => {
  const held = call('held', Date.now() - 2 * 60 * MINUTE, { status: 'held' });
  await renderAgenda(() => [held]);
  setRoutes({
    'GET /api/coach/calls': { status: 200, body: [held] },
    'GET /api/coach/clients?page=1': { status: 200, body: noClients },
    'GET /api/users/u1/milestones': { status: 200, body: { milestones: [{ id: 'm1', code: '01' }, { id: 'm2', code: '02' }], overall_progress: 0 } },
    'POST /api/users/u1/milestones': { status: 201, body: {} },
  });
  fireEvent.click(await screen.findByRole('button', { name: T.toMilestone }));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/users/u1/milestones')?.body).toEqual({
      code: '03',
      label: 'Séance d\'accompagnement avec votre accompagnateur',
      type: 'entretien',
      status: 'termine',
      scheduled_at: callDayKey(held.starts_at, 'Europe/Zurich'),
    }),
  );
  await waitFor(() => expect(screen.queryByRole('button', { name: T.toMilestone })).toBeNull());
});

it('moves a call that has not started to a Zurich date and time; a refusal keeps the form with the server\'s reason', async () => {
  const upcoming = call('later', Date.now() + 2 * 24 * 60 * MINUTE);
  await renderAgenda(() => [upcoming]);
  const row = (await screen.findAllByTestId('agenda-call'))[0];
  fireEvent.click(within(row).getByRole('button', { name: T.move }));
  const form = screen.getByTestId('move-call');
  fireEvent.change(within(form).getByLabelText(T.date), { target: { value: '2027-03-02' } });
  fireEvent.change(within(form).getByLabelText(T.time), { target: { value: '10:15' } });

  setRoutes({
    'GET /api/coach/calls': { status: 200, body: [upcoming] },
    'GET /api/coach/clients?page=1': { status: 200, body: noClients },
    'POST /api/coach/calls/later/move': { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Ce créneau vient d’être pris' } },
  });
  fireEvent.click(within(form).getByRole('button', { name: T.moveTo }));
  expect(await screen.findByText('Ce créneau vient d’être pris')).toBeTruthy();
  expect(calls.find((c) => c.url === '/api/coach/calls/later/move')?.body).toEqual({ starts_at: zurichInstant('2027-03-02', '10:15') });
  expect(screen.getByTestId('move-call')).toBeTruthy();

  setRoutes({
    'GET /api/coach/calls': { status: 200, body: [upcoming] },
    'GET /api/coach/clients?page=1': { status: 200, body: noClients },
    'POST /api/coach/calls/later/move': { status: 200, body: upcoming },
  });
  fireEvent.click(within(screen.getByTestId('move-call')).getByRole('button', { name: T.moveTo }));
  await waitFor(() => expect(screen.queryByTestId('move-call')).toBeNull());
});
