import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CONVERSATION_TEXTS, type LatestMessageDto, type Profile, type Session } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { DashboardPage } from './DashboardPage';

const session = { user: { id: 'u1', email: 'lea@example.ch', role: 'client', factors: [] } } as unknown as Session;
let profile: Partial<Profile> = {};

// The page reads the shared session and profile; the test gives it fixed ones.
jest.mock('@capsuisse/web-api-client', () => ({
  ...jest.requireActual('@capsuisse/web-api-client'),
  useSession: () => ({ ready: true, session }),
  useProfile: () => ({ data: profile, error: undefined, loading: false, reload: jest.fn() }),
  usePublicConfig: () => ({ data: { supportEmail: 'support@capsuisse.ch', housingGuideUrl: 'https://guide.example' }, error: undefined, loading: false, reload: jest.fn() }),
}));

const { fetchFn, calls, setRoutes } = routedFetch();
const noMessage: LatestMessageDto = { message: null, unread: false };
beforeEach(() => {
  calls.length = 0;
  setRoutes({ 'GET /api/conversation/latest': { status: 200, body: noMessage } });
  globalThis.fetch = fetchFn as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

function renderPage(p: Partial<Profile>) {
  profile = { first_name: 'Léa', overall_progress: 0, documents_state: 'none', ...p };
  render(
    <MemoryRouter>
      <UiProviders>
        <DashboardPage />
      </UiProviders>
    </MemoryRouter>,
  );
}

describe('DashboardPage', () => {
  it('shows the global progress and six open cards to a paid client', () => {
    renderPage({ has_paid: true, overall_progress: 42 });
    expect(screen.getByTestId('global-progress').textContent).toBe('42%');
    expect(screen.getByText('Bonjour Léa 👋')).toBeTruthy();
    const links = ['uploads', 'training', 'follow-up', 'timeline', 'resources', 'support'].map((key) => screen.getByTestId(`quick-action-${key}`).getAttribute('href'));
    expect(links).toEqual(['/uploads', '/formation-5j', '/suivi-10j', '/timeline', '/ressources', '/support']);
    expect(screen.queryByRole('button', { name: 'Payer maintenant' })).toBeNull();
  });

  it.each([
    ['none', 0, 'Commencez par déposer vos documents'],
    ['pending', 25, 'Vos documents sont en cours de validation'],
    ['rejected', 30, 'Documents rejetés : consultez les notes de votre accompagnateur'],
    ['validated', 25, 'Documents validés : place à la suite du programme'],
  ] as const)('says where the documents stand from their own states (%s at %i %%), as /uploads does', (state, progress, hint) => {
    renderPage({ has_paid: true, overall_progress: progress, documents_state: state });
    expect(screen.getByTestId('progress-hint').textContent).toBe(hint);
  });

  it('dims the page, locks the cards and offers payment to an unpaid client', () => {
    renderPage({ has_paid: false });
    expect(screen.getByRole('button', { name: 'Payer maintenant' })).toBeTruthy();
    expect(screen.getByTestId('dashboard-content').getAttribute('data-locked')).toBe('true');
    expect(screen.getByTestId('quick-action-uploads').getAttribute('href')).toBeNull();
    expect(screen.getByTestId('quick-action-uploads').getAttribute('aria-disabled')).toBe('true');
  });

  it("shows the coach's newest message, unread, leading to the thread; an invitation to write when there is none", async () => {
    const body = `Bonjour Léa, j'ai relu votre CV. ${'Détail. '.repeat(50)}`;
    setRoutes({
      'GET /api/conversation/latest': {
        status: 200,
        body: { message: { id: 'm1', client_id: 'u1', sender_id: 'c1', sender_kind: 'coach', sender_name: 'Marie Dupont', body, created_at: '2026-11-26T13:05:00.000Z' }, unread: true },
      },
    });
    renderPage({ has_paid: true });
    const card = await screen.findByTestId('coach-message');
    expect(card.textContent).toContain('Marie Dupont · jeudi, 26 novembre 2026 à 14:05');
    expect(within(card).getByText(CONVERSATION_TEXTS.unreadTag)).toBeTruthy();
    expect(within(card).getByTestId('coach-message-body').textContent).toMatch(/^Bonjour Léa, j'ai relu votre CV\. .*…$/);
    expect(within(card).getByText(CONVERSATION_TEXTS.openThread).closest('a')?.getAttribute('href')).toBe('/messages');
  });

  it('invites a paid client to write while the coach has not written', async () => {
    renderPage({ has_paid: true });
    const card = await screen.findByTestId('coach-message');
    expect(card.textContent).toContain(CONVERSATION_TEXTS.noLatest);
    expect(within(card).getByText(CONVERSATION_TEXTS.writeFirst)).toBeTruthy();
  });

  it('asks nothing for an unpaid client (the thread is behind the payment gate)', () => {
    renderPage({ has_paid: false });
    expect(screen.queryByTestId('coach-message')).toBeNull();
    expect(calls.filter((c) => c.url === '/api/conversation/latest')).toEqual([]);
  });
});
