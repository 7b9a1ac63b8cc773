import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReminderSettingDto } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { RemindersTab } from './RemindersTab';

const { fetchFn: fakeFetch, calls, setRoutes } = routedFetch();

const UNREAD: ReminderSettingDto = {
  kind: 'reminder_unread',
  label: 'Rappel : message non lu',
  description: 'Un message reste non lu par son destinataire',
  enabled: true,
  delay: 15,
  unit: 'minutes',
  min: 5,
  max: 1440,
  updated_at: null,
};

const renderTab = () =>
  render(
    <UiProviders>
      <RemindersTab />
    </UiProviders>,
  );

beforeEach(() => {
  calls.length = 0;
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

it('turns a kind off and saves a new delay, each through PUT /api/admin/reminders/:kind', async () => {
  let current = UNREAD;
  const bodies: unknown[] = [];
  setRoutes({
    'GET /api/admin/reminders': () => ({ status: 200, body: [current] }),
    'PUT /api/admin/reminders/reminder_unread': () => {
      bodies.push(calls.at(-1)?.body);
      current = { ...current, ...(bodies.at(-1) as object) };
      return { status: 200, body: [current] };
    },
  });
  renderTab();
  const row = (await screen.findByText(UNREAD.label)).closest('tr') as HTMLElement;
  expect(within(row).getByText('minutes')).toBeTruthy();

  const toggle = within(row).getByRole('switch') as HTMLButtonElement;
  fireEvent.click(toggle);
  await waitFor(() => expect(bodies).toEqual([{ enabled: false, delay: 15 }]));
  // The row shows the saved state, read back, before anything else is saved from it.
  await waitFor(() => expect([toggle.getAttribute('aria-checked'), toggle.disabled]).toEqual(['false', false]));

  fireEvent.change(within(row).getByLabelText('Délai : Rappel : message non lu'), { target: { value: '30' } });
  fireEvent.click(within(row).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(bodies).toEqual([{ enabled: false, delay: 15 }, { enabled: false, delay: 30 }]));
  expect(await screen.findAllByText('Rappel enregistré')).not.toHaveLength(0);
});
