import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CALLS_TEXTS, type CallSettingsDto } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { CallsTab } from './CallsTab';

const T = CALLS_TEXTS.axel;
const { fetchFn, calls, setRoutes } = routedFetch();
jest.setTimeout(60_000);
const settings: CallSettingsDto = {
  session_minutes: 45,
  min: 15,
  max: 120,
  updated_at: null,
  coaches: [
    { id: 'c1', name: 'Marie Dupont', takes_first_calls: false },
    { id: 'c2', name: 'Paul Favre', takes_first_calls: true },
  ],
};

beforeEach(() => {
  calls.length = 0;
  globalThis.fetch = fetchFn as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

it('saves the session length and turns first calls on for a coach', async () => {
  setRoutes({
    'GET /api/admin/calls/settings': { status: 200, body: settings },
    'PUT /api/admin/calls/settings': { status: 200, body: { ...settings, session_minutes: 60 } },
    'PUT /api/admin/coaches/c1/first-calls': { status: 200, body: { ...settings, session_minutes: 60, coaches: settings.coaches.map((c) => ({ ...c, takes_first_calls: true })) } },
  });
  render(
    <UiProviders>
      <CallsTab />
    </UiProviders>,
  );
  const input = await screen.findByLabelText(T.sessionTitle);
  expect((input as HTMLInputElement).value).toBe('45');
  fireEvent.change(input, { target: { value: '60' } });
  fireEvent.click(screen.getByRole('button', { name: T.save }));
  await waitFor(() => expect(calls.find((c) => c.url === '/api/admin/calls/settings' && c.method === 'PUT')?.body).toEqual({ session_minutes: 60 }));

  const marie = screen.getByRole('switch', { name: `${T.takesFirstCalls} : Marie Dupont` });
  expect(marie.getAttribute('aria-checked')).toBe('false');
  fireEvent.click(marie);
  await waitFor(() => expect(calls.find((c) => c.url === '/api/admin/coaches/c1/first-calls')?.body).toEqual({ enabled: true }));
  await waitFor(() => expect(screen.getByRole('switch', { name: `${T.takesFirstCalls} : Marie Dupont` }).getAttribute('aria-checked')).toBe('true'));
});
