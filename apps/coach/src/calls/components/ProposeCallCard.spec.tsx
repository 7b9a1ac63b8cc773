import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CALLS_TEXTS, zurichInstant, type CoachClientsResponse } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { ProposeCallCard } from './ProposeCallCard';

const T = CALLS_TEXTS.coach;
const { fetchFn, calls, setRoutes } = routedFetch();
jest.setTimeout(60_000);
const clients = { clients: [{ user_id: 'u1', email: 'lea@example.ch', first_name: 'Léa', last_name: 'Martin' }], counters: {}, total: 1, page: 1, page_size: 20 } as unknown as CoachClientsResponse;

beforeEach(() => {
  calls.length = 0;
  globalThis.fetch = fetchFn as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

it('re-enables a client blocked by two missed calls, then proposes it a slot in Zurich time', async () => {
  let blocked = true;
  setRoutes({
    'GET /api/coach/clients?page=1': { status: 200, body: clients },
    'GET /api/coach/clients/u1/calls': () => ({ status: 200, body: { calls: [], missed: blocked ? 2 : 0, blocked } }),
    'POST /api/coach/clients/u1/calls/reenable': () => {
      blocked = false;
      return { status: 200, body: { calls: [], missed: 0, blocked: false } };
    },
    'POST /api/coach/clients/u1/calls': { status: 201, body: {} },
  });
  const onChanged = jest.fn();
  render(
    <UiProviders>
      <ProposeCallCard onChanged={onChanged} />
    </UiProviders>,
  );
  await waitFor(() => expect(calls.some((c) => c.url === '/api/coach/clients?page=1')).toBe(true));
  fireEvent.mouseDown(within(screen.getByTestId('propose-client')).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('Léa Martin'));

  const alert = await screen.findByTestId('client-blocked');
  expect(alert.textContent).toContain(T.blocked(2));
  fireEvent.click(within(alert).getByRole('button', { name: T.reenable }));
  await waitFor(() => expect(screen.queryByTestId('client-blocked')).toBeNull());

  fireEvent.change(screen.getByLabelText(T.date), { target: { value: '2027-03-28' } });
  fireEvent.change(screen.getByLabelText(T.time), { target: { value: '09:00' } });
  fireEvent.click(screen.getByRole('button', { name: T.propose }));
  await waitFor(() => expect(calls.find((c) => c.url === '/api/coach/clients/u1/calls' && c.method === 'POST')?.body).toEqual({ starts_at: zurichInstant('2027-03-28', '09:00') }));
  expect(zurichInstant('2027-03-28', '09:00')).toBe('2027-03-28T07:00:00.000Z');
  await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(2));
});
