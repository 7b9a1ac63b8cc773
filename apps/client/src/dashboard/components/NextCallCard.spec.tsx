import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CALLS_TEXTS, browserZone, callWhen, type CallDto } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { fakeCall, routedFetch } from '@capsuisse/web-testing';
import { NextCallCard } from './NextCallCard';

const T = CALLS_TEXTS.dashboard;
const { fetchFn, setRoutes } = routedFetch();
const MINUTE = 60_000;
const call = fakeCall;

beforeEach(() => {
  globalThis.fetch = fetchFn as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

function renderCard(calls: CallDto[], paid = true) {
  setRoutes({ 'GET /api/calls': { status: 200, body: { calls, missed: 0, blocked: false } } });
  render(
    <MemoryRouter>
      <UiProviders>
        <NextCallCard paid={paid} />
      </UiProviders>
    </MemoryRouter>,
  );
  return screen.findByTestId('next-call');
}

it('shows the soonest booked call, its join button off until 10 minutes before', async () => {
  const later = call('later', Date.now() + 3 * 24 * 60 * MINUTE);
  const soon = call('soon', Date.now() + 60 * MINUTE);
  const card = await renderCard([later, soon, call('prop', Date.now() + 30 * MINUTE, { status: 'proposed' })]);
  expect(within(card).getByTestId('next-call-when').textContent).toContain(callWhen(soon.starts_at, browserZone()));
  expect(within(card).getByTestId('join-call').hasAttribute('disabled')).toBe(true);
  expect(card.textContent).toContain(T.joinLater);
  expect(within(card).getByText(T.all).closest('a')?.getAttribute('href')).toBe('/rendez-vous');
});

it('opens the video link from 10 minutes before the start', async () => {
  const card = await renderCard([call('now', Date.now() + 5 * MINUTE)]);
  expect(within(card).getByTestId('join-call').getAttribute('href')).toBe('https://meet.example.ch/marie');
  expect(card.textContent).not.toContain(T.joinLater);
});

it('invites an unpaid client with no call to book its free first call', async () => {
  const card = await renderCard([], false);
  expect(card.textContent).toContain(T.firstCall);
  expect(within(card).getByText(T.book).closest('a')?.getAttribute('href')).toBe('/rendez-vous');
  expect(within(card).queryByTestId('join-call')).toBeNull();
});
