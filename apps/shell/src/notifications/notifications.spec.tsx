import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NOTIFICATION_ERRORS, NOTIFICATION_TEXTS, type NotificationDto, type NotificationPreferenceDto, type NotificationsDto } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { NotificationPreferencesSection } from './NotificationPreferencesSection';
import { NotificationsPage } from './NotificationsPage';
import { UnsubscribePage } from './UnsubscribePage';

// The pages' calls go through the real api-client to a fake fetch.
const { fetchFn, routes, calls, setRoutes } = routedFetch();

const item = (id: string, over: Partial<NotificationDto> = {}): NotificationDto => ({
  id,
  kind: 'document_rejected',
  title: 'Document à corriger : CV',
  body: 'Photo manquante',
  link: '/uploads',
  created_at: '2026-11-26T13:05:00.000Z',
  read_at: null,
  ...over,
});
const listOf = (items: NotificationDto[], more = false): NotificationsDto => ({ items, unread: items.filter((n) => !n.read_at).length, has_more: more });

function renderAt(path: string, page: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <UiProviders>
        <Routes>
          <Route path={path.split('?')[0]} element={page} />
          <Route path="/uploads" element={<div data-testid="uploads">uploads</div>} />
        </Routes>
      </UiProviders>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  calls.length = 0;
  setRoutes({});
  globalThis.fetch = fetchFn as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

describe('NotificationsPage', () => {
  it('lists unread first with their kind, opens one (marked read) at its page, and marks all read', async () => {
    const unread = item('n1');
    const read = item('n2', { kind: 'payment', title: 'Paiement confirmé', body: 'CHF 399.–', link: '/dashboard', read_at: '2026-11-25T08:00:00.000Z' });
    routes['GET /api/notifications?page=1'] = { status: 200, body: listOf([unread, read]) };
    routes['PUT /api/notifications/read'] = { status: 200, body: listOf([{ ...unread, read_at: '2026-11-26T14:00:00.000Z' }, read]) };
    renderAt('/notifications', <NotificationsPage />);
    const shown = await screen.findAllByTestId('notification');
    expect(shown.map((n) => [n.getAttribute('data-unread'), within(n).getByRole('link').textContent])).toEqual([
      ['true', 'Document à corriger : CV'],
      ['false', 'Paiement confirmé'],
    ]);
    expect(within(shown[0]).getByText('Document à corriger')).toBeTruthy();

    fireEvent.click(screen.getByTestId('mark-all-read'));
    await waitFor(() => expect(screen.getAllByTestId('notification').map((n) => n.getAttribute('data-unread'))).toEqual(['false', 'false']));
    expect((screen.getByTestId('mark-all-read') as HTMLButtonElement).disabled).toBe(true);
  });

  it('opening an unread one marks it read and leads to its page', async () => {
    routes['GET /api/notifications?page=1'] = { status: 200, body: listOf([item('n1')]) };
    routes['PUT /api/notifications/n1/read'] = { status: 200, body: listOf([item('n1', { read_at: '2026-11-26T14:00:00.000Z' })]) };
    renderAt('/notifications', <NotificationsPage />);
    fireEvent.click(within(await screen.findByTestId('notification')).getByRole('link'));
    expect(await screen.findByTestId('uploads')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('PUT /api/notifications/n1/read');
  });

  it('opens one from anywhere on its card, through the same handler as its title', async () => {
    routes['GET /api/notifications?page=1'] = { status: 200, body: listOf([item('n1')]) };
    routes['PUT /api/notifications/n1/read'] = { status: 200, body: listOf([item('n1', { read_at: '2026-11-26T14:00:00.000Z' })]) };
    renderAt('/notifications', <NotificationsPage />);
    fireEvent.click(within(await screen.findByTestId('notification')).getByText('Photo manquante'));
    expect(await screen.findByTestId('uploads')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual(['/api/notifications/n1/read']);
  });

  it('says when there is nothing', async () => {
    routes['GET /api/notifications?page=1'] = { status: 200, body: listOf([], false) };
    renderAt('/notifications', <NotificationsPage />);
    expect(await screen.findByText(NOTIFICATION_TEXTS.empty)).toBeTruthy();
  });

  it('loads the older ones on demand, after those shown', async () => {
    routes['GET /api/notifications?page=1'] = { status: 200, body: listOf([item('n1')], true) };
    routes['GET /api/notifications?page=2'] = { status: 200, body: listOf([item('n2', { title: 'Plus ancienne' })], false) };
    renderAt('/notifications', <NotificationsPage />);
    await screen.findByTestId('notification');
    fireEvent.click(screen.getByText(NOTIFICATION_TEXTS.more));
    await waitFor(() => expect(screen.getAllByTestId('notification')).toHaveLength(2));
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Document à corriger : CV', 'Plus ancienne']);
    expect(screen.queryByText(NOTIFICATION_TEXTS.more)).toBeNull();
  });
});

describe('NotificationPreferencesSection', () => {
  it('shows a switch per kind and turns one off', async () => {
    const prefs: NotificationPreferenceDto[] = [
      { kind: 'document_validated', label: 'Document validé', email: true },
      { kind: 'reminder_training', label: 'Rappel : formation à commencer', email: true },
    ];
    routes['GET /api/notifications/preferences'] = { status: 200, body: prefs };
    routes['PUT /api/notifications/preferences'] = { status: 200, body: [prefs[0], { ...prefs[1], email: false }] };
    render(
      <UiProviders>
        <NotificationPreferencesSection />
      </UiProviders>,
    );
    const training = await screen.findByRole('switch', { name: 'Rappel : formation à commencer' });
    expect(training.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(training);
    await waitFor(() => expect(training.getAttribute('aria-checked')).toBe('false'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ kind: 'reminder_training', email: false }]);
  });
});

describe('UnsubscribePage', () => {
  it('changes nothing until the button is pressed, then confirms in French', async () => {
    routes['POST /api/notifications/unsubscribe?token=abc.def'] = { status: 201, body: { kind: 'reminder_training', label: 'Rappel : formation à commencer' } };
    renderAt('/desabonnement?token=abc.def', <UnsubscribePage />);
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByTestId('unsubscribe'));
    expect(await screen.findByText(NOTIFICATION_TEXTS.unsubscribed('Rappel : formation à commencer'))).toBeTruthy();
  });

  it('shows the server’s refusal of a forged link', async () => {
    routes['POST /api/notifications/unsubscribe?token=forged'] = { status: 400, body: { statusCode: 400, error: 'Bad Request', message: NOTIFICATION_ERRORS.unsubscribeInvalid } };
    renderAt('/desabonnement?token=forged', <UnsubscribePage />);
    fireEvent.click(screen.getByTestId('unsubscribe'));
    expect(await screen.findByText(NOTIFICATION_ERRORS.unsubscribeInvalid)).toBeTruthy();
  });
});
