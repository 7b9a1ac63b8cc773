import { act, screen, waitFor } from '@testing-library/react';
import { pagesOf, TOASTS, type Profile, type Role, type Session } from '@capsuisse/contracts';
import type { RemotePages } from './remote-pages';
import { renderStandaloneRemote } from './render-standalone-remote';

let role: Role | null = null;
let paid = true;

jest.mock('@capsuisse/web-api-client', () => {
  const config = { supportEmail: 'support@capsuisse.ch', housingGuideUrl: 'https://guide.example/' };
  return {
    ...jest.requireActual('@capsuisse/web-api-client'),
    sessionStore: { initialize: async () => undefined },
    useSession: () => ({ ready: true, session: role ? ({ user: { id: 'u1', email: 'u@example.ch', role, factors: [] } } as unknown as Session) : null }),
    useProfile: () => ({ data: role ? ({ has_paid: paid } as Partial<Profile>) : undefined, error: undefined, loading: false, reload: jest.fn() }),
    usePublicConfig: () => ({ data: config, error: undefined, loading: false, reload: jest.fn() }),
    configResource: { load: async () => config },
  };
});

const COACH_PAGES = { '/accompagnateur-dashboard': () => 'page coach', '/accompagnateur-agenda': () => 'agenda', '/accompagnateur-disponibilites': () => 'disponibilités' };
// Every client page renders its path; the ones the tests look at, a word.
const CLIENT_PAGES: RemotePages<'client'> = {
  ...(Object.fromEntries(pagesOf('client').map((p) => [p.path, () => p.path])) as unknown as RemotePages<'client'>),
  '/dashboard': () => 'tableau',
  '/uploads': () => 'documents',
  '/payment': () => 'paiement',
  '/payment-success': () => 'merci',
};

// The app renders in StrictMode, where a refusal's effect (and its toast) may run twice: any count is fine.
const shown = (text: string) => screen.findAllByText(text);

async function serve(path: string, render: () => void) {
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, '', path);
  await act(async () => render());
}

describe('renderStandaloneRemote: a remote served alone has the shell guards, from the registry', () => {
  it('renders a page to a role that may open it', async () => {
    role = 'accompagnateur';
    await serve('/accompagnateur-dashboard', () => renderStandaloneRemote('coach', COACH_PAGES));
    expect(await shown('page coach')).not.toHaveLength(0);
  });

  it('sends a signed-out visitor to /login', async () => {
    role = null;
    await serve('/accompagnateur-dashboard', () => renderStandaloneRemote('coach', COACH_PAGES));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it("refuses another role with the page's toast and sends it home", async () => {
    role = 'client';
    await serve('/accompagnateur-dashboard', () => renderStandaloneRemote('coach', COACH_PAGES));
    expect(await shown(TOASTS.coachDenied.description)).not.toHaveLength(0);
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(screen.queryByText('page coach')).toBeNull();
  });

  it('gates a paid page for an unpaid client', async () => {
    role = 'client';
    paid = false;
    await serve('/uploads', () => renderStandaloneRemote('client', CLIENT_PAGES));
    expect(await shown(TOASTS.paymentRequired.title)).not.toHaveLength(0);
    expect(screen.queryByText('documents')).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe('/payment'), { timeout: 3000 });
  });
});
