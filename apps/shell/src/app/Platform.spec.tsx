import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { PAGE_LIST, ROLES, TOASTS, type PageDef, type Profile, type Role, type Session } from '@capsuisse/contracts';
import { takeWelcome, welcomeNext } from '../sign-in/welcome';
import { Platform } from './Platform';

// The registry walk of the web: the shell's real route tree and guards, every registry page opened by
// every role (plus signed out and an unpaid client). Pages are markers ('owner:path'), so what is
// checked is which page the route tree shows, not the pages themselves.

// client_se_loger's home is the housing guide, an external page; a same-document URL lets jsdom follow it.
const GUIDE = 'http://localhost/#guide-logement';

interface Visitor {
  name: string;
  role: Role | null;
  paid: boolean;
}

let visitor: Visitor;

jest.mock('../federation/RemotePage', () => ({
  RemotePage: ({ remote, path }: { remote: string; path: string }) => `${remote}:${path}`,
}));
jest.mock('../sign-in/SignInPage', () => ({ SignInPage: () => 'shell:/login' }));
jest.mock('../auth/components/SignupPage', () => ({ SignupPage: () => 'shell:/signup' }));
jest.mock('../auth/components/ForgotPasswordPage', () => ({ ForgotPasswordPage: () => 'shell:/forgot-password' }));
jest.mock('../auth/components/ResetPasswordPage', () => ({ ResetPasswordPage: () => 'shell:/reset-password' }));
jest.mock('../auth/components/SignupGeneralPage', () => ({ SignupGeneralPage: () => 'shell:/signup-general' }));
jest.mock('../countries/CountriesPage', () => ({ CountriesPage: () => 'shell:/countries' }));
jest.mock('../coach-recruitment/CoachRecruitmentPage', () => ({ CoachRecruitmentPage: () => 'shell:/accompagnateur' }));
jest.mock('../account/AccountPage', () => ({ AccountPage: () => 'shell:/compte' }));
jest.mock('../notifications/NotificationsPage', () => ({ NotificationsPage: () => 'shell:/notifications' }));
jest.mock('../notifications/UnsubscribePage', () => ({ UnsubscribePage: () => 'shell:/desabonnement' }));

jest.mock('@capsuisse/web-api-client', () => {
  const config = { supportEmail: 'support@capsuisse.ch', housingGuideUrl: 'http://localhost/#guide-logement' };
  const signedIn = () => visitor.role !== null;
  return {
    ...jest.requireActual('@capsuisse/web-api-client'),
    useSession: () => ({
      ready: true,
      session: signedIn() ? ({ user: { id: 'u1', email: 'u@example.ch', role: visitor.role, factors: [] } } as unknown as Session) : null,
    }),
    useProfile: () => ({ data: signedIn() ? ({ has_paid: visitor.paid } as Partial<Profile>) : undefined, error: undefined, loading: false, reload: jest.fn() }),
    usePublicConfig: () => ({ data: config, error: undefined, loading: false, reload: jest.fn() }),
    configResource: { load: async () => config },
  };
});

/** Spec §6. */
const HOMES: Record<Role, string> = {
  client: '/dashboard',
  client_se_loger: GUIDE,
  accompagnateur: '/accompagnateur-dashboard',
  recruteur: '/recruiter-dashboard',
  expert: '/dashboard',
  admin: '/dashboard',
  axel: '/axel-dashboard',
};

const VISITORS: Visitor[] = [
  { name: 'signed out', role: null, paid: false },
  ...ROLES.map((role) => ({ name: role, role, paid: true })),
  { name: 'unpaid client', role: 'client', paid: false },
];

const marker = (path: string): string => {
  const page = PAGE_LIST.find((p) => p.path === path);
  if (!page) throw new Error(`no registry page at ${path}`);
  return `${page.owner}:${page.path}`;
};

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Platform />
    </MemoryRouter>,
  );
}

async function expectSentHome(role: Role) {
  const home = HOMES[role];
  if (home === GUIDE) await waitFor(() => expect(window.location.href).toBe(GUIDE));
  else expect(await screen.findByText(marker(home))).toBeTruthy();
}

const mayOpen = (page: PageDef, role: Role) => page.access === 'public' || page.access.includes(role);

const CASES = PAGE_LIST.flatMap((page) => VISITORS.map((v) => [page.path, v.name, page, v] as const));

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => jest.useRealTimers());

describe('the shell routes every registry page', () => {
  it.each(CASES)('%s, %s', async (_path, _name, page, v) => {
    visitor = v;
    const role = v.role;
    // The payment toast's wait (PAYMENT_REDIRECT_MS) on a clock of the test's own, which findBy advances.
    if (role !== null && page.path !== '/login' && mayOpen(page, role) && page.paid && !v.paid) jest.useFakeTimers();
    open(page.path);

    if (role === null) {
      // Signed out: public pages open, the others send to /login.
      expect(await screen.findByText(page.access === 'public' ? marker(page.path) : marker('/login'))).toBeTruthy();
      return;
    }
    if (page.path === '/login') {
      // A signed-in user opening /login goes home.
      await expectSentHome(role);
      return;
    }
    if (!mayOpen(page, role)) {
      expect(await screen.findByText(page.denied?.description ?? TOASTS.accessDenied)).toBeTruthy();
      expect(screen.queryByText(marker(page.path))).toBeNull();
      await expectSentHome(role);
      return;
    }
    if (page.paid && !v.paid) {
      expect(await screen.findByText(TOASTS.paymentRequired.title)).toBeTruthy();
      expect(screen.queryByText(marker(page.path))).toBeNull();
      expect(await screen.findByText(marker('/payment'), undefined, { timeout: 3000 })).toBeTruthy();
      return;
    }
    expect(await screen.findByText(marker(page.path))).toBeTruthy();
  });

  it('welcomes a user who has just signed in on /login, on the way home; not one who opens /login signed in', async () => {
    visitor = { name: 'client', role: 'client', paid: true };
    welcomeNext();
    open('/login');
    expect(await screen.findByText(TOASTS.loginSuccess.title)).toBeTruthy();
    expect(await screen.findByText(marker('/dashboard'))).toBeTruthy();
    expect(takeWelcome()).toBe(false);
  });

  it('welcomes a user who signs in on its own /login (after a sign-out, the platform stays)', async () => {
    visitor = VISITORS[0];
    const page = () => (
      <MemoryRouter initialEntries={['/login']}>
        <Platform />
      </MemoryRouter>
    );
    const { rerender } = render(page());
    expect(await screen.findByText(marker('/login'))).toBeTruthy();
    visitor = { name: 'client', role: 'client', paid: true };
    welcomeNext();
    rerender(page());
    expect(await screen.findByText(TOASTS.loginSuccess.title)).toBeTruthy();
  });

  it('sends an unpaid client to /payment from each paid page opened in turn inside the app, not only the first', async () => {
    visitor = VISITORS[VISITORS.length - 1];
    jest.useFakeTimers();
    const router: { go: (path: string) => void } = { go: () => undefined };
    const Links = () => {
      router.go = useNavigate();
      return null;
    };
    render(
      <MemoryRouter initialEntries={['/uploads']}>
        <Links />
        <Platform />
      </MemoryRouter>,
    );
    for (const path of ['/timeline', '/formation-5j']) {
      expect(await screen.findByText(marker('/payment'), undefined, { timeout: 3000 })).toBeTruthy();
      act(() => router.go(path));
      expect(screen.queryByText(marker(path))).toBeNull();
    }
    expect(await screen.findByText(marker('/payment'), undefined, { timeout: 3000 })).toBeTruthy();
  });

  it('answers any other path with the 404 page', async () => {
    visitor = VISITORS[1];
    open('/page-inconnue');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
