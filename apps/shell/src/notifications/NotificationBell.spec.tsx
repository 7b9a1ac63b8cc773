import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { LiveEvent } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { NotificationBell } from './NotificationBell';

// The live stream is the test's: it hands the bell the events a server would send.
let sendLive: (event: LiveEvent) => void = () => undefined;
jest.mock('@capsuisse/web-api-client', () => ({
  ...jest.requireActual('@capsuisse/web-api-client'),
  useLiveEvents: (on: (event: LiveEvent) => void) => {
    sendLive = on;
  },
}));

const { fetchFn, routes, calls, setRoutes } = routedFetch();

beforeEach(() => {
  calls.length = 0;
  setRoutes({});
  globalThis.fetch = fetchFn as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

describe('NotificationBell', () => {
  it('shows the count alone (never the list), asks again when told of a notification, and opens the centre', async () => {
    routes['GET /api/notifications/unread'] = { status: 200, body: { unread: 2 } };
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <UiProviders>
          <NotificationBell />
          <Routes>
            <Route path="/dashboard" element={null} />
            <Route path="/notifications" element={<div data-testid="centre">centre</div>} />
          </Routes>
        </UiProviders>
      </MemoryRouter>,
    );
    const bell = screen.getByTestId('notification-bell');
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 2 non lues'));

    routes['GET /api/notifications/unread'] = { status: 200, body: { unread: 3 } };
    act(() => sendLive({ type: 'notification' }));
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 3 non lues'));

    fireEvent.click(bell);
    expect(await screen.findByTestId('centre')).toBeTruthy();
    expect(calls.every((c) => c.url === '/api/notifications/unread')).toBe(true);
  });
});
