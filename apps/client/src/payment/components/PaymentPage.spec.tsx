import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PAYMENT_MESSAGES, type Profile, type Session } from '@capsuisse/contracts';
import { api, ApiError } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { PaymentPage } from './PaymentPage';

const session = { user: { id: 'u1', email: 'lea@example.ch', role: 'client', factors: [] } } as unknown as Session;
let profile: Partial<Profile> = {};

// The page reads the shared session and profile; the test gives it fixed ones.
jest.mock('@capsuisse/web-api-client', () => ({
  ...jest.requireActual('@capsuisse/web-api-client'),
  useSession: () => ({ ready: true, session }),
  useProfile: () => ({ data: profile, error: undefined, loading: false, reload: jest.fn() }),
}));

const apiError = (statusCode: number) => new ApiError({ statusCode, error: String(statusCode), message: 'refusé' });

function renderPage(p: Partial<Profile>) {
  profile = { has_paid: false, ...p };
  render(
    <MemoryRouter initialEntries={['/payment']}>
      <UiProviders>
        <Routes>
          <Route path="/payment" element={<PaymentPage />} />
          <Route path="/login" element={<p>page connexion</p>} />
          <Route path="/dashboard" element={<p>tableau de bord</p>} />
        </Routes>
      </UiProviders>
    </MemoryRouter>,
  );
}

/** The tab the page opens: a stand-in whose location and opener the test reads. */
function fakeTab() {
  return { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
}

afterEach(() => jest.restoreAllMocks());

describe('PaymentPage', () => {
  it('shows the price in CHF or EUR and the benefits', () => {
    renderPage({});
    expect(screen.getByTestId('payment-price').textContent).toBe('CHF 399.–');
    fireEvent.click(screen.getByText('EUR'));
    expect(screen.getByTestId('payment-price').textContent).toBe('EUR 448.–');
    for (const benefit of [
      'Formation intensive de 5 jours',
      'Suivi personnalisé de 10 jours',
      'Validation de vos documents par un accompagnateur sous 48 h ouvrées',
      'Accès aux ressources premium',
      'Parcours complet avec étapes clés',
    ]) {
      expect(screen.getByText(benefit)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /Retour à l'accueil/ }).getAttribute('href')).toBe('/');
  });

  it('lists card and TWINT in CHF, card only in EUR', () => {
    renderPage({});
    const methods = () => [...screen.getByTestId('payment-methods').querySelectorAll('.ant-tag')].map((tag) => tag.textContent);
    expect(methods()).toEqual(['Carte', 'TWINT']);
    fireEvent.click(screen.getByText('EUR'));
    expect(methods()).toEqual(['Carte']);
  });

  it('opens the tab within the click, then sends it to the checkout of the chosen currency', async () => {
    const tab = fakeTab();
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let answer: (value: { url: string }) => void = () => undefined;
    const checkout = jest.spyOn(api.payments, 'checkout').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage({});
    fireEvent.click(screen.getByText('EUR'));
    fireEvent.click(screen.getByRole('button', { name: /Procéder au paiement/ }));
    // Opened before the server answered: a popup blocker lets a tab opened inside the click through.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(checkout).toHaveBeenCalledWith({ currency: 'EUR' });
    await act(async () => answer({ url: 'https://checkout.example/session' }));
    expect(tab.location.href).toBe('https://checkout.example/session');
    expect(tab.opener).toBeNull();
  });

  it('closes the tab and says so when the checkout cannot be created', async () => {
    const tab = fakeTab();
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    jest.spyOn(api.payments, 'checkout').mockRejectedValue(apiError(500));
    renderPage({});
    fireEvent.click(screen.getByRole('button', { name: /Procéder au paiement/ }));
    expect(await screen.findByText(PAYMENT_MESSAGES.checkoutError)).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it("sends a signed-out user to /login with 'Erreur d'authentification'", async () => {
    jest.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
    jest.spyOn(api.payments, 'checkout').mockRejectedValue(apiError(401));
    renderPage({});
    fireEvent.click(screen.getByRole('button', { name: /Procéder au paiement/ }));
    expect(await screen.findByText(PAYMENT_MESSAGES.authError)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('page connexion')).toBeTruthy());
  });

  it('tells a paid user they are a member, with a way to the dashboard', () => {
    renderPage({ has_paid: true });
    expect(screen.getByText('Membre de la communauté')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Procéder au paiement/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accéder au tableau de bord' }));
    expect(screen.getByText('tableau de bord')).toBeTruthy();
  });
});
