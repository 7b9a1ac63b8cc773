import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Profile, Session } from '@capsuisse/contracts';
import { UiProviders } from '@capsuisse/web-ui';
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
});
